/** @file The react-form contexts of the admin forms: bound field components read their field from here. */
import { createFormHookContexts } from "@tanstack/react-form";

export const { fieldContext, formContext, useFieldContext } = createFormHookContexts();
