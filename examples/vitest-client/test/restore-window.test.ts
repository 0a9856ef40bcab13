import { describe, expect, it } from 'vitest';
import { SpacesClient } from '../src/spaces.js';
import { advanceClock, useTenant } from './tenant.js';

const tenant = useTenant();
const DAY = 86_400;

describe('SpacesClient.restore', () => {
  it('restores within 7 days and fails with 404 after, on this tenant’s clock only', async () => {
    const fixtures = tenant();
    const spaces = new SpacesClient(fixtures.baseUrl, fixtures.tokens.admin);
    const kept = await spaces.create(fixtures.organizationId, 'Kept');
    await spaces.remove(kept.id);
    await advanceClock(fixtures, 6 * DAY);
    expect((await spaces.restore(kept.id)).title).toBe('Kept');

    const lost = await spaces.create(fixtures.organizationId, 'Lost');
    await spaces.remove(lost.id);
    await advanceClock(fixtures, 7 * DAY + 1);
    await expect(spaces.restore(lost.id)).rejects.toMatchObject({ status: 404 });
  });
});
