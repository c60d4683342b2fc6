import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { controlStyles, type FieldProps, FormField, splitFieldProps } from './field-parts.js';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldProps {}

const Area = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

/** A labelled multi-line input with hint and error text. */
export function TextArea(props: TextAreaProps) {
  const { field, control } = splitFieldProps(props);
  return <FormField {...field}>{(wiring) => <Area {...control} {...wiring} />}</FormField>;
}
