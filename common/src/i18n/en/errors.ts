import { ErrorDetail, FALLBACK_ERROR_TEXT } from '../../api/errors';

/**
 * Every text the API sends in an error body, keyed by its stable code (common/src/i18n/codes.ts). The texts are the
 * contract's constants themselves, so the English catalogue cannot drift from what the server sends.
 */
const errors = {
  ...ErrorDetail,
  fallback: FALLBACK_ERROR_TEXT,
  language: 'Choose English or 中文.',
};

export default errors;
