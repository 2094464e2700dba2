import 'server-only';
import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { replaceMarkedErrors } from './hardening';
import { protocolError } from './errors';

/**
 * At most one search per operation (issue 16 item 5): one request could carry 15 aliased
 * `searchCourses` (the alias limit), each a full search. Query root fields listed here may
 * appear once per operation, counting aliases, inline fragments and fragment spreads. The
 * rule refuses the document before anything runs; the error is translated like the query
 * limits (code TOO_MANY_SEARCHES, status 400).
 */
export const ONCE_PER_OPERATION_FIELDS = ['searchCourses', 'searchSuggestions'] as const;

const MARKER = 'cursalia:search-per-operation';

/** How many times the root field `name` is selected in a selection set, following fragments once each. */
export function countRootField(
  selectionSet: SelectionSetNode,
  name: string,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visited: Set<string> = new Set(),
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === name) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countRootField(selection.selectionSet, name, fragments, visited);
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragmentName = selection.name.value;
      const fragment = fragments.get(fragmentName);
      if (!fragment || visited.has(fragmentName)) continue;
      visited.add(fragmentName);
      count += countRootField(fragment.selectionSet, name, fragments, visited);
    }
  }
  return count;
}

export const oncePerOperationRule: ValidationRule = (context) => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return {
    OperationDefinition(node) {
      if (node.operation !== 'query') return;
      for (const name of ONCE_PER_OPERATION_FIELDS) {
        if (countRootField(node.selectionSet, name, fragments) > 1) context.reportError(new GraphQLError(MARKER, { nodes: [node] }));
      }
    },
  };
};

const isMarked = (error: unknown) => typeof (error as { message?: unknown })?.message === 'string' && (error as { message: string }).message === MARKER;

/** Adds the rule and translates its error in the caller's language. */
export const oncePerOperationPlugin: Plugin<GraphQLContext> = {
  onValidate: ({ addValidationRule }) => {
    addValidationRule(oncePerOperationRule);
  },
  onResultProcess: replaceMarkedErrors(isMarked, (_e, t) => protocolError(t, 'TOO_MANY_SEARCHES', 'api.oneSearchPerRequest')),
};
