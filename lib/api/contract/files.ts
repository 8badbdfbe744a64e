import type { StaffRole } from '@/lib/config';
import type { UploadKind } from '@/lib/uploads';

/*
 * A member's files (/user/uploading, the file picker of designs and messages; the back office's
 * member page): what POST /basic-api/upload answers and GET /basic-api/v1/user/files lists.
 */

/** Who reads members' files in the back office (admin holds every role). */
export const FILE_STAFF_ROLES: readonly StaffRole[] = ['sales'];

export type ThumbStateName = 'none' | 'pending' | 'ready' | 'failed';

export interface FileUse {
  designs: { id: number; name: string }[];
  orders: { id: number; reference: string }[];
  /** Message threads the file was sent in (order_id null: the general thread). */
  messages: { thread_id: number; order_id: number | null; reference: string | null }[];
}

export interface MemberFile {
  handle: string;
  name: string;
  mime: string;
  kind: UploadKind | null;
  bytes: number;
  created_at: string;
  /** The download (always an attachment). */
  url: string;
  thumb: ThumbStateName;
  /** The WebP thumbnail, once ready (with a version, so a new one is fetched). */
  thumb_url: string | null;
  used_in?: FileUse;
}

export interface MemberFileList {
  list: MemberFile[];
  used_bytes: number;
  quota_bytes: number;
  max_file_bytes: number;
}
