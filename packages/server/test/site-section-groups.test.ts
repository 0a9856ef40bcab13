import { describe, expect, it } from 'vitest';
import { walk } from './helpers.js';
import { idsOf, siteSectionApi, useSiteSectionFixture } from './site-section-helpers.js';

const f = useSiteSectionFixture();
const api = siteSectionApi(f);

describe('POST /v1/orgs/{organizationId}/sites/{siteId}/section-groups', () => {
  it('answers 201 with the group holding the listed sections, in the given order, moved out of their former group', async () => {
    const { siteId, sections } = await api.siteWithSections('Grouped', 3);
    const [a, b, c] = sections;
    const first = await f.admin.post(api.groups(siteId), { title: 'First', icon: 'folder', sections: [a.id] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ object: 'site-section-group', title: 'First', icon: 'folder' });
    const res = await f.admin.post(api.groups(siteId), { title: 'Second', sections: [c.id, a.id, c.id] });
    expect(res.body.sections.map((s: any) => [s.id, s.sectionGroup])).toEqual([
      [c.id, res.body.id],
      [a.id, res.body.id],
    ]);
    expect(res.body.icon).toBeUndefined();
    expect((await f.admin.get(api.groups(siteId))).body.items.map((g: any) => g.sections.length)).toEqual([0, 2]);
    expect((await walk(f.admin, api.sections(siteId))).find((s: any) => s.id === b.id).sectionGroup).toBeUndefined();
  });

  it('answers 400 and stores nothing for a section that is not one of the site, or a title out of bounds', async () => {
    const siteId = await api.newSite();
    const mine = await api.section(siteId, await api.space('Mine'));
    const foreign = await api.section(await api.newSite(), await api.space('Theirs'));
    for (const body of [
      { title: 'G', sections: [mine.id, 'nosuch'] },
      { title: 'G', sections: [foreign.id] },
      { title: '' },
      { title: 't'.repeat(101) },
      { title: 'G', icon: 'i'.repeat(51) },
    ]) {
      expect((await f.admin.post(api.groups(siteId), body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await f.admin.get(api.groups(siteId))).body.count).toBe(0);
    expect((await walk(f.admin, api.sections(siteId)))[0].sectionGroup).toBeUndefined();
    expect((await f.editor.post(api.groups(siteId), { title: 'G' })).status).toBe(403);
    expect((await f.outsider.post(api.groups(siteId), { title: 'G' })).status).toBe(404);
  });
});

describe('GET /v1/orgs/{organizationId}/sites/{siteId}/section-groups', () => {
  it('lists the groups in order across pages with inserts between them; 403 for a member without a role, 404 for an outsider', async () => {
    const siteId = await api.newSite();
    const created: string[] = [];
    for (let i = 0; i < 3; i++) created.push((await f.admin.post(api.groups(siteId), { title: `G${i}` })).body.id);
    const first = await f.reader.get(api.groups(siteId), { query: { limit: 2 } });
    expect(first.body).toMatchObject({ count: 3 });
    created.push((await f.admin.post(api.groups(siteId), { title: 'Late' })).body.id);
    const second = await f.reader.get(api.groups(siteId), { query: { limit: 2, page: first.body.next.page } });
    expect([...first.body.items, ...second.body.items].map((g: any) => g.id)).toEqual(created);
    expect(second.body.count).toBe(4);
    expect(second.body.next).toBeUndefined();
    expect((await f.guest.get(api.groups(siteId))).status).toBe(403);
    expect((await f.outsider.get(api.groups(siteId))).status).toBe(404);
  });
});

describe('PATCH /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}', () => {
  it('updates the title and icon, null removes the icon; 404 for an unknown group, 403 below admin', async () => {
    const siteId = await api.newSite();
    const group = (await f.admin.post(api.groups(siteId), { title: 'Before', icon: 'x' })).body;
    const url = `${api.groups(siteId)}/${group.id}`;
    expect((await f.admin.patch(url, { title: 'After' })).body).toMatchObject({ title: 'After', icon: 'x' });
    expect((await f.admin.patch(url, { icon: null })).body.icon).toBeUndefined();
    expect((await f.admin.patch(url, { title: '' })).status).toBe(400);
    expect((await f.admin.patch(`${api.groups(siteId)}/nosuch`, { title: 'No' })).status).toBe(404);
    expect((await f.reader.patch(url, { title: 'No' })).status).toBe(403);
  });
});

describe('DELETE /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}', () => {
  it('answers 205 without a body; its sections stay, ungrouped, after the other ungrouped sections', async () => {
    const { siteId, sections } = await api.siteWithSections('Ungroup', 3);
    const [a, b, c] = sections;
    const group = (await f.admin.post(api.groups(siteId), { title: 'Temp', sections: [b.id, a.id] })).body;
    const res = await f.admin.delete(`${api.groups(siteId)}/${group.id}`);
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await f.admin.get(api.groups(siteId))).body.count).toBe(0);
    const listed = await walk(f.admin, api.sections(siteId));
    expect(listed.map((s: any) => [s.id, s.sectionGroup])).toEqual([
      [c.id, undefined],
      [b.id, undefined],
      [a.id, undefined],
    ]);
    expect((await f.admin.delete(`${api.groups(siteId)}/${group.id}`)).status).toBe(404);
  });
});

