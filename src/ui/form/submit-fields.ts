import type { FormEvent } from 'react';

/** A form's submit handler that hands over its fields by name (as text) instead of the event. */
export function submitFields(handle: (field: (name: string) => string) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    handle((name) => String(data.get(name) ?? ''));
  };
}
