import type { APIRequestContext } from '@playwright/test';

/**
 * Reading a built page's structured data as a search engine does: the HTML
 * as served, every `<script type="application/ld+json">` block through
 * JSON.parse, and the properties Google's rich-results documentation marks
 * as required for each type (Google Search Central, "Structured data":
 * Breadcrumb, Product snippets and Merchant listings, Event, Local business,
 * Carousel for ItemList, Site names for WebSite).
 */

export type JsonLdNode = Record<string, unknown>;

const BLOCK = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** Every JSON-LD block of an HTML document, parsed (a block that is not JSON throws, naming it). */
export function jsonLdBlocks(html: string): JsonLdNode[] {
  return [...html.matchAll(BLOCK)].map(([, text = '']) => {
    try {
      return JSON.parse(text) as JsonLdNode;
    } catch (error) {
      throw new Error(`A JSON-LD block is not JSON: ${text.slice(0, 120)} (${String(error)})`);
    }
  });
}

/** The page's HTML as the server sends it, and its blocks. */
export async function structuredDataOf(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; html: string; blocks: JsonLdNode[]; csp: string }> {
  const response = await request.get(path);
  const html = await response.text();
  return {
    status: response.status(),
    html,
    blocks: jsonLdBlocks(html),
    csp: response.headers()['content-security-policy'] ?? '',
  };
}

