/** @file Browser entry of the admin area and the post previews: hydrates the server-rendered document; loaders then go through the JSON API. */
import "@vitejs/plugin-react/preamble";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { httpApi } from "./data/http-api";
import { createRouter } from "./router";
import "./styles/global.css";

// the root loader's data (with the server's config) arrives in the SSR state; this is only its fallback
const router = createRouter({ data: httpApi, config: { siteUrl: location.origin, analyticsTagId: "", turnstileSiteKey: "" } });
hydrateRoot(document, <RouterClient router={router} />);
