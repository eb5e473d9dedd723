import type { Resource } from "./define-resource";
import type { FieldDef } from "./fields";
import type { ResourceCheck, Say } from "./resource-check";

/** A picked text must name a resource, an anonymous audience reading its title, and fields of it to narrow by. */
export const pickFromProblems: ResourceCheck = (r, all, say) => pickedTextProblems(r.fields ?? {}, all, say);

function pickedTextProblems(fields: Record<string, FieldDef>, all: Map<string, Resource>, say: Say, owner = "") {
  for (const [key, field] of Object.entries(fields)) {
    if (field?.type === "lines") pickedTextProblems(field.lines ?? {}, all, say, `${key}.`);
    const source = field?.pickFrom;
    if (!source) continue;
    const target = all.get(source.resource);
    const audience = target?.audiences?.[source.via];
    if (field.type !== "text")
      say(
        `field "${owner}${key}" picks from ${source.resource} but is a ${field.type}: only a text holds a picked title`,
      );
    else if (!target) say(`field "${owner}${key}" picks from unknown resource "${source.resource}"`);
    else if (!audience?.anonymous)
      say(
        `field "${owner}${key}" picks from ${target.name} via "${source.via}", which must be an anonymous audience of it`,
      );
    else {
      if (!audience.fields.includes(target.titleField))
        say(`field "${owner}${key}" picks ${target.name}'s titles, which audience "${source.via}" does not read`);
      for (const k of Object.keys(source.where ?? {}))
        if (!audience.fields.includes(k))
          say(`field "${owner}${key}" narrows ${target.name} by "${k}", which audience "${source.via}" does not read`);
    }
  }
}

/** A ref read through an audience must name one; a unique ref ignores real states; lines answering a ref's lines must name both. */
export const refProblems: ResourceCheck = (r, all, say) => {
  for (const [key, field] of Object.entries(r.fields ?? {})) {
    if (field?.via !== undefined) {
      const target = all.get(field.ref ?? "");
      if (field.type !== "ref" && field.type !== "refs")
        say(`field "${key}" has via but is a ${field.type}: only a ref is read through an audience`);
      else if (target && !target.audiences?.[field.via])
        say(
          `field "${key}" reads ${target.name} via "${field.via}", which ${target.name} does not declare as an audience`,
        );
    }
    if (field?.titleBy !== undefined) {
      const target = all.get(field.ref ?? "");
      const viaFields = field.via === undefined ? undefined : target?.audiences?.[field.via]?.fields;
      if (field.type !== "ref" && field.type !== "refs")
        say(`field "${key}" has titleBy but is a ${field.type}: only a ref names its target`);
      else if (target && !target.fields[field.titleBy])
        say(`field "${key}" names its rows by ${target.name}.${field.titleBy}, which is not a field`);
      else if (viaFields && !viaFields.includes(field.titleBy))
        say(`field "${key}" names its rows by "${field.titleBy}", which audience "${field.via}" does not read`);
    }
    if (field?.describeBy !== undefined) {
      const target = all.get(field.ref ?? "");
      const viaFields = field.via === undefined ? undefined : target?.audiences?.[field.via]?.fields;
      if (field.type !== "ref" && field.type !== "refs")
        say(`field "${key}" has describeBy but is a ${field.type}: only a ref's picker describes its rows`);
      else if (target && !target.fields[field.describeBy])
        say(`field "${key}" describes its rows by ${target.name}.${field.describeBy}, which is not a field`);
      else if (viaFields && !viaFields.includes(field.describeBy))
        say(`field "${key}" describes its rows by "${field.describeBy}", which audience "${field.via}" does not read`);
    }
    if (field?.unique !== undefined) {
      const states = new Set((r.flow && r.fields[r.flow.field]?.options?.map((o) => o.value)) ?? []);
      if (field.type !== "ref") say(`field "${key}" is unique but is a ${field.type}: only a ref is taken once`);
      for (const state of field.unique.ignoring ?? [])
        if (!states.has(state))
          say(`field "${key}" is unique ignoring "${state}", which is not a state of ${r.name}'s flow`);
    }
    if (field?.pick !== undefined) {
      const target = all.get(field.pick.from);
      if (field.type !== "lines") say(`field "${key}" picks rows into lines but is a ${field.type}`);
      else if (!target) say(`lines "${key}" pick from unknown resource "${field.pick.from}"`);
      else {
        for (const [own, source] of Object.entries(field.pick.fill ?? {})) {
          const line = field.lines?.[own];
          const from = target.fields[source];
          if (!line) say(`lines "${key}" fill "${own}", which is not a line field`);
          else if (!from) say(`lines "${key}" fill "${own}" from ${target.name}.${source}, which is not a field`);
          else if (from.type !== line.type)
            say(`lines "${key}" fill "${own}" (a ${line.type}) from ${target.name}.${source}, a ${from.type}`);
        }
      }
    }
    if (field?.from !== undefined) {
      const ref = r.fields[field.from.ref];
      const target = all.get(ref?.ref ?? "");
      if (field.type !== "lines") say(`field "${key}" has from but is a ${field.type}: only lines answer lines`);
      else if (ref?.type !== "ref")
        say(`lines "${key}" answer the lines of "${field.from.ref}", which is not a ref field`);
      else if (target && target.fields[field.from.lines]?.type !== "lines")
        say(`lines "${key}" answer ${target.name}.${field.from.lines}, which is not a lines field`);
      else if (target) {
        const only = field.from.only;
        if (
          only !== undefined &&
          (target.fields[only]?.type !== "picks" || target.fields[only]!.picks !== field.from.lines)
        )
          say(
            `lines "${key}" answer only the lines ${target.name}.${only} picks, which is not a picks field of ${target.name}.${field.from.lines}`,
          );
        for (const [own, source] of Object.entries(field.from.prefill ?? {})) {
          if (!field.lines?.[own] || field.lines[own]!.readonly)
            say(`lines "${key}" prefill "${own}", which is not a writable line field`);
          if (!target.fields[field.from.lines]!.lines?.[source])
            say(
              `lines "${key}" prefill "${own}" from ${target.name}.${field.from.lines}.${source}, which is not a line field there`,
            );
        }
      }
    }
  }
};
