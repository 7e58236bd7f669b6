/** Meta title, description and keywords of a lobby, group or listing page (spec §2). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
}

export function metaTags(meta: PageMeta | undefined) {
  if (!meta) return [];
  return [
    { title: meta.title },
    ...(meta.description ? [{ name: "description", content: meta.description }] : []),
    ...(meta.keywords ? [{ name: "keywords", content: meta.keywords }] : []),
  ];
}
