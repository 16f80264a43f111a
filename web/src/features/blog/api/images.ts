import { pb } from '../../../lib/pocketbase'

type FileOwner = { id: string; collectionId: string; collectionName: string }

/** The URL of a record's file, optionally one of the collection's thumbnails ("400x300"). */
export function fileURL(record: FileOwner, filename: string, thumb?: string): string {
  if (!filename) return ''
  return pb.files.getURL(record, filename, thumb ? { thumb } : undefined)
}
