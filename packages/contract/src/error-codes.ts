// Every stable error code the API answers with. A 4xx body is always
// `{ message, code, issues? }`: `message` is English for API clients and logs, `code` is what the
// web app translates (en/fr/ar) and branches on. A feature adds its codes here, under its name.

export const COMMON_ERROR_CODES = {
  invalidRequest: 'common.invalid_request',
  malformedJson: 'common.malformed_json',
  notFound: 'common.not_found',
  methodNotAllowed: 'common.method_not_allowed',
  payloadTooLarge: 'common.payload_too_large',
  unsupportedMediaType: 'common.unsupported_media_type',
  requestTimeout: 'common.request_timeout',
  rateLimited: 'common.rate_limited',
  unavailable: 'common.unavailable',
  /** A request's query ran past the database bound and was stopped: asking the same again fails again. */
  queryTooHeavy: 'common.query_too_heavy',
  internal: 'common.internal',
} as const;

export const AUTH_ERROR_CODES = {
  unauthorized: 'auth.unauthorized',
  invalidToken: 'auth.invalid_token',
  forbidden: 'auth.forbidden',
  invalidCredentials: 'auth.invalid_credentials',
  emailTaken: 'auth.email_taken',
  tooManyAttempts: 'auth.too_many_attempts',
  commonPassword: 'auth.common_password',
  accountDisabled: 'auth.account_disabled',
  /** A token past its exp (SPEC §8: 'Token expired'). */
  tokenExpired: 'auth.token_expired',
  /** Why a token that was valid stopped working before its exp. */
  sessionDisabled: 'auth.session_disabled',
  passwordChanged: 'auth.password_changed',
  signedOutEverywhere: 'auth.signed_out_everywhere',
  accessChanged: 'auth.access_changed',
} as const;

export const BLOG_ERROR_CODES = {
  articleNotFound: 'blog.article_not_found',
  revisionNotFound: 'blog.revision_not_found',
  versionConflict: 'blog.version_conflict',
  slugTaken: 'blog.slug_taken',
  draftsForbidden: 'blog.drafts_forbidden',
} as const;

export const UPLOAD_ERROR_CODES = {
  missingFile: 'uploads.missing_file',
  unsupportedType: 'uploads.unsupported_type',
  tooLarge: 'uploads.too_large',
  tooManyPixels: 'uploads.too_many_pixels',
} as const;

export const DATASET_ERROR_CODES = {
  notFound: 'datasets.not_found',
  importNotFound: 'datasets.import_not_found',
  stagingNotFound: 'datasets.staging_not_found',
  malformedCsv: 'datasets.malformed_csv',
  emptyFile: 'datasets.empty_file',
  badValue: 'datasets.bad_value',
  columnMismatch: 'datasets.column_mismatch',
  tooLarge: 'datasets.too_large',
  urlRefused: 'datasets.url_refused',
  urlPrivate: 'datasets.url_private',
  urlFailed: 'datasets.url_failed',
  notRefreshable: 'datasets.not_refreshable',
  slugTaken: 'datasets.slug_taken',
  inUse: 'datasets.in_use',
  versionNotFound: 'datasets.version_not_found',
  versionNotKept: 'datasets.version_not_kept',
  importInterrupted: 'datasets.import_interrupted',
  stagingFull: 'datasets.staging_full',
  stagingBusy: 'datasets.staging_busy',
  sourceNotKept: 'datasets.source_not_kept',
  versionChanged: 'datasets.version_changed',
  pageTooDeep: 'datasets.page_too_deep',
} as const;

export const CHART_ERROR_CODES = {
  notFound: 'charts.not_found',
  unknownColumn: 'charts.unknown_column',
  badSpec: 'charts.bad_spec',
} as const;

export const DASHBOARD_ERROR_CODES = {
  notFound: 'dashboards.not_found',
  slugTaken: 'dashboards.slug_taken',
  unknownChart: 'dashboards.unknown_chart',
} as const;

export const TRAVEL_ERROR_CODES = {
  tripNotFound: 'travel.trip_not_found',
  notOwnTrip: 'travel.not_own_trip',
} as const;

export const PROFILE_ERROR_CODES = {
  wrongPassword: 'profile.wrong_password',
} as const;

export const USER_ERROR_CODES = {
  notFound: 'users.not_found',
  lastAdmin: 'users.last_admin',
  selfDelete: 'users.self_delete',
} as const;

export const KANBAN_ERROR_CODES = {
  boardNotFound: 'kanban.board_not_found',
  columnNotFound: 'kanban.column_not_found',
  cardNotFound: 'kanban.card_not_found',
  /** Changed by someone else since it was read: the answer holds it as it is now. */
  versionConflict: 'kanban.version_conflict',
  /** A move or a column's cards sent to a column (or after a card) of another board. */
  otherBoard: 'kanban.other_board',
  unknownAssignee: 'kanban.unknown_assignee',
  /** A card's label that is not one of its board's labels. */
  unknownLabel: 'kanban.unknown_label',
  /** A card restored on a board that has no column left. */
  noColumn: 'kanban.no_column',
  /** A card's link to a Keeling item that is gone or that the person may not see. */
  unknownLink: 'kanban.unknown_link',
} as const;

