/** @file Browser entry: hydrates the server-rendered document; loaders now go through the JSON API. */
import "@vitejs/plugin-react/preamble";
import { hydrateRoot } from "react-dom/client";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { createRouter } from "./router";
import { httpApi } from "./data/http-api";
import "./styles/global.css";

const router = createRouter({ data: httpApi });
hydrateRoot(document, <RouterClient router={router} />);