/** The blocks of one schema.org type (top-level). */
export function ofType(blocks: readonly JsonLdNode[], type: string): JsonLdNode[] {
  return blocks.filter((block) => block['@type'] === type);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isAbsoluteUrl = (value: unknown): boolean => {
  if (!isText(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const node = (value: unknown): JsonLdNode | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonLdNode) : null;

type Check = (value: JsonLdNode, where: string) => string[];

function requireText(value: JsonLdNode, where: string, ...names: string[]): string[] {
  return names.flatMap((name) => (isText(value[name]) ? [] : [`${where}.${name} is required text`]));
}

/** Positions 1, 2, 3, ... in order. */
function positions(items: readonly JsonLdNode[], where: string): string[] {
  return items.flatMap((item, index) =>
    item.position === index + 1
      ? []
      : [`${where}[${index}].position should be ${index + 1}, is ${String(item.position)}`],
  );
}

function listItems(value: JsonLdNode, where: string): { items: JsonLdNode[]; problems: string[] } {
  const list = value.itemListElement;
  if (!Array.isArray(list) || list.length === 0)
    return { items: [], problems: [`${where}.itemListElement is required: a non-empty list`] };
  const items = list.map((item) => node(item) ?? {});
  const typed = items.flatMap((item, index) =>
    item['@type'] === 'ListItem' ? [] : [`${where}.itemListElement[${index}] should be a ListItem`],
  );
  return { items, problems: [...typed, ...positions(items, `${where}.itemListElement`)] };
}

/** Offer (merchant listing): price (a number, or a numeric text) and priceCurrency (ISO 4217). */
const offer: Check = (value, where) => {
  const problems: string[] = [];
  if (value['@type'] !== 'Offer') problems.push(`${where} should be an Offer`);
  const price = value.price;
  if (
    !(typeof price === 'number' && Number.isFinite(price) && price >= 0) &&
    !(typeof price === 'string' && /^\d+(?:\.\d+)?$/.test(price))
  ) {
    problems.push(`${where}.price is required: a number`);
  }
  if (!(typeof value.priceCurrency === 'string' && /^[A-Z]{3}$/.test(value.priceCurrency)))
    problems.push(`${where}.priceCurrency is required: an ISO 4217 code`);
  return problems;
};

const checks: Record<string, Check> = {
  /** Breadcrumb: itemListElement; each ListItem position, name, item (the URL; Google lets the last omit it, ours all have it). */
  BreadcrumbList(value, where) {
    const { items, problems } = listItems(value, where);
    return [
      ...problems,
      ...items.flatMap((item, index) => [
        ...requireText(item, `${where}.itemListElement[${index}]`, 'name'),
        ...(index < items.length - 1 && !isAbsoluteUrl(item.item)
          ? [`${where}.itemListElement[${index}].item is required: an absolute URL`]
          : []),
      ]),
    ];
  },
  /** Carousel (summary or all-in-one list): itemListElement of ListItems with position and their item (or url). */
  ItemList(value, where) {
    const { items, problems } = listItems(value, where);
    return [
      ...problems,
      ...items.flatMap((item, index) => {
        const inner = node(item.item);
        const at = `${where}.itemListElement[${index}]`;
        if (inner) return check(inner, `${at}.item`);
        return isAbsoluteUrl(item.url) ? [] : [`${at} needs an item or an absolute url`];
      }),
    ];
  },
  /** Product snippet and merchant listing: name, image, offers (an Offer with price and priceCurrency). */
  Product(value, where) {
    const offers = node(value.offers);
    return [
      ...requireText(value, where, 'name'),
      ...(isAbsoluteUrl(value.image) || (Array.isArray(value.image) && value.image.every(isAbsoluteUrl))
        ? []
        : [`${where}.image is required: an absolute URL`]),
      ...(offers ? offer(offers, `${where}.offers`) : [`${where}.offers is required`]),
    ];
  },
  /**
   * TouristTrip (schema.org; Google reads a trip's offer as a product's): name, an Offer with price and
   * priceCurrency at the page's absolute URL; its itinerary, when given, a list of named days in order.
   */
  TouristTrip(value, where) {
    const offers = node(value.offers);
    const itinerary = node(value.itinerary);
    const days = itinerary ? listItems(itinerary, `${where}.itinerary`) : null;
    return [
      ...requireText(value, where, 'name'),
      ...(isAbsoluteUrl(value.url) ? [] : [`${where}.url should be the page's absolute URL`]),
      ...(offers
        ? [
            ...offer(offers, `${where}.offers`),
            ...(isAbsoluteUrl(offers.url) ? [] : [`${where}.offers.url should be an absolute URL`]),
          ]
        : [`${where}.offers is required`]),
      ...(days
        ? [
            ...days.problems,
            ...days.items.flatMap((day, index) =>
              requireText(day, `${where}.itinerary.itemListElement[${index}]`, 'name'),
            ),
          ]
        : []),
    ];
  },
  /** Event: name, startDate (ISO 8601), location (a Place with an address); an offer, when given, as Offer. */
  Event(value, where) {
    const location = node(value.location);
    const address = location ? node(location.address) : null;
    const offers = node(value.offers);
    return [
      ...requireText(value, where, 'name'),
      ...(isText(value.startDate) && ISO_DATE.test(value.startDate)
        ? []
        : [`${where}.startDate is required: an ISO 8601 date`]),
      ...(value.endDate === undefined ||
      (isText(value.endDate) && ISO_DATE.test(value.endDate) && value.endDate >= (value.startDate as string))
        ? []
        : [`${where}.endDate must be an ISO 8601 date not before the start`]),
      ...(location?.['@type'] === 'Place' ? [] : [`${where}.location is required: a Place`]),
      ...(address?.['@type'] === 'PostalAddress' && isText(address.addressLocality)
        ? []
        : [`${where}.location.address is required: a PostalAddress with its locality`]),
      ...(offers
        ? [
            ...offer(offers, `${where}.offers`),
            ...(isAbsoluteUrl(offers.url) ? [] : [`${where}.offers.url should be the page's absolute URL`]),
          ]
        : []),
    ];
  },
  /** Local business (TravelAgency is one): name and address; the Organization's logo and url as absolute URLs. */
  TravelAgency(value, where) {
    const address = node(value.address);
    return [
      ...requireText(value, where, 'name'),
      ...(address?.['@type'] === 'PostalAddress' && isText(address.streetAddress)
        ? []
        : [`${where}.address is required: a PostalAddress`]),
      ...(isAbsoluteUrl(value.url) ? [] : [`${where}.url should be an absolute URL`]),
      ...(isAbsoluteUrl(value.logo) ? [] : [`${where}.logo should be an absolute URL`]),
    ];
  },
  /** Site names: name and url; the search action's target has the placeholder its query-input names. */
  WebSite(value, where) {
    const action = node(value.potentialAction);
    const target = action ? node(action.target) : null;
    const template = target?.urlTemplate;
    return [
      ...requireText(value, where, 'name'),
      ...(isAbsoluteUrl(value.url) ? [] : [`${where}.url is required: an absolute URL`]),
      ...(action
        ? [
            ...(action['@type'] === 'SearchAction' ? [] : [`${where}.potentialAction should be a SearchAction`]),
            ...(isText(template) &&
            template.includes('{search_term_string}') &&
            isAbsoluteUrl(template.replace('{search_term_string}', 'x'))
              ? []
              : [`${where}.potentialAction.target.urlTemplate needs {search_term_string} in an absolute URL`]),
            ...(action['query-input'] === 'required name=search_term_string'
              ? []
              : [`${where}.potentialAction.query-input should name search_term_string`]),
          ]
        : []),
    ];
  },
};

/** What a node lacks of Google's required properties for its type (none: []); an unknown type is a problem too. */
export function check(value: JsonLdNode, where = String(value['@type'])): string[] {
  const type = value['@type'];
  const run = typeof type === 'string' ? checks[type] : undefined;
  return run ? run(value, where) : [`${where}: no check for type ${JSON.stringify(type)}`];
}

/** Every block's problems, with the schema.org context every top-level block needs. */
export function problemsOf(blocks: readonly JsonLdNode[]): string[] {
  return blocks.flatMap((block, index) => [
    ...(block['@context'] === 'https://schema.org' ? [] : [`block ${index}: @context should be https://schema.org`]),
    ...check(block, `block ${index} (${String(block['@type'])})`),
  ]);
}
