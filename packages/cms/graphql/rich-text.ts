import {
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLInterfaceType,
} from 'graphql';

import { isRecord, localeArg, type Args } from './args';
import type { EntityRef } from './entity-types';
import { JSONScalar } from './scalars';
import type { ContentStore, FieldReader } from './store';
import type { TypeNames } from './type-names';

/**
 * RichText fields: `{ json links }`, where `links` lists the entries and
 * assets the document embeds or links to, by how it uses them.
 */

interface RichTextValue {
  document: unknown;
  locale: string;
  preview: boolean;
  /** Link targets by node type, collected once per value on first use. */
  targets: () => ReadonlyMap<string, readonly string[]>;
}

const RICH_TEXT_LINK_NODES: Record<string, string> = {
  'embedded-entry-inline': 'entries.inline',
  'embedded-entry-block': 'entries.block',
  'entry-hyperlink': 'entries.hyperlink',
  'embedded-asset-block': 'assets.block',
  'asset-hyperlink': 'assets.hyperlink',
};

/** The ids a document links to, by slot (`entries.inline`, `assets.block`, ...), each once, in document order. */
function richTextTargets(document: unknown): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (node: unknown): void => {
    if (!isRecord(node)) return;
    const slot = typeof node.nodeType === 'string' ? RICH_TEXT_LINK_NODES[node.nodeType] : undefined;
    const target = isRecord(node.data) && isRecord(node.data.target) ? node.data.target.sys : undefined;
    if (slot && isRecord(target) && typeof target.id === 'string') {
      const ids = found.get(slot) ?? [];
      if (!ids.includes(target.id)) ids.push(target.id);
      found.set(slot, ids);
    }
    if (Array.isArray(node.content)) node.content.forEach(walk);
  };
  walk(document);
  return found;
}

/** The types a document's links resolve to. */
export interface RichTextTargets {
  entryInterface: GraphQLInterfaceType;
  assetType: GraphQLObjectType<EntityRef>;
}

/** Builds the field of each RichText field, with its `{Type}{Field}`, `...Links`, `...Entries` and `...Assets` types. */
export class RichTextFields {
  constructor(
    private readonly store: ContentStore,
    private readonly names: TypeNames,
    private readonly targets: RichTextTargets,
  ) {}

  /** The field of a RichText field read by `read`; `name` is `{Type}{Field}`, claimed with its links types for `owner`. */
  field(name: string, owner: string, read: FieldReader): GraphQLFieldConfig<EntityRef, unknown, Args> {
    const links = this.linksType(name, owner);
    const richTextType = new GraphQLObjectType<RichTextValue>({
      name: this.names.claim(name, owner),
      fields: {
        json: { type: new GraphQLNonNull(JSONScalar), resolve: (value) => value.document },
        links: { type: new GraphQLNonNull(links), resolve: (value) => value },
      },
    });
    return {
      type: richTextType,
      args: { locale: { type: GraphQLString } },
      resolve: (ref, args): RichTextValue | null => {
        const locale = localeArg(this.store, args, ref.locale);
        const document = read(ref.entity, locale);
        if (document === undefined || document === null) return null;
        let targets: Map<string, string[]> | undefined;
        return {
          document,
          // Entries embedded in a document read in another locale are resolved in that locale too.
          locale,
          preview: ref.preview,
          targets: () => (targets ??= richTextTargets(document)),
        };
      },
    };
  }

  private linksType(prefix: string, owner: string): GraphQLObjectType<RichTextValue> {
    const list = (slot: string, kind: 'Entry' | 'Asset'): GraphQLFieldConfig<RichTextValue, unknown> => ({
      type: new GraphQLNonNull(
        new GraphQLList(kind === 'Entry' ? this.targets.entryInterface : this.targets.assetType),
      ),
      // Embedded targets that cannot be resolved are left out, as Contentful's `links` lists only what it resolved.
      resolve: (value) =>
        (value.targets().get(slot) ?? []).flatMap((id) => {
          const entity = kind === 'Entry' ? this.store.entry(id, value.preview) : this.store.asset(id, value.preview);
          return entity ? [{ entity, locale: value.locale, preview: value.preview }] : [];
        }),
    });
    const entries = new GraphQLObjectType<RichTextValue>({
      name: this.names.claim(`${prefix}Entries`, owner),
      fields: {
        inline: list('entries.inline', 'Entry'),
        hyperlink: list('entries.hyperlink', 'Entry'),
        block: list('entries.block', 'Entry'),
      },
    });
    const assets = new GraphQLObjectType<RichTextValue>({
      name: this.names.claim(`${prefix}Assets`, owner),
      fields: { hyperlink: list('assets.hyperlink', 'Asset'), block: list('assets.block', 'Asset') },
    });
    return new GraphQLObjectType<RichTextValue>({
      name: this.names.claim(`${prefix}Links`, owner),
      fields: {
        entries: { type: new GraphQLNonNull(entries), resolve: (value) => value },
        assets: { type: new GraphQLNonNull(assets), resolve: (value) => value },
      },
    });
  }
}
