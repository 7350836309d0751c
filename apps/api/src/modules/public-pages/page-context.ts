import type { Database } from '../../db/client.ts';
import type { LogisticsProvider } from '../../providers/logistics/logistics-provider.ts';

/** What the public pages need from the app. */
export interface PublicPageContext {
  db: Database;
  logistics: LogisticsProvider;
  /** The public address the pages' own links (og:url) are written on. */
  publicUrl: string;
}
