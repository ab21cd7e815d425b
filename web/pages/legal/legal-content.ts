/** @file The legal documents as content bundles (server only; each reaches the browser as its page's loader data). */
import { COOKIE_POLICY } from "../../content/cookie-policy";
import { LEGAL_NOTICE } from "../../content/legal-notice";
import { PRIVACY_ENGLISH_NOTE, PRIVACY_NOTICE } from "../../content/privacy";

export const LEGAL_NOTICE_CONTENT = { document: LEGAL_NOTICE };
export const PRIVACY_CONTENT = { document: PRIVACY_NOTICE, englishNote: PRIVACY_ENGLISH_NOTE };
export const COOKIE_POLICY_CONTENT = { document: COOKIE_POLICY };

export type LegalNoticeContent = typeof LEGAL_NOTICE_CONTENT;
export type PrivacyContent = typeof PRIVACY_CONTENT;
export type CookiePolicyContent = typeof COOKIE_POLICY_CONTENT;
