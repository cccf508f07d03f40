import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/**
 * Tables of the built-in identity service (better-auth). Their columns follow better-auth's
 * model; the table names are ours. Other modules never read these tables: they ask the users
 * module's service.
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Uploaded in settings (seed §3 `profileImageUrl`), apart from the identity `image`. */
    profileImageUrl: text('profile_image_url'),
    /**
     * Set by an instance administrator: the account's tokens and sign-ins are refused
     * (identity/revocations.ts) until it is cleared. Not a better-auth field: better-auth never
     * writes it.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The last sign-in the product saw (a built-in session, a Firebase token's auth_time). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  // Every instance reads the disabled accounts every few seconds: a small partial index.
  (table) => [
    index('users_disabled_idx')
      .on(table.id)
      .where(sql`${table.disabledAt} is not null`),
  ],
);

/**
 * A user's uploaded profile photo: a square WebP, decoded and re-encoded (decision 015), served
 * at `/api/photos/<id>`; the id is unguessable and changes with each upload (`<img>` sends no
 * token, and the old address can be cached forever).
 */
export const userPhotos = pgTable('user_photos', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  id: uuid('id').notNull().unique().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Deleted accounts, by uid only: the built-in service's and a hosted one's (Firebase), whose
 * product data was deleted. Their ID tokens stay validly signed until they expire; every instance
 * refuses them (identity/revocations.ts), and a Firebase token from a sign-in before the deletion
 * does not bring the account back (see `recordIdentityUser`).
 */
export const deletedAccounts = pgTable('deleted_accounts', {
  userId: text('user_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** Signing keys of the ID tokens; the private key is encrypted with AUTH_SECRET. */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
});
