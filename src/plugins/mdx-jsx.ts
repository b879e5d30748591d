/**
 * MDX's JSX nodes as the remark plugins write them: a build-time value passed
 * to a component as a prop (`<FlowDiagram project={…} />`), serialised to the
 * estree MDX compiles.
 */
import {valueToEstree} from 'estree-util-value-to-estree';

export interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: unknown;
}

/** A prop whose value is `value`, written as a JavaScript expression. */
export function expressionAttribute(name: string, value: unknown): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
        },
      },
    },
  };
}
