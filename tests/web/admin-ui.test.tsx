import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { denialMessage } from "../../web/admin/screens/dashboard";
import { PermissionBadges } from "../../web/admin/screens/roles";
import { ConfirmDialog, Tabs, type ViewMode, ViewToggle } from "../../web/admin/ui";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; Chromium's behaviour is covered by the browser tests
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

let root: Root | null = null;
function render(ui: React.ReactNode) {
  const container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  act(() => root!.render(ui));
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

describe("PermissionBadges", () => {
  it("shows the first five permissions, then '+N weitere'", () => {
    const el = render(<PermissionBadges permissions={["a.view", "b.view", "c.view", "d.view", "e.view", "f.view", "g.view"]} />);
    expect([...el.querySelectorAll(".adm-badge")].map((b) => b.textContent)).toEqual([
      "a.view",
      "b.view",
      "c.view",
      "d.view",
      "e.view",
      "+2 weitere",
    ]);
  });

  it("says 'Keine Berechtigungen' for an empty list and shows no '+N' for five", () => {
    expect(render(<PermissionBadges permissions={[]} />).textContent).toBe("Keine Berechtigungen");
    expect(render(<PermissionBadges permissions={["a", "b", "c", "d", "e"]} />).textContent).not.toContain("weitere");
  });
});

describe("the dashboard's denial notice", () => {
  it("names the missing permission, or says the default", () => {
    expect(denialMessage("users.view")).toBe('Sie benötigen die Berechtigung "users.view", um auf diese Seite zuzugreifen.');
    expect(denialMessage("")).toBe("Sie haben keine Berechtigung, auf die angeforderte Seite zuzugreifen.");
  });
});

describe("ConfirmDialog", () => {
  it("focuses the confirm button, cancels on Escape and gives focus back to the opener", () => {
    const opener = document.body.appendChild(document.createElement("button"));
    opener.focus();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog message="Sind Sie sicher?" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute("role")).toBe("alertdialog");
    expect(document.activeElement?.textContent).toBe("Löschen");
    act(() => dialog.dispatchEvent(new Event("cancel", { cancelable: true })));
    expect(onCancel).toHaveBeenCalledTimes(1);
    act(() => (document.activeElement as HTMLButtonElement).click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    act(() => root!.unmount());
    root = null;
    expect(document.activeElement).toBe(opener);
  });

  it("disables both buttons while busy and shows the error", () => {
    render(<ConfirmDialog message="?" onConfirm={() => {}} onCancel={() => {}} busy error="Fehler beim Löschen der Rolle: kaputt" />);
    const buttons = [...document.querySelectorAll<HTMLButtonElement>(".adm-modal__footer button")];
    expect(buttons.every((b) => b.disabled)).toBe(true);
    expect(document.querySelector("[role=alert]")?.textContent).toBe("Fehler beim Löschen der Rolle: kaputt");
  });
});

function TabsHarness() {
  const [active, setActive] = useState("a");
  return (
    <Tabs
      label="Seite"
      active={active}
      onChange={setActive}
      tabs={[
        { id: "a", label: "Inhalt", content: <p>A</p> },
        { id: "b", label: "Sektionen", content: <p>B</p> },
        { id: "c", label: "SEO", content: <p>C</p> },
      ]}
    />
  );
}

describe("Tabs", () => {
  it("moves with the arrow keys, wraps around, and shows only the active panel", () => {
    const el = render(<TabsHarness />);
    const tabs = () => [...el.querySelectorAll<HTMLButtonElement>("[role=tab]")];
    const visiblePanels = () => [...el.querySelectorAll<HTMLElement>("[role=tabpanel]")].filter((p) => !p.hidden).map((p) => p.textContent);
    expect(visiblePanels()).toEqual(["A"]);
    act(() => tabs()[0].dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true })));
    expect(tabs().map((t) => t.getAttribute("aria-selected"))).toEqual(["false", "false", "true"]);
    expect(document.activeElement).toBe(tabs()[2]);
    expect(visiblePanels()).toEqual(["C"]);
    act(() => tabs()[2].dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true })));
    expect(visiblePanels()).toEqual(["A"]);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});

function ViewToggleHarness() {
  const [view, setView] = useState<ViewMode>("grid");
  return <ViewToggle view={view} onChange={setView} className="blog-picker__views" />;
}

describe("ViewToggle", () => {
  it("is a group 'Ansicht' whose pressed button follows the chosen view", () => {
    const el = render(<ViewToggleHarness />);
    const group = el.querySelector('[role="group"]')!;
    expect(group.getAttribute("aria-label")).toBe("Ansicht");
    expect(group.className).toBe("blog-picker__views");
    const [grid, list] = [...group.querySelectorAll("button")];
    expect([grid.textContent, list.textContent]).toEqual(["Raster", "Liste"]);
    expect([grid.getAttribute("aria-pressed"), list.getAttribute("aria-pressed")]).toEqual(["true", "false"]);
    act(() => list.click());
    expect([grid.getAttribute("aria-pressed"), list.getAttribute("aria-pressed")]).toEqual(["false", "true"]);
    expect(list.className).toContain("adm-btn--primary");
  });
});