describe('POST /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections', () => {
  it('answers 201 with the group now holding the section, last; adding it again changes nothing', async () => {
    const { siteId, sections } = await api.siteWithSections('Join', 2);
    const [a, b] = sections;
    const group = (await f.admin.post(api.groups(siteId), { title: 'Join', sections: [b.id] })).body;
    const url = `${api.groups(siteId)}/${group.id}/sections`;
    const res = await f.admin.post(url, { sectionId: a.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'site-section-group', id: group.id });
    expect(res.body.sections.map((s: any) => s.id)).toEqual([b.id, a.id]);
    expect((await f.admin.post(url, { sectionId: a.id })).body.sections.map((s: any) => s.id)).toEqual([b.id, a.id]);
    expect((await f.admin.post(url, { sectionId: 'nosuch' })).status).toBe(400);
    expect((await f.admin.post(`${api.groups(siteId)}/nosuch/sections`, { sectionId: a.id })).status).toBe(404);
    expect((await f.editor.post(url, { sectionId: a.id })).status).toBe(403);
  });
});

describe('DELETE /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}', () => {
  it('answers 205 and leaves the section ungrouped; 404 for a section that is not in the group', async () => {
    const { siteId, sections } = await api.siteWithSections('Leave', 2);
    const [a, b] = sections;
    const group = (await f.admin.post(api.groups(siteId), { title: 'Leave', sections: [a.id] })).body;
    const res = await f.admin.delete(`${api.groups(siteId)}/${group.id}/sections/${a.id}`);
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await f.admin.get(api.groups(siteId))).body.items[0].sections).toEqual([]);
    expect(await idsOf(f.admin, api.sections(siteId))).toEqual([b.id, a.id]);
    expect((await f.admin.delete(`${api.groups(siteId)}/${group.id}/sections/${a.id}`)).status).toBe(404);
    expect((await f.admin.delete(`${api.groups(siteId)}/${group.id}/sections/${b.id}`)).status).toBe(404);
  });
});

describe('POST /v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/move', () => {
  it('places the group before or after another group of the site; other anchors are a 400', async () => {
    const siteId = await api.newSite();
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C']) ids.push((await f.admin.post(api.groups(siteId), { title })).body.id);
    const [a, b, c] = ids as [string, string, string];
    const at = (id: string) => ({ type: 'site-section', id });
    const res = await f.admin.post(`${api.groups(siteId)}/${c}/move`, { position: { before: at(a) } });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(c);
    expect(await idsOf(f.admin, api.groups(siteId))).toEqual([c, a, b]);
    await f.admin.post(`${api.groups(siteId)}/${c}/move`, { position: { after: at(b) } });
    expect(await idsOf(f.admin, api.groups(siteId))).toEqual([a, b, c]);
    const section = await api.section(siteId, await api.space('Not a group'));
    for (const anchor of ['nosuch', section.id, c]) {
      expect((await f.admin.post(`${api.groups(siteId)}/${c}/move`, { position: { before: at(anchor) } })).status).toBe(
        400,
      );
    }
    expect((await f.reader.post(`${api.groups(siteId)}/${c}/move`, { position: {} })).status).toBe(403);
  });
});

describe('concurrent writes to section groups', () => {
  it('leave every section in exactly one place and each group in a consistent order after 20 concurrent additions and moves', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Race');
    const sections: string[] = [];
    for (let i = 0; i < 5; i++) sections.push((await api.section(siteId, spaceId)).id);
    const groups: string[] = [];
    for (const title of ['Left', 'Right', 'Spare'])
      groups.push((await f.admin.post(api.groups(siteId), { title })).body.id);
    const writes = Array.from({ length: 20 }, (_, i) => {
      const group = groups[i % 2] ?? '';
      if (i % 5 === 4)
        return f.admin.post(`${api.groups(siteId)}/${groups[2]}/move`, {
          position: { before: { type: 'site-section', id: group } },
        });
      return f.admin.post(`${api.groups(siteId)}/${group}/sections`, {
        sectionId: sections[(i + Math.floor(i / 5)) % 5],
      });
    });
    const results = await Promise.all(writes);
    expect(results.map((r) => r.status).sort()).toEqual([...Array(4).fill(200), ...Array(16).fill(201)]);
    const listed = await walk(f.admin, api.groups(siteId), {}, 1000);
    expect(new Set(listed.map((g: any) => g.id))).toEqual(new Set(groups));
    const grouped = listed.flatMap((g: any) => g.sections.map((s: any) => [s.id, g.id]));
    expect(grouped.map(([id]: string[]) => id).sort()).toEqual([...sections].sort());
    const all = await walk(f.admin, api.sections(siteId), {}, 1000);
    expect(all.map((s: any) => [s.id, s.sectionGroup]).sort()).toEqual(grouped.sort());
    for (const group of listed)
      expect(all.filter((s: any) => s.sectionGroup === group.id).map((s: any) => s.id)).toEqual(
        group.sections.map((s: any) => s.id),
      );
  });
});
