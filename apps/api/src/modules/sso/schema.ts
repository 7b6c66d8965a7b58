import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userRef } from '../../db/directory-schema';
import { createdAt } from '../../db/columns';

/** A social account (GOOGLE, FACEBOOK) linked to a user by its verified email at its first sign-in. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: userRef(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_id_idx').on(t.userId)],
);

/** Email domains that sign in through a CAS server (GET sso-domain/{domain}, /sso/cas). */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    /** Lower-case, for example example.co.id. */
    domain: text('domain').primaryKey(),
    protocol: text('protocol').notNull().default('CAS'),
    /** The CAS server's base URL, for example https://cas.example.co.id/cas (login and serviceValidate below it). */
    serverUrl: text('server_url').notNull(),
    /** 2.0 validates at /serviceValidate, 3.0 at /p3/serviceValidate (attributes included). */
    casVersion: text('cas_version').notNull().default('3.0'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('sso_domains_domain_lower_case', sql`${t.domain} = lower(${t.domain})`),
    check('sso_domains_protocol_known', sql`${t.protocol} in ('CAS')`),
    check('sso_domains_cas_version_known', sql`${t.casVersion} in ('2.0', '3.0')`),
  ],
);
