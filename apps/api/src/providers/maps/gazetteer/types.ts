/** A city of the gazetteer: [name, latitude, longitude]; the first city of a state is its capital or chief city. */
export type GazetteerCity = readonly [name: string, latitude: number, longitude: number];

export interface GazetteerState {
  /** ISO 3166-2 subdivision code where one exists (NG, US); the GB regions use short codes of their own. */
  code: string;
  name: string;
  /** Other names a query may use for the state ('FCT', 'England', 'TX'). */
  aliases?: readonly string[];
  cities: readonly GazetteerCity[];
}

export interface GazetteerCountry {
  iso2: string;
  name: string;
  aliases: readonly string[];
  states: readonly GazetteerState[];
}
