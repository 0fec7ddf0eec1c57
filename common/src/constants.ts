/** Business constants shared by every side (core §9, accounts §9). */

/** The official account's id; its content is shown with the product logo. */
export const OFFICIAL_USER_ID = 21;

/** Remember-me sessions last a week; browser sessions end 12 hours after login (api-contract.md). */
export const REMEMBER_ME_SECONDS = 7 * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 12 * 60 * 60;

/** Paging (api-contract.md). */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** The product's name as shown to people. */
export const PRODUCT_NAME = 'PlayWords';
