import type { ComponentType } from "react";

/**
 * Every modal opened by `?modal=<name>` (ARCHITECTURE §4). A feature adds its modal here with
 * one line; the host renders it on the server and in the browser alike.
 */
export const MODALS: Record<string, ComponentType> = {};

/** Query parameters that open a modal by themselves (spec §2), mapped to the modal's name. */
export const MODAL_TRIGGERS: { param: string; modal: string }[] = [];
