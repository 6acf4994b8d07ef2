import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The whole data model. Every row a person owns references `users` with ON DELETE CASCADE,
 * so deleting an account removes everything of theirs in one statement.
 * Columns marked "encrypted" hold AES-256-GCM envelopes made by `lib/encryption.ts`, each bound
 * to its row (db/encrypted-fields.ts lists them).
 */

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** encrypted (empty when not given) */
    phone: text('phone').notNull().default(''),
    /** encrypted; registration writes the default bio, sealed */
    bio: text('bio').notNull().default(''),
    profilePictureId: uuid('profile_picture_id'),
    /** encrypted TOTP seed; null until set up */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** last TOTP time step accepted, so a code works only once */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** raised by every change to the person's mood entries; cached reads check it */
    moodsVersion: integer('moods_version').notNull().default(0),
    /** `admin` for the instance's first account (ADMIN_EMAILS names more); migration 0010 */
    role: text('role').$type<'admin' | 'member'>().notNull().default('member'),
    /** set while an admin has disabled the account: it cannot sign in */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // a username is one person's, whatever its capitals
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** A password that was right, waiting for the second factor. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: owner(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

/**
 * An email address change, and the "this wasn't me" link sent to the address it replaced. The
 * link is stored only as its SHA-256; using it puts `oldEmail` back and starts a password reset.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: owner(),
    oldEmail: text('old_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_hash_key').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

/**
 * Fixed-window attempt counters of one person: a trusted device's sign-in tries during a lockout
 * (`device:<hash of its nonce>`) and email changes (`email-change:<user id>`).
 */
export const attemptWindows = pgTable(
  'attempt_windows',
  {
    key: text('key').primaryKey(),
    userId: owner(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_windows_user_idx').on(t.userId)],
);

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  moodReminders: boolean('mood_reminders').notNull().default(true),
  weeklyReports: boolean('weekly_reports').notNull().default(true),
  darkMode: boolean('dark_mode').notNull().default(false),
  dataSharing: boolean('data_sharing').notNull().default(false),
  /** HH:MM in the person's own time zone */
  reminderTime: text('reminder_time').notNull().default('20:00'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** whose helplines Mood Friend lists (ISO 3166 code or INTL); null: guessed from the time zone */
  crisisRegion: text('crisis_region'),
  /** 0 = Sunday … 6 = Saturday */
  weeklyReportDay: smallint('weekly_report_day').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const moodEntries = pgTable(
  'mood_entries',
  {
    id: id(),
    userId: owner(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    primaryEmotion: text('primary_emotion').notNull(),
    subEmotion: text('sub_emotion').notNull(),
    /** the intensity of the feeling, 1 to 10 */
    score: smallint('score').notNull(),
    /** how good or bad it felt overall, 1 to 10 in half steps (DESIGN decision 23; migration 0009) */
    pleasantness: real('pleasantness').notNull(),
    /** the person gave none: derived from the emotion's valence and the intensity */
    pleasantnessDerived: boolean('pleasantness_derived').notNull(),
    factors: text('factors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** encrypted */
    notes: text('notes').notNull().default(''),
    creativeActivity: jsonb('creative_activity')
      .$type<{ completed: boolean; duration: number; type: string }>()
      .notNull(),
    /** fingerprint of an imported row, so a second import of the same file adds nothing */
    importKey: text('import_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mood_entries_user_date_idx').on(t.userId, t.date.desc()),
    uniqueIndex('mood_entries_import_key').on(t.userId, t.importKey),
  ],
);

export const media = pgTable(
  'media',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').$type<'image' | 'audio' | 'video' | 'avatar'>().notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_user_idx').on(t.userId)],
);

export const crafts = pgTable(
  'crafts',
  {
    id: id(),
    userId: owner(),
    /** encrypted */
    title: text('title').notNull(),
    type: text('type').$type<'writing' | 'drawing' | 'audio' | 'dancing'>().notNull(),
    /** encrypted: the text of a writing; empty for media crafts */
    content: text('content').notNull().default(''),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    likes: integer('likes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('crafts_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const craftTags = pgTable(
  'craft_tags',
  {
    craftId: uuid('craft_id')
      .notNull()
      .references(() => crafts.id, { onDelete: 'cascade' }),
    /** encrypted, bound to the craft */
    tag: text('tag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.craftId, t.tag] })],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    userId: owner(),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    /** encrypted */
    content: text('content').notNull(),
    crisis: boolean('crisis').notNull().default(false),
    /**
     * a turn that signalled risk (either level), a reply to one, or a turn in safety mode: never
     * sent to an external AI provider
     */
    flagged: boolean('flagged').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_user_created_idx').on(t.userId, t.createdAt)],
);

/** A person's safety plan (Stanley–Brown), one per person. */
export const safetyPlans = pgTable('safety_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** encrypted JSON of the plan's sections */
  content: text('content').notNull(),
  updatedAt: updatedAt(),
});

export const articleBookmarks = pgTable(
  'article_bookmarks',
  {
    userId: owner(),
    articleId: text('article_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

export const articleProgress = pgTable(
  'article_progress',
  {
    userId: owner(),
    articleId: text('article_id').notNull(),
    quizScore: integer('quiz_score'),
    exercisesCompleted: boolean('exercises_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  /** set when the sender was signed in; their messages go with their account */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** encrypted JSON of name, email, subject and message */
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});

/** One row per scheduled email sent, so each reminder or report goes out once. */
export const sentNotifications = pgTable(
  'sent_notifications',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').$type<'mood-reminder' | 'weekly-report' | 'check-in'>().notNull(),
    periodKey: text('period_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sent_notifications_once').on(t.userId, t.kind, t.periodKey)],
);

/** Read-only links to a mood report for a clinician (the dataSharing setting). */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    /** the period the report covers, as calendar days in the person's time zone */
    fromDay: text('from_day').notNull().default(''),
    toDay: text('to_day').notNull().default(''),
    includeNotes: boolean('include_notes').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_key').on(t.tokenHash),
    index('share_links_user_idx').on(t.userId),
  ],
);

/**
 * Single-use invite links an admin created (REGISTRATION=invite), the token kept only as its
 * SHA-256. They go with the admin who created them; the account one made stays.
 */
export const invites = pgTable(
  'invites',
  {
    id: id(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** whom it is for, as the admin wrote it */
    note: text('note').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invites_token_hash_key').on(t.tokenHash),
    index('invites_created_by_idx').on(t.createdBy),
  ],
);

/**
 * What admins did, for admins to read. Each row names the actor and the account by id and by
 * e-mail address at the time, so it still says who was acted on after an account is deleted.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action')
      .$type<
        | 'account.disabled'
        | 'account.enabled'
        | 'account.deleted'
        | 'invite.created'
        | 'invite.revoked'
      >()
      .notNull(),
    /** the account or the invite acted on (no foreign key: it outlives them) */
    targetId: uuid('target_id').notNull(),
    targetEmail: text('target_email'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt.desc())],
);

/**
 * Identities at the OpenID Connect provider linked to accounts here: one provider's subject
 * signs in to one account. Linked at the first single sign-on of a new account, or after the
 * account's own password confirmed it.
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: id(),
    userId: owner(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** the provider's (verified) address when it was linked */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oidc_identities_subject_key').on(t.issuer, t.subject),
    index('oidc_identities_user_idx').on(t.userId),
  ],
);

/**
 * A device's Web Push subscription (the per-device switch in Settings). `subscription` holds the
 * push service's endpoint and the device's keys as JSON (encrypted); `endpointHash` (its SHA-256)
 * makes one row per device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: owner(),
    endpointHash: text('endpoint_hash').notNull(),
    subscription: text('subscription').notNull(),
    /** the browser and system, as the Settings list shows it */
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpointHash),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The server's VAPID key pair for Web Push, made once on the first start and shared by every
 * process on the database (unless VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set). The private
 * key is encrypted.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: id(),
    singleton: boolean('singleton').notNull().default(true),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vapid_keys_one').on(t.singleton)],
);

/**
 * A questionnaire a person took (PHQ-9 or GAD-7). The answers (and the closing difficulty
 * question) are encrypted; the total and its band are kept plain for trends and the report.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: id(),
    userId: owner(),
    instrument: text('instrument').$type<'phq-9' | 'gad-7'>().notNull(),
    /** encrypted JSON: `{answers: number[], difficulty: number | null}` */
    answers: text('answers').notNull(),
    total: smallint('total').notNull(),
    band: text('band')
      .$type<'minimal' | 'mild' | 'moderate' | 'moderately-severe' | 'severe'>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('check_ins_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** How often a person is reminded of their check-ins; no row: every two weeks. */
export const checkInSchedules = pgTable('check_in_schedules', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  interval: text('interval').$type<'weekly' | 'fortnightly' | 'monthly' | 'off'>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Something a person tracks beside their mood: a number on a scale, a yes or no, or a count.
 * The name and unit are encrypted (they can be personal: a medicine's name); the scale is plain.
 * Archived trackers keep their values but take no new ones.
 */
export const trackers = pgTable(
  'trackers',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').$type<'numeric' | 'yes-no' | 'count'>().notNull(),
    /** encrypted */
    name: text('name').notNull(),
    /** encrypted (empty when not given) */
    unit: text('unit').notNull().default(''),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    step: doublePrecision('step').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trackers_user_idx').on(t.userId, t.createdAt)],
);

/** A tracker's value on one day of the person's own calendar (their time zone). */
export const trackerValues = pgTable(
  'tracker_values',
  {
    trackerId: uuid('tracker_id')
      .notNull()
      .references(() => trackers.id, { onDelete: 'cascade' }),
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.trackerId, t.day] }),
    index('tracker_values_user_day_idx').on(t.userId, t.day),
  ],
);

/**
 * A person's own contributing factors, beside the built-in ones. Entries name one by the token
 * `own:<id>` in `mood_entries.factors`, so renaming rewrites no entry and the name stays sealed.
 * Hidden factors keep their history; they are only no longer offered.
 */
export const ownFactors = pgTable(
  'own_factors',
  {
    id: id(),
    userId: owner(),
    /** encrypted */
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    positive: boolean('positive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('own_factors_user_idx').on(t.userId, t.position)],
);
