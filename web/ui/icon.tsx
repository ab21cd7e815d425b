/** @file Line icons (24×24, stroke) for the content's IconName values; decorative, hidden from assistive tech. */
import type { IconName } from "../content/types";

type Extra =
  | "menu"
  | "close"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "arrow-right"
  | "phone"
  | "map-pin"
  | "linkedin"
  | "external"
  | "quote";

const PATHS: Record<IconName | Extra, string> = {
  analysis: "M3 3v18h18M7 15l4-4 3 3 5-6",
  code: "M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16",
  architecture: "M3 21h18M5 21V10l7-5 7 5v11M9 21v-6h6v6",
  project: "M9 5h6M9 3h6v4H9zM5 5h2v16h10V5h2M9 12l2 2 4-4",
  data: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  api: "M4 12h4M16 12h4M8 8h8v8H8zM12 4v4M12 16v4",
  devops: "M12 4a8 8 0 1 0 8 8M20 4v4h-4M12 8v4l3 2",
  test: "M9 3h6M10 3v6l-5 10a1 1 0 0 0 1 2h12a1 1 0 0 0 1-2l-5-10V3M7 15h10",
  integration: "M7 7h10v10H7zM3 12h4M17 12h4M12 3v4M12 17v4",
  cloud: "M7 18h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 9a4.5 4.5 0 0 0 1 9z",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  workshop: "M3 20v-2a4 4 0 0 1 4-4h2M9 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 20v-2a4 4 0 0 0-4-4h-2M21 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM9 20h6",
  process: "M4 6h5v5H4zM15 13h5v5h-5zM9 8.5h3a2 2 0 0 1 2 2V13M4 18h5",
  tools: "M14 7l3-3 3 3-3 3M17 10l-9 9-3 1 1-3 9-9M4 4l5 5",
  target: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01",
  roadmap: "M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15",
  governance: "M3 10h18M5 10v8M9 10v8M15 10v8M19 10v8M3 21h18M12 3l9 5H3z",
  rocket: "M5 19c1-3 3-4 5-4M14 4c3 0 6 3 6 6-2 5-6 8-9 9l-6-6c1-3 4-7 9-9zM15 9h.01",
  handshake: "M3 12l4-4 4 2 3-2 7 4M7 8l-4 6 5 4 2-1M21 12l-5 6-6-4",
  leaf: "M5 21c0-9 5-15 15-16-1 10-7 15-15 16zM5 21l8-8",
  award: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14l-1.5 7 5-3 5 3-1.5-7",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z",
  users: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8",
  heart: "M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z",
  lightbulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z",
  scale: "M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z",
  bank: "M3 21h18M4 10h16M12 3l8 5H4zM6 10v8M10 10v8M14 10v8M18 10v8",
  cart: "M3 4h2l2.5 11h11L21 7H6.2M9 20h.01M18 20h.01",
  factory: "M3 21V10l6 4V10l6 4V6l6 3v12zM7 17h2M12 17h2M17 17h2",
  server: "M4 4h16v7H4zM4 13h16v7H4zM8 7.5h.01M8 16.5h.01",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  home: "M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6",
  laptop: "M5 5h14v10H5zM2 19h20",
  growth: "M3 17l6-6 4 4 8-8M15 7h6v6",
  euro: "M18 6a7 7 0 1 0 0 12M4 10h10M4 14h10",
  coffee: "M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1a2.5 2.5 0 0 1 0 5h-1M8 3v3M12 3v3",
  bike: "M6 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15l4-7h5l3 7M9 8h-2M12 15l3-7",
  calendar: "M4 5h16v16H4zM4 10h16M8 3v4M16 3v4",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z",
  graduation: "M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  video: "M3 6h12v12H3zM15 10l6-3v10l-6-3",
  chat: "M4 4h16v12H8l-4 4z",
  check: "M5 12l5 5 9-10",
  menu: "M3 6h18M3 12h18M3 18h18",
  close: "M6 6l12 12M18 6L6 18",
  "chevron-down": "M6 9l6 6 6-6",
  "chevron-left": "M15 6l-6 6 6 6",
  "chevron-right": "M9 6l6 6-6 6",
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  "map-pin": "M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  linkedin:
    "M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v1.7c.6-1 1.9-1.9 3.7-1.9 3.2 0 4.3 2 4.3 5.2v6h-4v-5.3c0-1.3-.3-2.7-2-2.7s-2 1.3-2 2.7V20h-4z",
  external: "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  quote: "M7 17H4v-4c0-4 2-6 5-7M17 17h-3v-4c0-4 2-6 5-7",
};

export type AnyIconName = keyof typeof PATHS;

export function Icon({ name, size = 24, className }: { name: AnyIconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
