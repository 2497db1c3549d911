import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** Parses an ISO-8601 date or date-time; `null` when it is not one. */
export function parseDateMs(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Contentful returns dates as UTC ISO strings (`2007-12-03T10:15:30.000Z`). */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description:
    "A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the 'date-time' format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.",
  serialize(value) {
    const ms = parseDateMs(value);
    return ms === null ? value : new Date(ms).toISOString();
  },
  parseValue(value) {
    if (parseDateMs(value) === null)
      throw new GraphQLError(`DateTime cannot represent value: ${JSON.stringify(value)}`);
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || parseDateMs(ast.value) === null) {
      throw new GraphQLError('DateTime cannot represent a non-date value', { nodes: ast });
    }
    return ast.value;
  },
});

function literalToJson(ast: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.ENUM:
      return ast.value;
    case Kind.LIST:
      return ast.values.map((item) => literalToJson(item, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((field) => [field.name.value, literalToJson(field.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description:
    'The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf).',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => literalToJson(ast, variables),
});

function integerScalar(name: string, description: string, min: number, max: number): GraphQLScalarType<number, number> {
  const check = (value: unknown): number => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new GraphQLError(`${name} must be a whole number between ${min} and ${max}, got ${JSON.stringify(value)}`);
    }
    return value;
  };
  return new GraphQLScalarType<number, number>({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral(ast) {
      if (ast.kind !== Kind.INT) throw new GraphQLError(`${name} must be a whole number`, { nodes: ast });
      try {
        return check(Number(ast.value));
      } catch (error) {
        throw new GraphQLError(error instanceof Error ? error.message : String(error), { nodes: ast });
      }
    },
  });
}

export const DimensionScalar = integerScalar(
  'Dimension',
  "The 'Dimension' type represents dimensions as whole numeric values between `1` and `4000`.",
  1,
  4000,
);

export const QualityScalar = integerScalar(
  'Quality',
  "The 'Quality' type represents quality as whole numeric values between `1` and `100`.",
  1,
  100,
);

const HEX_COLOR = /^rgb:[0-9a-fA-F]{6}$/;

export const HexColorScalar = new GraphQLScalarType<string, string>({
  name: 'HexColor',
  description: "The 'HexColor' type represents color in `rgb:ffffff` string format.",
  serialize(value) {
    if (typeof value !== 'string') throw new GraphQLError('HexColor must be a string');
    return value;
  },
  parseValue(value) {
    if (typeof value !== 'string' || !HEX_COLOR.test(value)) {
      throw new GraphQLError(`HexColor must look like rgb:ffffff, got ${JSON.stringify(value)}`);
    }
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || !HEX_COLOR.test(ast.value)) {
      throw new GraphQLError('HexColor must look like rgb:ffffff', { nodes: ast });
    }
    return ast.value;
  },
});
