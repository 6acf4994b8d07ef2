/** The landing page's address fragment after an account was deleted (`/#account-deleted`). */
export const DELETED_NOTICE_ID = 'account-deleted';
