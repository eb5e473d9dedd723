import { Refine } from "@refinedev/core";
import type { ReactNode } from "react";
import { consoleRouter } from "./router-binding";
import { registry } from "../../../resources";
import type { Shell } from "../../core/define-resource";
import { refineResources } from "../admin/refine-resources";
import ShellRoutes from "../admin/shell-routes";
import { RegistryContext } from "../registry-context";
import { i18nProvider, textTransformers } from "../i18n";
import { useAdminServices } from "../admin/admin-services";
import { useNotices } from "../admin/notices";

const refineList = refineResources(registry.resources);

/**
 * Refine and the admin providers live only in this lazily loaded chunk, so the public mall's first
 * load carries none of the generated tables and forms. The consoles' composition root: it gives their screens
 * the platform's registry (RegistryContext), which they read instead of importing resources/.
 */
export default function AdminRoot({ shell, children }: { shell?: Shell; children?: ReactNode }) {
  const services = useAdminServices();
  return (
    <RegistryContext value={registry}>
      <Refine
        routerProvider={consoleRouter}
        dataProvider={services.dataProvider}
        authProvider={services.authProvider}
        accessControlProvider={services.accessControlProvider}
        notificationProvider={useNotices}
        i18nProvider={i18nProvider}
        resources={refineList}
        options={{
          disableTelemetry: true,
          syncWithLocation: false,
          textTransformers,
          reactQuery: { clientConfig: services.queryClient },
        }}
      >
        {/* a page outside the shells (opening a shop) brings its own screens */}
        {children ?? <ShellRoutes shell={shell!} />}
      </Refine>
    </RegistryContext>
  );
}
