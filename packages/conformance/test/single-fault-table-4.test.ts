// Part 4 of 4 of the single-fault table (test/support/single-faults.ts).
import { describeSingleFaults } from './support/single-faults.js';

describeSingleFaults(3, 4);
