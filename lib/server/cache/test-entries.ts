// What Next 16 hands a cache handler, for the handlers' tests.

/** An App Router page: HTML, RSC bytes, the segment map, its tags header. */
export function page(text: string, tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html: `<p>${text}</p>`,
    rscData: Buffer.from(`rsc:${text}`),
    segmentData: new Map([['/_tree', Buffer.from(`seg:${text}`)]]),
    headers: { 'x-next-cache-tags': tags.join(',') },
    postponed: undefined,
    status: 200,
  };
}
