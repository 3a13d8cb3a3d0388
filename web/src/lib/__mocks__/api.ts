// lib/api.ts for tests that write `vi.mock("…/lib/api")` (Vitest takes this file in its
// place): the three calls are mocks each test answers; ApiError and the rest are the real ones.
import { vi } from "vitest";
import type * as Api from "../api";

const actual = await vi.importActual<typeof Api>("../api");

export const { ApiError, errorFromAnswer } = actual;
export const getJson = vi.fn();
export const sendJson = vi.fn();
export const sendForm = vi.fn();
