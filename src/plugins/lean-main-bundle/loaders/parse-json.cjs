// @ts-check

/**
 * `JSON.parse` typed `unknown`, not `any`, for the loaders' type-checked
 * JavaScript: each caller states the shape it expects of a generated file.
 *
 * @param {string} text
 * @returns {unknown}
 */
module.exports.parseJson = (text) => JSON.parse(text);
