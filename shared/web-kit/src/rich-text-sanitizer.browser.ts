import DOMPurify from 'dompurify';
import { sanitizerWith } from './rich-text-sanitizer.js';

/** The browser's DOMPurify; none without a DOM. */
export const sanitizeInBrowser = sanitizerWith(DOMPurify.isSupported ? DOMPurify : null);
