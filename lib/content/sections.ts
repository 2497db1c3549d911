/**
 * A list field rendered as one block (page hero banners, search-box tabs,
 * landing sponsors, a journey's days, weather and recommendations): one
 * renderer payload whose kind is the items' content type and whose entry id
 * names the owner and the field (`page-home.heroBanners`). Nothing when the
 * list is empty: an empty block is not a module.
 */
export type SectionModule = { __typename: string; sys: { id: string }; items: unknown[] };

export function section(
  typename: string,
  ownerId: string,
  field: string,
  items: ReadonlyArray<unknown> | null | undefined,
): SectionModule[] {
  const present = (items ?? []).filter((item) => item !== null && item !== undefined);
  return present.length === 0 ? [] : [{ __typename: typename, sys: { id: `${ownerId}.${field}` }, items: present }];
}

/** Whether a visitor of `marketIso` may see an entry limited to `markets` (none listed: every market). */
export function visibleInMarket(
  markets: ReadonlyArray<{ iso: string | null } | null> | null | undefined,
  marketIso: string,
): boolean {
  const listed = (markets ?? []).flatMap((market) => (market?.iso ? [market.iso] : []));
  return listed.length === 0 || listed.includes(marketIso);
}
