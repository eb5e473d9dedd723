import { inShell, menuPathsOf, type Resource } from "./define-resource";
import { answeredLabel, buttonLabel } from "./button-labels";
import { partyMenus } from "./party";
import { purchaseCodes } from "./purchase-grants";

/** What a user holds in the current enterprise on the current platform type. */
export interface Grants {
  /** Enterprise administrators hold every menu and button of their enterprise. */
  admin: boolean;
  menus: readonly string[];
  buttons: readonly string[];
  /**
   * The menus and buttons the current platform type offers at all (its catalogue); nobody, not even an
   * administrator, passes a check outside it. Absent means "no platform restriction".
   */
  scope?: Catalogue;
}

export type Check = { menu: string | readonly string[] } | { button: string | readonly string[] };

const asList = (v: string | readonly string[]) => (typeof v === "string" ? [v] : v);

/**
 * The one permission decision, shared by the Refine access-control provider and the server guard.
 * A list passes when any of its names is held, like the spec's permission directive.
 */
export function can(grants: Grants | null | undefined, check: Check): boolean {
  if (!grants) return false;
  const [held, wanted, offered] =
    "menu" in check
      ? [grants.menus, check.menu, grants.scope?.menus]
      : [grants.buttons, check.button, grants.scope?.buttons];
  const names = asList(wanted);
  // an operation without a declared code (empty list) is for administrators only
  if (grants.admin && names.length === 0) return true;
  return names.some((name) => (!offered || offered.includes(name)) && (grants.admin || held.includes(name)));
}

export { PLATFORM_SHELLS, PLATFORM_TYPES, platformTypeOf, type PlatformType } from "./platform-shells";
import { PLATFORM_SHELLS, type PlatformType } from "./platform-shells";

/** Menu paths and button codes that can be granted on one platform type. */
export interface Catalogue {
  menus: readonly string[];
  buttons: readonly string[];
}

/** Button codes a resource declares: its CRUD buttons and its named actions' buttons. */
export function buttonsOf(r: Resource): string[] {
  const codes = [...Object.values(r.buttons), ...Object.values(r.actions ?? {}).map((a) => a.button)];
  return [...new Set(codes.filter((c): c is string => !!c))];
}

/**
 * The buttons listed under a resource's menu in the role editor, each with what granting it allows
 * (button-labels.ts): its own, less those of actions an audience runs, plus the actions run on rows answering
 * it (中标 on a quote sits under the tender menu, where the purchaser works).
 */
export function menuButtonsOf(all: readonly Resource[], r: Resource): { code: string; label: string }[] {
  const byCodes = new Set(
    Object.values(r.actions ?? {})
      .filter((a) => a.by !== undefined)
      .map((a) => a.button),
  );
  const own = buttonsOf(r).filter((code) => !byCodes.has(code));
  const answered = all.flatMap((x) =>
    Object.values(x.actions ?? {})
      .filter((a) => a.by !== undefined && a.button && x.fields[x.audiences?.[a.by]?.ownerOf ?? ""]?.ref === r.name)
      .map((a) => a.button!),
  );
  const answering = (code: string) => all.find((x) => Object.values(x.actions ?? {}).some((a) => a.button === code))!;
  return [
    ...own.map((code) => ({ code, label: buttonLabel(r, code) })),
    ...[...new Set(answered)].map((code) => ({ code, label: answeredLabel(answering(code), code) })),
  ];
}

/**
 * The catalogue of a platform type, derived from the resources of its shells (all resources when none given),
 * and the mall's purchase codes, which every portal offers.
 */
export function catalogueOf(resources: readonly Resource[], platformType?: PlatformType): Catalogue {
  const shells = platformType ? PLATFORM_SHELLS[platformType] : undefined;
  const rs = shells ? resources.filter((r) => shells.includes(r.menu.shell)) : resources;
  // a report's screen is a menu of its own (招标分析), granted like any other; so is a party's entry (我的对账单), in
  // the party's shell, whichever shell keeps the rows
  const parties = resources
    .filter(inShell)
    .flatMap(partyMenus)
    .filter((m) => !shells || shells.includes(m.shell));
  const own = rs.flatMap(buttonsOf);
  const answering = parties.flatMap((m) => m.buttons).filter((code) => !own.includes(code));
  return {
    menus: [...rs.filter(inShell).flatMap(menuPathsOf), ...parties.map((m) => m.path)],
    buttons: [...own, ...new Set(answering), ...purchaseCodes()],
  };
}

const catalogues = new WeakMap<readonly Resource[], Map<string, Catalogue>>();

/**
 * `catalogueOf` for a list of resources that stays the same (the app's registry, a holdable subset of it): asked on
 * every request and every access check, it is worked out once per list and platform type.
 */
export function catalogueOfKept(resources: readonly Resource[], platformType?: PlatformType): Catalogue {
  let byType = catalogues.get(resources);
  if (!byType) catalogues.set(resources, (byType = new Map()));
  let catalogue = byType.get(platformType ?? "");
  if (!catalogue) byType.set(platformType ?? "", (catalogue = catalogueOf(resources, platformType)));
  return catalogue;
}
