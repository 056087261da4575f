import type { BlueprintContext } from "./blueprint-context";
import { shortcodeTag } from "./blueprint-context";
import { blockDefinition } from "./blocks/block-registry";
import type { BlockInstance } from "./blocks/block-types";
import { contactTagCandidates } from "./blocks/contact-form-block";
import { entryFormTagCandidates } from "./blocks/entry-form-block";
import { kindFromParams } from "./blocks/post-type-catalogue";
import { sharingTagCandidates } from "./blocks/social-sharing-block";

/** A requested block that the plugin already has, and what already covers it. */
export interface AlreadyThere {
  requested: BlockInstance;
  coveredBy: BlockInstance;
}

export interface BlockPlan {
  added: BlockInstance[];
  alreadyThere: AlreadyThere[];
}

/**
 * Decides which requested blocks to add to a plugin that has `existing` blocks: a block the plugin
 * already has (or whose purpose another block serves, such as a settings page) is not added twice.
 * New blocks get their parameters fixed here, e.g. a shortcode tag no other block of the plugin uses.
 */
export function planBlocks(ctx: BlueprintContext, existing: readonly BlockInstance[], requested: readonly BlockInstance[]): BlockPlan {
  const present = [...existing];
  const added: BlockInstance[] = [];
  const alreadyThere: AlreadyThere[] = [];

  for (const request of requested) {
    const definition = blockDefinition(request.id);
    const key = definition.instanceKey(request.params);
    const same = present.find((block) => block.id === request.id && blockDefinition(block.id).instanceKey(block.params) === key);
    if (same) {
      alreadyThere.push({ requested: request, coveredBy: same });
      continue;
    }
    if (!definition.multiple) {
      const other = present.find((block) => block.id === request.id);
      if (other) {
        alreadyThere.push({ requested: request, coveredBy: other });
        continue;
      }
    }
    const capability = definition.satisfiedBy;
    const provider = capability ? present.find((block) => blockDefinition(block.id).provides.includes(capability)) : undefined;
    if (provider) {
      alreadyThere.push({ requested: request, coveredBy: provider });
      continue;
    }
    const taken = new Set(present.map((block) => block.params.tag).filter((tag): tag is string => Boolean(tag)));
    const instance = withTag(ctx, request, taken);
    present.push(instance);
    added.push(instance);
  }
  return { added, alreadyThere };
}

function tagCandidates(ctx: BlueprintContext, block: BlockInstance): string[] | null {
  switch (block.id) {
    case "contact-form":
      return contactTagCandidates(ctx);
    case "social-sharing":
      return sharingTagCandidates(ctx);
    case "entry-form":
      return entryFormTagCandidates(ctx);
    case "shortcode":
      return [ctx.prefix.slice(0, -1), `${ctx.prefix}box`];
    case "post-type": {
      const kind = kindFromParams(block.params);
      const plural = kind.plural
        .toLowerCase()
        .normalize("NFKD")
        .replace(/\p{M}+/gu, "")
        .replace(/[^a-z0-9]+/g, "_")
        .replace(/^_+|_+$/g, "");
      return [shortcodeTag(ctx, plural || kind.key), `${ctx.prefix}${kind.key}_list`];
    }
    default:
      return null;
  }
}

function withTag(ctx: BlueprintContext, block: BlockInstance, taken: ReadonlySet<string>): BlockInstance {
  const candidates = tagCandidates(ctx, block);
  if (!candidates) return block;
  let tag = candidates.find((candidate) => !taken.has(candidate));
  for (let n = 2; tag === undefined; n += 1) {
    const candidate = `${candidates[0]}_${n}`;
    if (!taken.has(candidate)) tag = candidate;
  }
  return { id: block.id, params: { ...block.params, tag } };
}
