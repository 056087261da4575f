import { GlobeIcon, LayoutDashboardIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ViewMode } from "../view-mode";
import { SegmentedSwitch } from "./segmented-switch";

/** Admin (backend) or Website (frontend) preview; the choice is also sent with each turn. */
export function ViewModeSwitch({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedSwitch
      label={t("builder.preview.viewLabel")}
      value={value}
      onChange={onChange}
      options={[
        { value: "backend", label: t("builder.preview.admin"), icon: LayoutDashboardIcon },
        { value: "frontend", label: t("builder.preview.website"), icon: GlobeIcon },
      ]}
    />
  );
}
