import type { ObjectLiteralExpression, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { stringValue } from './drizzle';
import { optionString, optionText } from './typeorm';
import type { DataModel, ModelField, ModelIndex } from './types';

/**
 * Sequelize models of one file: `User.init({ ...attributes }, { sequelize, tableName })` and
 * `sequelize.define('User', { ...attributes }, { tableName })`.
 */
export function sequelizeModels(sf: SourceFile, path: string): DataModel[] {
  const { SyntaxKind } = loadTsMorph();
  const models: DataModel[] = [];
  for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!callee.isKind(SyntaxKind.PropertyAccessExpression)) continue;
    const method = callee.getName();
    let name: string | undefined;
    let attrs: ObjectLiteralExpression | undefined;
    let opts: ObjectLiteralExpression | undefined;
    const args = call.getArguments();
    if (method === 'init' && args[0]?.isKind(SyntaxKind.ObjectLiteralExpression)) {
      opts = args[1]?.isKind(SyntaxKind.ObjectLiteralExpression) ? (args[1] as ObjectLiteralExpression) : undefined;
      // `Model.init` needs the `sequelize` option; other `.init({...})` calls are not models.
      if (!opts || !opts.getProperty('sequelize')) continue;
      name = callee.getExpression().getText();
      attrs = args[0] as ObjectLiteralExpression;
    } else if (method === 'define' && args[0] && args[1]?.isKind(SyntaxKind.ObjectLiteralExpression)) {
      name = stringValue(args[0]);
      if (name === undefined) continue;
      attrs = args[1] as ObjectLiteralExpression;
      opts = args[2]?.isKind(SyntaxKind.ObjectLiteralExpression) ? (args[2] as ObjectLiteralExpression) : undefined;
    } else {
      continue;
    }
    const modelName = optionString(opts, 'modelName') ?? name;
    const frozen = optionText(opts, 'freezeTableName') === 'true';
    const table = optionString(opts, 'tableName') ?? (frozen ? modelName : `${modelName}s`);
    const fields = attributes(attrs);
    models.push({
      name: modelName,
      table,
      file: path,
      line: call.getStartLineNumber(),
      orm: 'sequelize',
      fields,
      indexes: sequelizeIndexes(opts, fields),
    });
  }
  return models;
}

function attributes(attrs: ObjectLiteralExpression): ModelField[] {
  const { SyntaxKind } = loadTsMorph();
  const fields: ModelField[] = [];
  for (const prop of attrs.getProperties()) {
    if (!prop.isKind(SyntaxKind.PropertyAssignment)) continue;
    const name = prop.getName().replace(/^['"]|['"]$/g, '');
    const init = prop.getInitializer();
    if (!init) continue;
    if (init.isKind(SyntaxKind.ObjectLiteralExpression)) {
      // A VIRTUAL attribute has no column.
      const type = optionText(init, 'type');
      fields.push({
        name,
        column: optionString(init, 'field') ?? name,
        line: prop.getStartLineNumber(),
        type,
        nullable: optionText(init, 'allowNull') !== 'false' && optionText(init, 'primaryKey') !== 'true',
        unique: optionText(init, 'unique') === 'true',
        relationOnly: type !== undefined && /\.VIRTUAL\b/.test(type),
      });
    } else {
      fields.push({
        name,
        column: name,
        line: prop.getStartLineNumber(),
        type: init.getText().replace(/\s+/g, ''),
        nullable: true,
      });
    }
  }
  return fields;
}

function sequelizeIndexes(opts: ObjectLiteralExpression | undefined, fields: ModelField[]): ModelIndex[] {
  const { SyntaxKind } = loadTsMorph();
  const prop = opts?.getProperty('indexes');
  if (!prop?.isKind(SyntaxKind.PropertyAssignment)) return [];
  const arr = prop.getInitializer();
  if (!arr?.isKind(SyntaxKind.ArrayLiteralExpression)) return [];
  return arr.getElements().flatMap((el) => {
    if (!el.isKind(SyntaxKind.ObjectLiteralExpression)) return [];
    const f = el.getProperty('fields');
    const init = f?.isKind(SyntaxKind.PropertyAssignment) ? f.getInitializer() : undefined;
    const cols = init?.isKind(SyntaxKind.ArrayLiteralExpression)
      ? init
          .getElements()
          .map((e) => stringValue(e))
          .filter((s): s is string => s !== undefined)
          .map((p) => fields.find((x) => x.name === p)?.column ?? p)
      : [];
    return [{ columns: cols, unique: optionText(el, 'unique') === 'true', line: el.getStartLineNumber() }];
  });
}
