import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { controlStyles, type FieldProps, FormField, splitFieldProps } from './field-parts.js';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldProps {}

const Input = styled.input`
  ${controlStyles}
`;

/** A labelled single-line input with hint and error text. */
export function TextField(props: TextFieldProps) {
  const { field, control } = splitFieldProps(props);
  return <FormField {...field}>{(wiring) => <Input {...control} {...wiring} />}</FormField>;
}
