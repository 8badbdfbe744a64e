import { CATALOGUE_IMAGE, ORDER_PHOTOS } from '@/lib/config';
import { INQUIRY_FILES, MEMBER_FILES } from '@/lib/uploads';
import type { Operation } from '../types';

/** The raw-body uploads the tables share: each with its byte limit and the kinds it takes. */
type Upload = NonNullable<Operation['upload']>;

const ARTWORK = 'PDF, AI, PSD, PNG, JPG, WebP, TIFF, SVG';
const PICTURES = 'PNG, JPEG or WebP';

/** A picture for the catalogue or the back office's content, stored as a public WebP. */
export const CATALOGUE_PICTURE: Upload = { maxBytes: CATALOGUE_IMAGE.maxBytes, kinds: PICTURES };
/** A file of a member's (or sent by staff to a member). */
export const MEMBER_FILE: Upload = { maxBytes: MEMBER_FILES.maxBytes, kinds: ARTWORK };
/** A file sent with a consultation request. */
export const INQUIRY_FILE: Upload = { maxBytes: INQUIRY_FILES.maxBytes, kinds: `EPS, ${ARTWORK}` };
/** A production photo of an order. */
export const ORDER_PHOTO: Upload = { maxBytes: ORDER_PHOTOS.maxBytes, kinds: PICTURES };
/** A member's picture (the page's square crop). */
export const AVATAR_PICTURE: Upload = { kinds: PICTURES };
