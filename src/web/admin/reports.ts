import type { ReportDef, Resource, Shell } from "../../core/define-resource";

export interface ReportScreen {
  resource: Resource;
  name: string;
  report: ReportDef;
  /** The report shaped as a resource of its shell, so the menu, breadcrumb and guard treat it as any screen. */
  screen: Resource;
}

/** Every report of the shell's resources, each shaped as a screen with its own menu path. */
export const reportsOf = (list: readonly Resource[], shell: Shell): ReportScreen[] =>
  list.flatMap((resource) =>
    Object.entries(resource.reports ?? {}).map(([name, report]) => ({
      resource,
      name,
      report,
      screen: {
        ...resource,
        name: `${resource.name}.${name}`,
        reports: undefined,
        menu: { path: report.path, shell, order: report.order, group: report.group, label: report.label },
      },
    })),
  );
