import { nigeria } from './nigeria.ts';
import type { GazetteerCountry } from './types.ts';
import { unitedKingdom } from './united-kingdom.ts';
import { unitedStates } from './united-states.ts';

export type { GazetteerCity, GazetteerCountry, GazetteerState } from './types.ts';

/** The bundled offline gazetteer: every state and the main cities of Nigeria, the UK and the US. */
export const gazetteer: readonly GazetteerCountry[] = [nigeria, unitedKingdom, unitedStates];
