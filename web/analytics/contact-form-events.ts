/**
 * @file ADAPTER, to connect: the contact form's events (form start / submit / error) as the tracker's FormEventSource.
 * The contact branch brings an exported hook for these events in web/pages/contact/; until it lands this source
 * emits nothing, and form events are not tracked. Connect it here only (the tracker and the loader stay as they are).
 */
import type { FormEventSource } from "./tracker";

export const contactFormEvents: FormEventSource = () => () => {};
