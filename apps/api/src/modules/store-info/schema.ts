import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { stores } from '../../db/directory-schema';
import { bytea, createdAt, timestamptz } from '../../db/columns';

/**
 * What a store tells about itself beyond the directory's `stores` row (its name): the profile it edits at once
 * (description, contact, logo) and the legal data that changes only through a reviewed request (business type,
 * NPWP, the owner's name and NIK). The logo's type is the one found in its content, never the client's.
 */
export const storeProfiles = pgTable(
  'store_profiles',
  {
    storeCode: text('store_code')
      .primaryKey()
      .references(() => stores.code, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    businessType: text('business_type'),
    npwpNumber: text('npwp_number'),
    ownerName: text('owner_name'),
    ownerKtpNumber: text('owner_ktp_number'),
    logo: bytea('logo'),
    logoMediaType: text('logo_media_type'),
    logoSizeBytes: integer('logo_size_bytes'),
    logoUpdatedAt: timestamptz('logo_updated_at'),
    updatedAt: timestamptz('updated_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('store_profiles_business_type_known', sql`${t.businessType} is null or ${t.businessType} in ('INDIVIDUAL', 'CV', 'PT')`),
    check('store_profiles_logo_media_type_known', sql`${t.logoMediaType} is null or ${t.logoMediaType} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);
