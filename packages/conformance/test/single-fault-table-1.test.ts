// Part 1 of 4 of the single-fault table (test/support/single-faults.ts).
import { describeSingleFaults } from './support/single-faults.js';

describeSingleFaults(0, 4);
