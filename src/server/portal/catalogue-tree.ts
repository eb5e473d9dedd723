import { inShell, type Resource } from "../../core/define-resource";
import { PLATFORM_SHELLS, can, menuButtonsOf, type Grants, type PlatformType } from "../../core/permissions";
import { PURCHASE_GRANTS, PURCHASE_MENU } from "../../core/purchase-grants";

export interface ButtonNode {
  code: string;
  label: string;
  held: boolean;
}
export interface MenuNode {
  path: string;
  label: string;
  shell: string;
  group: string;
  order: number;
  held: boolean;
  /** False for a branch of buttons only (商城采购): no screen to grant, so no menu leaf. */
  menu?: false;
  buttons: ButtonNode[];
}

/** The mall's purchase codes, one branch after the shells: every portal's buyers pay, bid and apply in its mall. */
const purchaseNode = (grants: Grants): MenuNode => ({
  path: PURCHASE_MENU.key,
  label: PURCHASE_MENU.buttons,
  shell: PURCHASE_MENU.key,
  group: "",
  order: 0,
  held: false,
  menu: false,
  buttons: Object.values(PURCHASE_GRANTS).map((g) => ({
    code: g.code,
    label: g.label,
    held: can(grants, { button: g.code }),
  })),
});

/**
 * The menus (with their buttons) a platform type offers, in shell and menu order, each marked with
 * whether `grants` hold it, then the purchase branch. Derived from resources/ and purchase-grants.ts only:
 * a new resource appears here with no edit.
 */
export function catalogueTree(resources: readonly Resource[], platform: PlatformType, grants: Grants): MenuNode[] {
  const shells = PLATFORM_SHELLS[platform];
  const nodes = resources
    .filter((r) => shells.includes(r.menu.shell) && inShell(r))
    .flatMap((r) => {
      const own: MenuNode = {
        path: r.menu.path,
        label: `${r.label}管理`,
        shell: r.menu.shell,
        group: r.menu.group ?? "",
        order: r.menu.order,
        held: can(grants, { menu: r.menu.path }),
        buttons: menuButtonsOf(resources, r).map(({ code, label }) => ({
          code,
          label,
          held: can(grants, { button: code }),
        })),
      };
      // each report is a menu of its own, with no buttons
      const reports = Object.values(r.reports ?? {}).map(
        (x): MenuNode => ({
          path: x.path,
          label: x.label,
          shell: r.menu.shell,
          group: x.group ?? r.menu.group ?? "",
          order: x.order,
          held: can(grants, { menu: x.path }),
          buttons: [],
        }),
      );
      return [own, ...reports, ...partyNodes(r, shells, grants)];
    });
  nodes.sort((a, b) => shells.indexOf(a.shell as never) - shells.indexOf(b.shell as never) || a.order - b.order);
  return [...nodes, purchaseNode(grants)];
}

/**
 * The entries a resource's partyOf audiences put on the party's console (我的对账单), in the party's shell, each with the
 * buttons of the moves the party runs (确认, 提出异议): the party's roles are granted them, never the owner's.
 */
function partyNodes(r: Resource, shells: readonly string[], grants: Grants): MenuNode[] {
  return Object.entries(r.audiences ?? {})
    .filter(([, a]) => a.partyOf !== undefined && a.menu && shells.includes(a.menu.shell))
    .map(([name, a]) => ({
      path: a.menu!.path,
      label: a.menu!.label ?? `${a.label}${r.label}`,
      shell: a.menu!.shell,
      group: a.menu!.group ?? "",
      order: a.menu!.order,
      held: can(grants, { menu: a.menu!.path }),
      buttons: Object.values(r.actions ?? {})
        .filter((x) => x.by === name && x.button)
        .map((x) => ({ code: x.button!, label: x.label, held: can(grants, { button: x.button! }) })),
    }));
}
