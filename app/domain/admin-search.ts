/** The admin search box waits this long after the last keystroke (spec 1: debounced 250 ms); the database searches (accountsQueries). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 250;

/** Approved accounts per page of /admin (a hospital has hundreds; the requests are few and all shown). */
export const APPROVED_PAGE = 50;