export const CALENDAR_ERROR_CODES = {
  calendarNotFound: 'calendar.calendar_not_found',
  eventNotFound: 'calendar.event_not_found',
  /** Changed by someone else since it was read: the answer holds it as it is now. */
  versionConflict: 'calendar.version_conflict',
  /** A team calendar is managed by editors and admins; a personal one by its owner only. */
  notYours: 'calendar.not_yours',
  /** A personal calendar goes with its user: it cannot be deleted. */
  personalCalendar: 'calendar.personal_calendar',
  /** The repeat rule is not one the calendar understands (FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYSETPOS, BYMONTH, COUNT, UNTIL). */
  invalidRepeat: 'calendar.invalid_repeat',
  /** `occurrenceStart` is not a start of this repeating event. */
  unknownOccurrence: 'calendar.unknown_occurrence',
  unknownAttendee: 'calendar.unknown_attendee',
  /** Only an invited person answers an invitation. */
  notInvited: 'calendar.not_invited',
  unknownLink: 'calendar.unknown_link',
  invalidRange: 'calendar.invalid_range',
  /** Start and end do not fit the event: dates for an all-day one, instants otherwise, end after start. */
  invalidTimes: 'calendar.invalid_times',
  invalidTimeZone: 'calendar.invalid_time_zone',
  /** An .ics file the calendar cannot read; `line` names where (nothing of it is saved). */
  invalidIcs: 'calendar.invalid_ics',
  /** The subscription address is unknown or was revoked. */
  feedNotFound: 'calendar.feed_not_found',
} as const;

export const PRODUCT_ERROR_CODES = {
  productNotFound: 'products.product_not_found',
  versionConflict: 'products.version_conflict',
  /** The same vintage year twice in one product. */
  duplicateVintage: 'products.duplicate_vintage',
  /** A retirement of a vintage the product does not list. */
  unknownVintage: 'products.unknown_vintage',
  /** More tonnes than the vintage has available. */
  notEnoughTonnes: 'products.not_enough_tonnes',
  retirementNotFound: 'products.retirement_not_found',
} as const;

export const MAIL_ERROR_CODES = {
  mailNotFound: 'mail.not_found',
  /** A recipient id that is no active member. */
  unknownRecipient: 'mail.unknown_recipient',
  draftNotFound: 'mail.draft_not_found',
  /** Another tab saved the draft since this one read it. */
  draftConflict: 'mail.draft_conflict',
  teamLabelNotFound: 'mail.team_label_not_found',
  /** A team label of that name exists. */
  teamLabelTaken: 'mail.team_label_taken',
} as const;

export const CHAT_ERROR_CODES = {
  /** No such conversation, or the caller is not one of its members (the same answer). */
  conversationNotFound: 'chat.conversation_not_found',
  messageNotFound: 'chat.message_not_found',
  /** Renaming, adding or removing others: the group's admins only. */
  notGroupAdmin: 'chat.not_group_admin',
  /** Edits and deletes of someone else's message (an admin of the site may delete). */
  notAuthor: 'chat.not_author',
  /** A person named is not an active member of the team (or is the caller, for a direct one). */
  unknownPerson: 'chat.unknown_person',
  /** A direct conversation keeps its two people; a group its last admin. */
  membersFixed: 'chat.members_fixed',
  /** A message with neither text nor image. */
  emptyMessage: 'chat.empty_message',
  /** An attachment that the upload service did not store. */
  unknownAttachment: 'chat.unknown_attachment',
  /** A reply to a message of another conversation. */
  otherConversation: 'chat.other_conversation',
  versionConflict: 'chat.version_conflict',
  /** The same client id sent again with another message. */
  clientIdReused: 'chat.client_id_reused',
  /** A linked Keeling item that does not exist or that the sender may not see. */
  unknownItem: 'chat.unknown_item',
  /** Too many "typing" signals or presence reports in a minute. */
  tooManySignals: 'chat.too_many_signals',
  tooManyMessages: 'chat.too_many_messages',
} as const;

export const EVENT_ERROR_CODES = {
  /** The ticket is unknown, used already or expired: ask for another one. */
  invalidTicket: 'events.invalid_ticket',
  tooManyStreams: 'events.too_many_streams',
} as const;

export const PUBLIC_LINK_ERROR_CODES = {
  notFound: 'public_links.not_found',
  /** An unknown, revoked or expired token, or something its view does not show: all alike. */
  linkGone: 'public_links.link_gone',
  badExpiry: 'public_links.bad_expiry',
} as const;

export const ITEM_ERROR_CODES = {
  /** An unknown item, or one the caller may not see: alike. */
  notFound: 'items.not_found',
} as const;

type ValuesOf<T> = T[keyof T];
export type ErrorCode =
  | ValuesOf<typeof COMMON_ERROR_CODES>
  | ValuesOf<typeof AUTH_ERROR_CODES>
  | ValuesOf<typeof BLOG_ERROR_CODES>
  | ValuesOf<typeof UPLOAD_ERROR_CODES>
  | ValuesOf<typeof DATASET_ERROR_CODES>
  | ValuesOf<typeof CHART_ERROR_CODES>
  | ValuesOf<typeof DASHBOARD_ERROR_CODES>
  | ValuesOf<typeof TRAVEL_ERROR_CODES>
  | ValuesOf<typeof PROFILE_ERROR_CODES>
  | ValuesOf<typeof USER_ERROR_CODES>
  | ValuesOf<typeof EVENT_ERROR_CODES>
  | ValuesOf<typeof KANBAN_ERROR_CODES>
  | ValuesOf<typeof PUBLIC_LINK_ERROR_CODES>
  | ValuesOf<typeof CALENDAR_ERROR_CODES>
  | ValuesOf<typeof PRODUCT_ERROR_CODES>
  | ValuesOf<typeof MAIL_ERROR_CODES>
  | ValuesOf<typeof CHAT_ERROR_CODES>
  | ValuesOf<typeof ITEM_ERROR_CODES>;
