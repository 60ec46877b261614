import { createRequire as __ralphCreateRequire } from 'node:module'; const require = __ralphCreateRequire(import.meta.url);
import {
  external_exports,
  isForbiddenAgentEnvName
} from "./chunk-WS65QAMV.js";
import {
  Octokit,
  legacyRestEndpointMethods,
  paginateRest,
  requestLog,
  require_light
} from "./chunk-PHXOHXIR.js";
import {
  __commonJS,
  __toESM,
  getExecOutput,
  getInput,
  info,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-RUCZCLY2.js";

// node_modules/bottleneck/lib/parser.js
var require_parser = __commonJS({
  "node_modules/bottleneck/lib/parser.js"(exports2) {
    "use strict";
    exports2.load = function(received, defaults, onto = {}) {
      var k, ref, v;
      for (k in defaults) {
        v = defaults[k];
        onto[k] = (ref = received[k]) != null ? ref : v;
      }
      return onto;
    };
    exports2.overwrite = function(received, defaults, onto = {}) {
      var k, v;
      for (k in received) {
        v = received[k];
        if (defaults[k] !== void 0) {
          onto[k] = v;
        }
      }
      return onto;
    };
  }
});

// node_modules/bottleneck/lib/DLList.js
var require_DLList = __commonJS({
  "node_modules/bottleneck/lib/DLList.js"(exports2, module2) {
    "use strict";
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
        var node;
        this.length++;
        if (typeof this.incr === "function") {
          this.incr();
        }
        node = {
          value,
          prev: this._last,
          next: null
        };
        if (this._last != null) {
          this._last.next = node;
          this._last = node;
        } else {
          this._first = this._last = node;
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
        var node, ref, results;
        node = this._first;
        results = [];
        while (node != null) {
          results.push((ref = node, node = node.next, ref.value));
        }
        return results;
      }
      forEachShift(cb) {
        var node;
        node = this.shift();
        while (node != null) {
          cb(node), node = this.shift();
        }
        return void 0;
      }
      debug() {
        var node, ref, ref1, ref2, results;
        node = this._first;
        results = [];
        while (node != null) {
          results.push((ref = node, node = node.next, {
            value: ref.value,
            prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
            next: (ref2 = ref.next) != null ? ref2.value : void 0
          }));
        }
        return results;
      }
    };
    module2.exports = DLList;
  }
});

// node_modules/bottleneck/lib/Events.js
var require_Events = __commonJS({
  "node_modules/bottleneck/lib/Events.js"(exports2, module2) {
    "use strict";
    function asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, key, arg) {
      try {
        var info2 = gen[key](arg);
        var value = info2.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info2.done) {
        resolve8(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self = this, args = arguments;
        return new Promise(function(resolve8, reject) {
          var gen = fn.apply(self, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Events2;
    Events2 = class Events {
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
        this._events[name].push({
          cb,
          status
        });
        return this.instance;
      }
      listenerCount(name) {
        if (this._events[name] != null) {
          return this._events[name].length;
        } else {
          return 0;
        }
      }
      trigger(name, ...args) {
        var _this = this;
        return _asyncToGenerator2(function* () {
          var e, promises;
          try {
            if (name !== "debug") {
              _this.trigger("debug", `Event triggered: ${name}`, args);
            }
            if (_this._events[name] == null) {
              return;
            }
            _this._events[name] = _this._events[name].filter(function(listener) {
              return listener.status !== "none";
            });
            promises = _this._events[name].map(
              /* @__PURE__ */ (function() {
                var _ref = _asyncToGenerator2(function* (listener) {
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
                      return yield returned;
                    } else {
                      return returned;
                    }
                  } catch (error) {
                    e2 = error;
                    if (true) {
                      _this.trigger("error", e2);
                    }
                    return null;
                  }
                });
                return function(_x) {
                  return _ref.apply(this, arguments);
                };
              })()
            );
            return (yield Promise.all(promises)).find(function(x) {
              return x != null;
            });
          } catch (error) {
            e = error;
            if (true) {
              _this.trigger("error", e);
            }
            return null;
          }
        })();
      }
    };
    module2.exports = Events2;
  }
});

// node_modules/bottleneck/lib/Queues.js
var require_Queues = __commonJS({
  "node_modules/bottleneck/lib/Queues.js"(exports2, module2) {
    "use strict";
    var DLList;
    var Events2;
    var Queues;
    DLList = require_DLList();
    Events2 = require_Events();
    Queues = class Queues {
      constructor(num_priorities) {
        var i;
        this.Events = new Events2(this);
        this._length = 0;
        this._lists = function() {
          var j, ref, results;
          results = [];
          for (i = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i = 1 <= ref ? ++j : --j) {
            results.push(new DLList(() => {
              return this.incr();
            }, () => {
              return this.decr();
            }));
          }
          return results;
        }.call(this);
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
    module2.exports = Queues;
  }
});

// node_modules/bottleneck/lib/BottleneckError.js
var require_BottleneckError = __commonJS({
  "node_modules/bottleneck/lib/BottleneckError.js"(exports2, module2) {
    "use strict";
    var BottleneckError;
    BottleneckError = class BottleneckError extends Error {
    };
    module2.exports = BottleneckError;
  }
});

// node_modules/bottleneck/lib/Job.js
var require_Job = __commonJS({
  "node_modules/bottleneck/lib/Job.js"(exports2, module2) {
    "use strict";
    function asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, key, arg) {
      try {
        var info2 = gen[key](arg);
        var value = info2.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info2.done) {
        resolve8(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self = this, args = arguments;
        return new Promise(function(resolve8, reject) {
          var gen = fn.apply(self, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var BottleneckError;
    var DEFAULT_PRIORITY;
    var Job;
    var NUM_PRIORITIES;
    var parser2;
    NUM_PRIORITIES = 10;
    DEFAULT_PRIORITY = 5;
    parser2 = require_parser();
    BottleneckError = require_BottleneckError();
    Job = class Job {
      constructor(task, args, options2, jobDefaults, rejectOnDrop, Events2, _states, Promise2) {
        this.task = task;
        this.args = args;
        this.rejectOnDrop = rejectOnDrop;
        this.Events = Events2;
        this._states = _states;
        this.Promise = Promise2;
        this.options = parser2.load(options2, jobDefaults);
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
      doDrop({
        error,
        message = "This job has been dropped by Bottleneck"
      } = {}) {
        if (this._states.remove(this.options.id)) {
          if (this.rejectOnDrop) {
            this._reject(error != null ? error : new BottleneckError(message));
          }
          this.Events.trigger("dropped", {
            args: this.args,
            options: this.options,
            task: this.task,
            promise: this.promise
          });
          return true;
        } else {
          return false;
        }
      }
      _assertStatus(expected) {
        var status;
        status = this._states.jobStatus(this.options.id);
        if (!(status === expected || expected === "DONE" && status === null)) {
          throw new BottleneckError(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
        }
      }
      doReceive() {
        this._states.start(this.options.id);
        return this.Events.trigger("received", {
          args: this.args,
          options: this.options
        });
      }
      doQueue(reachedHWM, blocked) {
        this._assertStatus("RECEIVED");
        this._states.next(this.options.id);
        return this.Events.trigger("queued", {
          args: this.args,
          options: this.options,
          reachedHWM,
          blocked
        });
      }
      doRun() {
        if (this.retryCount === 0) {
          this._assertStatus("QUEUED");
          this._states.next(this.options.id);
        } else {
          this._assertStatus("EXECUTING");
        }
        return this.Events.trigger("scheduled", {
          args: this.args,
          options: this.options
        });
      }
      doExecute(chained, clearGlobalState, run3, free) {
        var _this = this;
        return _asyncToGenerator2(function* () {
          var error, eventInfo, passed;
          if (_this.retryCount === 0) {
            _this._assertStatus("RUNNING");
            _this._states.next(_this.options.id);
          } else {
            _this._assertStatus("EXECUTING");
          }
          eventInfo = {
            args: _this.args,
            options: _this.options,
            retryCount: _this.retryCount
          };
          _this.Events.trigger("executing", eventInfo);
          try {
            passed = yield chained != null ? chained.schedule(_this.options, _this.task, ..._this.args) : _this.task(..._this.args);
            if (clearGlobalState()) {
              _this.doDone(eventInfo);
              yield free(_this.options, eventInfo);
              _this._assertStatus("DONE");
              return _this._resolve(passed);
            }
          } catch (error1) {
            error = error1;
            return _this._onFailure(error, eventInfo, clearGlobalState, run3, free);
          }
        })();
      }
      doExpire(clearGlobalState, run3, free) {
        var error, eventInfo;
        if (this._states.jobStatus(this.options.id === "RUNNING")) {
          this._states.next(this.options.id);
        }
        this._assertStatus("EXECUTING");
        eventInfo = {
          args: this.args,
          options: this.options,
          retryCount: this.retryCount
        };
        error = new BottleneckError(`This job timed out after ${this.options.expiration} ms.`);
        return this._onFailure(error, eventInfo, clearGlobalState, run3, free);
      }
      _onFailure(error, eventInfo, clearGlobalState, run3, free) {
        var _this2 = this;
        return _asyncToGenerator2(function* () {
          var retry, retryAfter;
          if (clearGlobalState()) {
            retry = yield _this2.Events.trigger("failed", error, eventInfo);
            if (retry != null) {
              retryAfter = ~~retry;
              _this2.Events.trigger("retry", `Retrying ${_this2.options.id} after ${retryAfter} ms`, eventInfo);
              _this2.retryCount++;
              return run3(retryAfter);
            } else {
              _this2.doDone(eventInfo);
              yield free(_this2.options, eventInfo);
              _this2._assertStatus("DONE");
              return _this2._reject(error);
            }
          }
        })();
      }
      doDone(eventInfo) {
        this._assertStatus("EXECUTING");
        this._states.next(this.options.id);
        return this.Events.trigger("done", eventInfo);
      }
    };
    module2.exports = Job;
  }
});

// node_modules/bottleneck/lib/LocalDatastore.js
var require_LocalDatastore = __commonJS({
  "node_modules/bottleneck/lib/LocalDatastore.js"(exports2, module2) {
    "use strict";
    function asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, key, arg) {
      try {
        var info2 = gen[key](arg);
        var value = info2.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info2.done) {
        resolve8(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self = this, args = arguments;
        return new Promise(function(resolve8, reject) {
          var gen = fn.apply(self, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var BottleneckError;
    var LocalDatastore;
    var parser2;
    parser2 = require_parser();
    BottleneckError = require_BottleneckError();
    LocalDatastore = class LocalDatastore {
      constructor(instance, storeOptions, storeInstanceOptions) {
        this.instance = instance;
        this.storeOptions = storeOptions;
        this.clientId = this.instance._randomIndex();
        parser2.load(storeInstanceOptions, storeInstanceOptions, this);
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
              var _this$storeOptions = this.storeOptions;
              amount = _this$storeOptions.reservoirIncreaseAmount;
              maximum = _this$storeOptions.reservoirIncreaseMaximum;
              reservoir = _this$storeOptions.reservoir;
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
      __publish__(message) {
        var _this = this;
        return _asyncToGenerator2(function* () {
          yield _this.yieldLoop();
          return _this.instance.Events.trigger("message", message.toString());
        })();
      }
      __disconnect__(flush) {
        var _this2 = this;
        return _asyncToGenerator2(function* () {
          yield _this2.yieldLoop();
          clearInterval(_this2.heartbeat);
          return _this2.Promise.resolve();
        })();
      }
      yieldLoop(t = 0) {
        return new this.Promise(function(resolve8, reject) {
          return setTimeout(resolve8, t);
        });
      }
      computePenalty() {
        var ref;
        return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5e3;
      }
      __updateSettings__(options2) {
        var _this3 = this;
        return _asyncToGenerator2(function* () {
          yield _this3.yieldLoop();
          parser2.overwrite(options2, options2, _this3.storeOptions);
          _this3._startHeartbeat();
          _this3.instance._drainAll(_this3.computeCapacity());
          return true;
        })();
      }
      __running__() {
        var _this4 = this;
        return _asyncToGenerator2(function* () {
          yield _this4.yieldLoop();
          return _this4._running;
        })();
      }
      __queued__() {
        var _this5 = this;
        return _asyncToGenerator2(function* () {
          yield _this5.yieldLoop();
          return _this5.instance.queued();
        })();
      }
      __done__() {
        var _this6 = this;
        return _asyncToGenerator2(function* () {
          yield _this6.yieldLoop();
          return _this6._done;
        })();
      }
      __groupCheck__(time) {
        var _this7 = this;
        return _asyncToGenerator2(function* () {
          yield _this7.yieldLoop();
          return _this7._nextRequest + _this7.timeout < time;
        })();
      }
      computeCapacity() {
        var maxConcurrent, reservoir;
        var _this$storeOptions2 = this.storeOptions;
        maxConcurrent = _this$storeOptions2.maxConcurrent;
        reservoir = _this$storeOptions2.reservoir;
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
      __incrementReservoir__(incr) {
        var _this8 = this;
        return _asyncToGenerator2(function* () {
          var reservoir;
          yield _this8.yieldLoop();
          reservoir = _this8.storeOptions.reservoir += incr;
          _this8.instance._drainAll(_this8.computeCapacity());
          return reservoir;
        })();
      }
      __currentReservoir__() {
        var _this9 = this;
        return _asyncToGenerator2(function* () {
          yield _this9.yieldLoop();
          return _this9.storeOptions.reservoir;
        })();
      }
      isBlocked(now) {
        return this._unblockTime >= now;
      }
      check(weight, now) {
        return this.conditionsCheck(weight) && this._nextRequest - now <= 0;
      }
      __check__(weight) {
        var _this10 = this;
        return _asyncToGenerator2(function* () {
          var now;
          yield _this10.yieldLoop();
          now = Date.now();
          return _this10.check(weight, now);
        })();
      }
      __register__(index, weight, expiration) {
        var _this11 = this;
        return _asyncToGenerator2(function* () {
          var now, wait;
          yield _this11.yieldLoop();
          now = Date.now();
          if (_this11.conditionsCheck(weight)) {
            _this11._running += weight;
            if (_this11.storeOptions.reservoir != null) {
              _this11.storeOptions.reservoir -= weight;
            }
            wait = Math.max(_this11._nextRequest - now, 0);
            _this11._nextRequest = now + wait + _this11.storeOptions.minTime;
            return {
              success: true,
              wait,
              reservoir: _this11.storeOptions.reservoir
            };
          } else {
            return {
              success: false
            };
          }
        })();
      }
      strategyIsBlock() {
        return this.storeOptions.strategy === 3;
      }
      __submit__(queueLength, weight) {
        var _this12 = this;
        return _asyncToGenerator2(function* () {
          var blocked, now, reachedHWM;
          yield _this12.yieldLoop();
          if (_this12.storeOptions.maxConcurrent != null && weight > _this12.storeOptions.maxConcurrent) {
            throw new BottleneckError(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${_this12.storeOptions.maxConcurrent}`);
          }
          now = Date.now();
          reachedHWM = _this12.storeOptions.highWater != null && queueLength === _this12.storeOptions.highWater && !_this12.check(weight, now);
          blocked = _this12.strategyIsBlock() && (reachedHWM || _this12.isBlocked(now));
          if (blocked) {
            _this12._unblockTime = now + _this12.computePenalty();
            _this12._nextRequest = _this12._unblockTime + _this12.storeOptions.minTime;
            _this12.instance._dropAllQueued();
          }
          return {
            reachedHWM,
            blocked,
            strategy: _this12.storeOptions.strategy
          };
        })();
      }
      __free__(index, weight) {
        var _this13 = this;
        return _asyncToGenerator2(function* () {
          yield _this13.yieldLoop();
          _this13._running -= weight;
          _this13._done += weight;
          _this13.instance._drainAll(_this13.computeCapacity());
          return {
            running: _this13._running
          };
        })();
      }
    };
    module2.exports = LocalDatastore;
  }
});

// node_modules/bottleneck/lib/lua.json
var require_lua = __commonJS({
  "node_modules/bottleneck/lib/lua.json"(exports2, module2) {
    module2.exports = {
      "blacklist_client.lua": "local blacklist = ARGV[num_static_argv + 1]\n\nif redis.call('zscore', client_last_seen_key, blacklist) then\n  redis.call('zadd', client_last_seen_key, 0, blacklist)\nend\n\n\nreturn {}\n",
      "check.lua": "local weight = tonumber(ARGV[num_static_argv + 1])\n\nlocal capacity = process_tick(now, false)['capacity']\nlocal nextRequest = tonumber(redis.call('hget', settings_key, 'nextRequest'))\n\nreturn conditions_check(capacity, weight) and nextRequest - now <= 0\n",
      "conditions_check.lua": "local conditions_check = function (capacity, weight)\n  return capacity == nil or weight <= capacity\nend\n",
      "current_reservoir.lua": "return process_tick(now, false)['reservoir']\n",
      "done.lua": "process_tick(now, false)\n\nreturn tonumber(redis.call('hget', settings_key, 'done'))\n",
      "free.lua": "local index = ARGV[num_static_argv + 1]\n\nredis.call('zadd', job_expirations_key, 0, index)\n\nreturn process_tick(now, false)['running']\n",
      "get_time.lua": "redis.replicate_commands()\n\nlocal get_time = function ()\n  local time = redis.call('time')\n\n  return tonumber(time[1]..string.sub(time[2], 1, 3))\nend\n",
      "group_check.lua": "return not (redis.call('exists', settings_key) == 1)\n",
      "heartbeat.lua": "process_tick(now, true)\n",
      "increment_reservoir.lua": "local incr = tonumber(ARGV[num_static_argv + 1])\n\nredis.call('hincrby', settings_key, 'reservoir', incr)\n\nlocal reservoir = process_tick(now, true)['reservoir']\n\nlocal groupTimeout = tonumber(redis.call('hget', settings_key, 'groupTimeout'))\nrefresh_expiration(0, 0, groupTimeout)\n\nreturn reservoir\n",
      "init.lua": `local clear = tonumber(ARGV[num_static_argv + 1])
local limiter_version = ARGV[num_static_argv + 2]
local num_local_argv = num_static_argv + 2

if clear == 1 then
  redis.call('del', unpack(KEYS))
end

if redis.call('exists', settings_key) == 0 then
  -- Create
  local args = {'hmset', settings_key}

  for i = num_local_argv + 1, #ARGV do
    table.insert(args, ARGV[i])
  end

  redis.call(unpack(args))
  redis.call('hmset', settings_key,
    'nextRequest', now,
    'lastReservoirRefresh', now,
    'lastReservoirIncrease', now,
    'running', 0,
    'done', 0,
    'unblockTime', 0,
    'capacityPriorityCounter', 0
  )

else
  -- Apply migrations
  local settings = redis.call('hmget', settings_key,
    'id',
    'version'
  )
  local id = settings[1]
  local current_version = settings[2]

  if current_version ~= limiter_version then
    local version_digits = {}
    for k, v in string.gmatch(current_version, "([^.]+)") do
      table.insert(version_digits, tonumber(k))
    end

    -- 2.10.0
    if version_digits[2] < 10 then
      redis.call('hsetnx', settings_key, 'reservoirRefreshInterval', '')
      redis.call('hsetnx', settings_key, 'reservoirRefreshAmount', '')
      redis.call('hsetnx', settings_key, 'lastReservoirRefresh', '')
      redis.call('hsetnx', settings_key, 'done', 0)
      redis.call('hset', settings_key, 'version', '2.10.0')
    end

    -- 2.11.1
    if version_digits[2] < 11 or (version_digits[2] == 11 and version_digits[3] < 1) then
      if redis.call('hstrlen', settings_key, 'lastReservoirRefresh') == 0 then
        redis.call('hmset', settings_key,
          'lastReservoirRefresh', now,
          'version', '2.11.1'
        )
      end
    end

    -- 2.14.0
    if version_digits[2] < 14 then
      local old_running_key = 'b_'..id..'_running'
      local old_executing_key = 'b_'..id..'_executing'

      if redis.call('exists', old_running_key) == 1 then
        redis.call('rename', old_running_key, job_weights_key)
      end
      if redis.call('exists', old_executing_key) == 1 then
        redis.call('rename', old_executing_key, job_expirations_key)
      end
      redis.call('hset', settings_key, 'version', '2.14.0')
    end

    -- 2.15.2
    if version_digits[2] < 15 or (version_digits[2] == 15 and version_digits[3] < 2) then
      redis.call('hsetnx', settings_key, 'capacityPriorityCounter', 0)
      redis.call('hset', settings_key, 'version', '2.15.2')
    end

    -- 2.17.0
    if version_digits[2] < 17 then
      redis.call('hsetnx', settings_key, 'clientTimeout', 10000)
      redis.call('hset', settings_key, 'version', '2.17.0')
    end

    -- 2.18.0
    if version_digits[2] < 18 then
      redis.call('hsetnx', settings_key, 'reservoirIncreaseInterval', '')
      redis.call('hsetnx', settings_key, 'reservoirIncreaseAmount', '')
      redis.call('hsetnx', settings_key, 'reservoirIncreaseMaximum', '')
      redis.call('hsetnx', settings_key, 'lastReservoirIncrease', now)
      redis.call('hset', settings_key, 'version', '2.18.0')
    end

  end

  process_tick(now, false)
end

local groupTimeout = tonumber(redis.call('hget', settings_key, 'groupTimeout'))
refresh_expiration(0, 0, groupTimeout)

return {}
`,
      "process_tick.lua": "local process_tick = function (now, always_publish)\n\n  local compute_capacity = function (maxConcurrent, running, reservoir)\n    if maxConcurrent ~= nil and reservoir ~= nil then\n      return math.min((maxConcurrent - running), reservoir)\n    elseif maxConcurrent ~= nil then\n      return maxConcurrent - running\n    elseif reservoir ~= nil then\n      return reservoir\n    else\n      return nil\n    end\n  end\n\n  local settings = redis.call('hmget', settings_key,\n    'id',\n    'maxConcurrent',\n    'running',\n    'reservoir',\n    'reservoirRefreshInterval',\n    'reservoirRefreshAmount',\n    'lastReservoirRefresh',\n    'reservoirIncreaseInterval',\n    'reservoirIncreaseAmount',\n    'reservoirIncreaseMaximum',\n    'lastReservoirIncrease',\n    'capacityPriorityCounter',\n    'clientTimeout'\n  )\n  local id = settings[1]\n  local maxConcurrent = tonumber(settings[2])\n  local running = tonumber(settings[3])\n  local reservoir = tonumber(settings[4])\n  local reservoirRefreshInterval = tonumber(settings[5])\n  local reservoirRefreshAmount = tonumber(settings[6])\n  local lastReservoirRefresh = tonumber(settings[7])\n  local reservoirIncreaseInterval = tonumber(settings[8])\n  local reservoirIncreaseAmount = tonumber(settings[9])\n  local reservoirIncreaseMaximum = tonumber(settings[10])\n  local lastReservoirIncrease = tonumber(settings[11])\n  local capacityPriorityCounter = tonumber(settings[12])\n  local clientTimeout = tonumber(settings[13])\n\n  local initial_capacity = compute_capacity(maxConcurrent, running, reservoir)\n\n  --\n  -- Process 'running' changes\n  --\n  local expired = redis.call('zrangebyscore', job_expirations_key, '-inf', '('..now)\n\n  if #expired > 0 then\n    redis.call('zremrangebyscore', job_expirations_key, '-inf', '('..now)\n\n    local flush_batch = function (batch, acc)\n      local weights = redis.call('hmget', job_weights_key, unpack(batch))\n                      redis.call('hdel',  job_weights_key, unpack(batch))\n      local clients = redis.call('hmget', job_clients_key, unpack(batch))\n                      redis.call('hdel',  job_clients_key, unpack(batch))\n\n      -- Calculate sum of removed weights\n      for i = 1, #weights do\n        acc['total'] = acc['total'] + (tonumber(weights[i]) or 0)\n      end\n\n      -- Calculate sum of removed weights by client\n      local client_weights = {}\n      for i = 1, #clients do\n        local removed = tonumber(weights[i]) or 0\n        if removed > 0 then\n          acc['client_weights'][clients[i]] = (acc['client_weights'][clients[i]] or 0) + removed\n        end\n      end\n    end\n\n    local acc = {\n      ['total'] = 0,\n      ['client_weights'] = {}\n    }\n    local batch_size = 1000\n\n    -- Compute changes to Zsets and apply changes to Hashes\n    for i = 1, #expired, batch_size do\n      local batch = {}\n      for j = i, math.min(i + batch_size - 1, #expired) do\n        table.insert(batch, expired[j])\n      end\n\n      flush_batch(batch, acc)\n    end\n\n    -- Apply changes to Zsets\n    if acc['total'] > 0 then\n      redis.call('hincrby', settings_key, 'done', acc['total'])\n      running = tonumber(redis.call('hincrby', settings_key, 'running', -acc['total']))\n    end\n\n    for client, weight in pairs(acc['client_weights']) do\n      redis.call('zincrby', client_running_key, -weight, client)\n    end\n  end\n\n  --\n  -- Process 'reservoir' changes\n  --\n  local reservoirRefreshActive = reservoirRefreshInterval ~= nil and reservoirRefreshAmount ~= nil\n  if reservoirRefreshActive and now >= lastReservoirRefresh + reservoirRefreshInterval then\n    reservoir = reservoirRefreshAmount\n    redis.call('hmset', settings_key,\n      'reservoir', reservoir,\n      'lastReservoirRefresh', now\n    )\n  end\n\n  local reservoirIncreaseActive = reservoirIncreaseInterval ~= nil and reservoirIncreaseAmount ~= nil\n  if reservoirIncreaseActive and now >= lastReservoirIncrease + reservoirIncreaseInterval then\n    local num_intervals = math.floor((now - lastReservoirIncrease) / reservoirIncreaseInterval)\n    local incr = reservoirIncreaseAmount * num_intervals\n    if reservoirIncreaseMaximum ~= nil then\n      incr = math.min(incr, reservoirIncreaseMaximum - (reservoir or 0))\n    end\n    if incr > 0 then\n      reservoir = (reservoir or 0) + incr\n    end\n    redis.call('hmset', settings_key,\n      'reservoir', reservoir,\n      'lastReservoirIncrease', lastReservoirIncrease + (num_intervals * reservoirIncreaseInterval)\n    )\n  end\n\n  --\n  -- Clear unresponsive clients\n  --\n  local unresponsive = redis.call('zrangebyscore', client_last_seen_key, '-inf', (now - clientTimeout))\n  local unresponsive_lookup = {}\n  local terminated_clients = {}\n  for i = 1, #unresponsive do\n    unresponsive_lookup[unresponsive[i]] = true\n    if tonumber(redis.call('zscore', client_running_key, unresponsive[i])) == 0 then\n      table.insert(terminated_clients, unresponsive[i])\n    end\n  end\n  if #terminated_clients > 0 then\n    redis.call('zrem', client_running_key,         unpack(terminated_clients))\n    redis.call('hdel', client_num_queued_key,      unpack(terminated_clients))\n    redis.call('zrem', client_last_registered_key, unpack(terminated_clients))\n    redis.call('zrem', client_last_seen_key,       unpack(terminated_clients))\n  end\n\n  --\n  -- Broadcast capacity changes\n  --\n  local final_capacity = compute_capacity(maxConcurrent, running, reservoir)\n\n  if always_publish or (initial_capacity ~= nil and final_capacity == nil) then\n    -- always_publish or was not unlimited, now unlimited\n    redis.call('publish', 'b_'..id, 'capacity:'..(final_capacity or ''))\n\n  elseif initial_capacity ~= nil and final_capacity ~= nil and final_capacity > initial_capacity then\n    -- capacity was increased\n    -- send the capacity message to the limiter having the lowest number of running jobs\n    -- the tiebreaker is the limiter having not registered a job in the longest time\n\n    local lowest_concurrency_value = nil\n    local lowest_concurrency_clients = {}\n    local lowest_concurrency_last_registered = {}\n    local client_concurrencies = redis.call('zrange', client_running_key, 0, -1, 'withscores')\n\n    for i = 1, #client_concurrencies, 2 do\n      local client = client_concurrencies[i]\n      local concurrency = tonumber(client_concurrencies[i+1])\n\n      if (\n        lowest_concurrency_value == nil or lowest_concurrency_value == concurrency\n      ) and (\n        not unresponsive_lookup[client]\n      ) and (\n        tonumber(redis.call('hget', client_num_queued_key, client)) > 0\n      ) then\n        lowest_concurrency_value = concurrency\n        table.insert(lowest_concurrency_clients, client)\n        local last_registered = tonumber(redis.call('zscore', client_last_registered_key, client))\n        table.insert(lowest_concurrency_last_registered, last_registered)\n      end\n    end\n\n    if #lowest_concurrency_clients > 0 then\n      local position = 1\n      local earliest = lowest_concurrency_last_registered[1]\n\n      for i,v in ipairs(lowest_concurrency_last_registered) do\n        if v < earliest then\n          position = i\n          earliest = v\n        end\n      end\n\n      local next_client = lowest_concurrency_clients[position]\n      redis.call('publish', 'b_'..id,\n        'capacity-priority:'..(final_capacity or '')..\n        ':'..next_client..\n        ':'..capacityPriorityCounter\n      )\n      redis.call('hincrby', settings_key, 'capacityPriorityCounter', '1')\n    else\n      redis.call('publish', 'b_'..id, 'capacity:'..(final_capacity or ''))\n    end\n  end\n\n  return {\n    ['capacity'] = final_capacity,\n    ['running'] = running,\n    ['reservoir'] = reservoir\n  }\nend\n",
      "queued.lua": "local clientTimeout = tonumber(redis.call('hget', settings_key, 'clientTimeout'))\nlocal valid_clients = redis.call('zrangebyscore', client_last_seen_key, (now - clientTimeout), 'inf')\nlocal client_queued = redis.call('hmget', client_num_queued_key, unpack(valid_clients))\n\nlocal sum = 0\nfor i = 1, #client_queued do\n  sum = sum + tonumber(client_queued[i])\nend\n\nreturn sum\n",
      "refresh_expiration.lua": "local refresh_expiration = function (now, nextRequest, groupTimeout)\n\n  if groupTimeout ~= nil then\n    local ttl = (nextRequest + groupTimeout) - now\n\n    for i = 1, #KEYS do\n      redis.call('pexpire', KEYS[i], ttl)\n    end\n  end\n\nend\n",
      "refs.lua": "local settings_key = KEYS[1]\nlocal job_weights_key = KEYS[2]\nlocal job_expirations_key = KEYS[3]\nlocal job_clients_key = KEYS[4]\nlocal client_running_key = KEYS[5]\nlocal client_num_queued_key = KEYS[6]\nlocal client_last_registered_key = KEYS[7]\nlocal client_last_seen_key = KEYS[8]\n\nlocal now = tonumber(ARGV[1])\nlocal client = ARGV[2]\n\nlocal num_static_argv = 2\n",
      "register.lua": "local index = ARGV[num_static_argv + 1]\nlocal weight = tonumber(ARGV[num_static_argv + 2])\nlocal expiration = tonumber(ARGV[num_static_argv + 3])\n\nlocal state = process_tick(now, false)\nlocal capacity = state['capacity']\nlocal reservoir = state['reservoir']\n\nlocal settings = redis.call('hmget', settings_key,\n  'nextRequest',\n  'minTime',\n  'groupTimeout'\n)\nlocal nextRequest = tonumber(settings[1])\nlocal minTime = tonumber(settings[2])\nlocal groupTimeout = tonumber(settings[3])\n\nif conditions_check(capacity, weight) then\n\n  redis.call('hincrby', settings_key, 'running', weight)\n  redis.call('hset', job_weights_key, index, weight)\n  if expiration ~= nil then\n    redis.call('zadd', job_expirations_key, now + expiration, index)\n  end\n  redis.call('hset', job_clients_key, index, client)\n  redis.call('zincrby', client_running_key, weight, client)\n  redis.call('hincrby', client_num_queued_key, client, -1)\n  redis.call('zadd', client_last_registered_key, now, client)\n\n  local wait = math.max(nextRequest - now, 0)\n  local newNextRequest = now + wait + minTime\n\n  if reservoir == nil then\n    redis.call('hset', settings_key,\n      'nextRequest', newNextRequest\n    )\n  else\n    reservoir = reservoir - weight\n    redis.call('hmset', settings_key,\n      'reservoir', reservoir,\n      'nextRequest', newNextRequest\n    )\n  end\n\n  refresh_expiration(now, newNextRequest, groupTimeout)\n\n  return {true, wait, reservoir}\n\nelse\n  return {false}\nend\n",
      "register_client.lua": "local queued = tonumber(ARGV[num_static_argv + 1])\n\n-- Could have been re-registered concurrently\nif not redis.call('zscore', client_last_seen_key, client) then\n  redis.call('zadd', client_running_key, 0, client)\n  redis.call('hset', client_num_queued_key, client, queued)\n  redis.call('zadd', client_last_registered_key, 0, client)\nend\n\nredis.call('zadd', client_last_seen_key, now, client)\n\nreturn {}\n",
      "running.lua": "return process_tick(now, false)['running']\n",
      "submit.lua": "local queueLength = tonumber(ARGV[num_static_argv + 1])\nlocal weight = tonumber(ARGV[num_static_argv + 2])\n\nlocal capacity = process_tick(now, false)['capacity']\n\nlocal settings = redis.call('hmget', settings_key,\n  'id',\n  'maxConcurrent',\n  'highWater',\n  'nextRequest',\n  'strategy',\n  'unblockTime',\n  'penalty',\n  'minTime',\n  'groupTimeout'\n)\nlocal id = settings[1]\nlocal maxConcurrent = tonumber(settings[2])\nlocal highWater = tonumber(settings[3])\nlocal nextRequest = tonumber(settings[4])\nlocal strategy = tonumber(settings[5])\nlocal unblockTime = tonumber(settings[6])\nlocal penalty = tonumber(settings[7])\nlocal minTime = tonumber(settings[8])\nlocal groupTimeout = tonumber(settings[9])\n\nif maxConcurrent ~= nil and weight > maxConcurrent then\n  return redis.error_reply('OVERWEIGHT:'..weight..':'..maxConcurrent)\nend\n\nlocal reachedHWM = (highWater ~= nil and queueLength == highWater\n  and not (\n    conditions_check(capacity, weight)\n    and nextRequest - now <= 0\n  )\n)\n\nlocal blocked = strategy == 3 and (reachedHWM or unblockTime >= now)\n\nif blocked then\n  local computedPenalty = penalty\n  if computedPenalty == nil then\n    if minTime == 0 then\n      computedPenalty = 5000\n    else\n      computedPenalty = 15 * minTime\n    end\n  end\n\n  local newNextRequest = now + computedPenalty + minTime\n\n  redis.call('hmset', settings_key,\n    'unblockTime', now + computedPenalty,\n    'nextRequest', newNextRequest\n  )\n\n  local clients_queued_reset = redis.call('hkeys', client_num_queued_key)\n  local queued_reset = {}\n  for i = 1, #clients_queued_reset do\n    table.insert(queued_reset, clients_queued_reset[i])\n    table.insert(queued_reset, 0)\n  end\n  redis.call('hmset', client_num_queued_key, unpack(queued_reset))\n\n  redis.call('publish', 'b_'..id, 'blocked:')\n\n  refresh_expiration(now, newNextRequest, groupTimeout)\nend\n\nif not blocked and not reachedHWM then\n  redis.call('hincrby', client_num_queued_key, client, 1)\nend\n\nreturn {reachedHWM, blocked, strategy}\n",
      "update_settings.lua": "local args = {'hmset', settings_key}\n\nfor i = num_static_argv + 1, #ARGV do\n  table.insert(args, ARGV[i])\nend\n\nredis.call(unpack(args))\n\nprocess_tick(now, true)\n\nlocal groupTimeout = tonumber(redis.call('hget', settings_key, 'groupTimeout'))\nrefresh_expiration(0, 0, groupTimeout)\n\nreturn {}\n",
      "validate_client.lua": "if not redis.call('zscore', client_last_seen_key, client) then\n  return redis.error_reply('UNKNOWN_CLIENT')\nend\n\nredis.call('zadd', client_last_seen_key, now, client)\n",
      "validate_keys.lua": "if not (redis.call('exists', settings_key) == 1) then\n  return redis.error_reply('SETTINGS_KEY_NOT_FOUND')\nend\n"
    };
  }
});

// node_modules/bottleneck/lib/Scripts.js
var require_Scripts = __commonJS({
  "node_modules/bottleneck/lib/Scripts.js"(exports2) {
    "use strict";
    var headers;
    var lua;
    var templates;
    lua = require_lua();
    headers = {
      refs: lua["refs.lua"],
      validate_keys: lua["validate_keys.lua"],
      validate_client: lua["validate_client.lua"],
      refresh_expiration: lua["refresh_expiration.lua"],
      process_tick: lua["process_tick.lua"],
      conditions_check: lua["conditions_check.lua"],
      get_time: lua["get_time.lua"]
    };
    exports2.allKeys = function(id) {
      return [
        /*
        HASH
        */
        `b_${id}_settings`,
        /*
        HASH
        job index -> weight
        */
        `b_${id}_job_weights`,
        /*
        ZSET
        job index -> expiration
        */
        `b_${id}_job_expirations`,
        /*
        HASH
        job index -> client
        */
        `b_${id}_job_clients`,
        /*
        ZSET
        client -> sum running
        */
        `b_${id}_client_running`,
        /*
        HASH
        client -> num queued
        */
        `b_${id}_client_num_queued`,
        /*
        ZSET
        client -> last job registered
        */
        `b_${id}_client_last_registered`,
        /*
        ZSET
        client -> last seen
        */
        `b_${id}_client_last_seen`
      ];
    };
    templates = {
      init: {
        keys: exports2.allKeys,
        headers: ["process_tick"],
        refresh_expiration: true,
        code: lua["init.lua"]
      },
      group_check: {
        keys: exports2.allKeys,
        headers: [],
        refresh_expiration: false,
        code: lua["group_check.lua"]
      },
      register_client: {
        keys: exports2.allKeys,
        headers: ["validate_keys"],
        refresh_expiration: false,
        code: lua["register_client.lua"]
      },
      blacklist_client: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client"],
        refresh_expiration: false,
        code: lua["blacklist_client.lua"]
      },
      heartbeat: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: false,
        code: lua["heartbeat.lua"]
      },
      update_settings: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: true,
        code: lua["update_settings.lua"]
      },
      running: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: false,
        code: lua["running.lua"]
      },
      queued: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client"],
        refresh_expiration: false,
        code: lua["queued.lua"]
      },
      done: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: false,
        code: lua["done.lua"]
      },
      check: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick", "conditions_check"],
        refresh_expiration: false,
        code: lua["check.lua"]
      },
      submit: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick", "conditions_check"],
        refresh_expiration: true,
        code: lua["submit.lua"]
      },
      register: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick", "conditions_check"],
        refresh_expiration: true,
        code: lua["register.lua"]
      },
      free: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: true,
        code: lua["free.lua"]
      },
      current_reservoir: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: false,
        code: lua["current_reservoir.lua"]
      },
      increment_reservoir: {
        keys: exports2.allKeys,
        headers: ["validate_keys", "validate_client", "process_tick"],
        refresh_expiration: true,
        code: lua["increment_reservoir.lua"]
      }
    };
    exports2.names = Object.keys(templates);
    exports2.keys = function(name, id) {
      return templates[name].keys(id);
    };
    exports2.payload = function(name) {
      var template;
      template = templates[name];
      return Array.prototype.concat(headers.refs, template.headers.map(function(h) {
        return headers[h];
      }), template.refresh_expiration ? headers.refresh_expiration : "", template.code).join("\n");
    };
  }
});

// node_modules/bottleneck/lib/RedisConnection.js
var require_RedisConnection = __commonJS({
  "node_modules/bottleneck/lib/RedisConnection.js"(exports, module) {
    "use strict";
    function asyncGeneratorStep(gen, resolve8, reject, _next, _throw, key, arg) {
      try {
        var info2 = gen[key](arg);
        var value = info2.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info2.done) {
        resolve8(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator(fn) {
      return function() {
        var self = this, args = arguments;
        return new Promise(function(resolve8, reject) {
          var gen = fn.apply(self, args);
          function _next(value) {
            asyncGeneratorStep(gen, resolve8, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep(gen, resolve8, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Events;
    var RedisConnection;
    var Scripts;
    var parser;
    parser = require_parser();
    Events = require_Events();
    Scripts = require_Scripts();
    RedisConnection = function() {
      class RedisConnection {
        constructor(options = {}) {
          parser.load(options, this.defaults, this);
          if (this.Redis == null) {
            this.Redis = eval("require")("redis");
          }
          if (this.Events == null) {
            this.Events = new Events(this);
          }
          this.terminated = false;
          if (this.client == null) {
            this.client = this.Redis.createClient(this.clientOptions);
          }
          this.subscriber = this.client.duplicate();
          this.limiters = {};
          this.shas = {};
          this.ready = this.Promise.all([this._setup(this.client, false), this._setup(this.subscriber, true)]).then(() => {
            return this._loadScripts();
          }).then(() => {
            return {
              client: this.client,
              subscriber: this.subscriber
            };
          });
        }
        _setup(client, sub) {
          client.setMaxListeners(0);
          return new this.Promise((resolve8, reject) => {
            client.on("error", (e) => {
              return this.Events.trigger("error", e);
            });
            if (sub) {
              client.on("message", (channel, message) => {
                var ref;
                return (ref = this.limiters[channel]) != null ? ref._store.onMessage(channel, message) : void 0;
              });
            }
            if (client.ready) {
              return resolve8();
            } else {
              return client.once("ready", resolve8);
            }
          });
        }
        _loadScript(name) {
          return new this.Promise((resolve8, reject) => {
            var payload;
            payload = Scripts.payload(name);
            return this.client.multi([["script", "load", payload]]).exec((err, replies) => {
              if (err != null) {
                return reject(err);
              }
              this.shas[name] = replies[0];
              return resolve8(replies[0]);
            });
          });
        }
        _loadScripts() {
          return this.Promise.all(Scripts.names.map((k) => {
            return this._loadScript(k);
          }));
        }
        __runCommand__(cmd) {
          var _this = this;
          return _asyncToGenerator(function* () {
            yield _this.ready;
            return new _this.Promise((resolve8, reject) => {
              return _this.client.multi([cmd]).exec_atomic(function(err, replies) {
                if (err != null) {
                  return reject(err);
                } else {
                  return resolve8(replies[0]);
                }
              });
            });
          })();
        }
        __addLimiter__(instance) {
          return this.Promise.all([instance.channel(), instance.channel_client()].map((channel) => {
            return new this.Promise((resolve8, reject) => {
              var handler;
              handler = (chan) => {
                if (chan === channel) {
                  this.subscriber.removeListener("subscribe", handler);
                  this.limiters[channel] = instance;
                  return resolve8();
                }
              };
              this.subscriber.on("subscribe", handler);
              return this.subscriber.subscribe(channel);
            });
          }));
        }
        __removeLimiter__(instance) {
          var _this2 = this;
          return this.Promise.all([instance.channel(), instance.channel_client()].map(
            /* @__PURE__ */ (function() {
              var _ref = _asyncToGenerator(function* (channel) {
                if (!_this2.terminated) {
                  yield new _this2.Promise((resolve8, reject) => {
                    return _this2.subscriber.unsubscribe(channel, function(err, chan) {
                      if (err != null) {
                        return reject(err);
                      }
                      if (chan === channel) {
                        return resolve8();
                      }
                    });
                  });
                }
                return delete _this2.limiters[channel];
              });
              return function(_x) {
                return _ref.apply(this, arguments);
              };
            })()
          ));
        }
        __scriptArgs__(name, id, args, cb) {
          var keys;
          keys = Scripts.keys(name, id);
          return [this.shas[name], keys.length].concat(keys, args, cb);
        }
        __scriptFn__(name) {
          return this.client.evalsha.bind(this.client);
        }
        disconnect(flush = true) {
          var i, k, len, ref;
          ref = Object.keys(this.limiters);
          for (i = 0, len = ref.length; i < len; i++) {
            k = ref[i];
            clearInterval(this.limiters[k]._store.heartbeat);
          }
          this.limiters = {};
          this.terminated = true;
          this.client.end(flush);
          this.subscriber.end(flush);
          return this.Promise.resolve();
        }
      }
      ;
      RedisConnection.prototype.datastore = "redis";
      RedisConnection.prototype.defaults = {
        Redis: null,
        clientOptions: {},
        client: null,
        Promise,
        Events: null
      };
      return RedisConnection;
    }.call(void 0);
    module.exports = RedisConnection;
  }
});

// node_modules/bottleneck/lib/IORedisConnection.js
var require_IORedisConnection = __commonJS({
  "node_modules/bottleneck/lib/IORedisConnection.js"(exports, module) {
    "use strict";
    function _slicedToArray(arr, i) {
      return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _nonIterableRest();
    }
    function _nonIterableRest() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance");
    }
    function _iterableToArrayLimit(arr, i) {
      var _arr = [];
      var _n = true;
      var _d = false;
      var _e = void 0;
      try {
        for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
          _arr.push(_s.value);
          if (i && _arr.length === i) break;
        }
      } catch (err) {
        _d = true;
        _e = err;
      } finally {
        try {
          if (!_n && _i["return"] != null) _i["return"]();
        } finally {
          if (_d) throw _e;
        }
      }
      return _arr;
    }
    function _arrayWithHoles(arr) {
      if (Array.isArray(arr)) return arr;
    }
    function asyncGeneratorStep(gen, resolve8, reject, _next, _throw, key, arg) {
      try {
        var info2 = gen[key](arg);
        var value = info2.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info2.done) {
        resolve8(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator(fn) {
      return function() {
        var self = this, args = arguments;
        return new Promise(function(resolve8, reject) {
          var gen = fn.apply(self, args);
          function _next(value) {
            asyncGeneratorStep(gen, resolve8, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep(gen, resolve8, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Events;
    var IORedisConnection;
    var Scripts;
    var parser;
    parser = require_parser();
    Events = require_Events();
    Scripts = require_Scripts();
    IORedisConnection = function() {
      class IORedisConnection {
        constructor(options = {}) {
          parser.load(options, this.defaults, this);
          if (this.Redis == null) {
            this.Redis = eval("require")("ioredis");
          }
          if (this.Events == null) {
            this.Events = new Events(this);
          }
          this.terminated = false;
          if (this.clusterNodes != null) {
            this.client = new this.Redis.Cluster(this.clusterNodes, this.clientOptions);
            this.subscriber = new this.Redis.Cluster(this.clusterNodes, this.clientOptions);
          } else if (this.client != null && this.client.duplicate == null) {
            this.subscriber = new this.Redis.Cluster(this.client.startupNodes, this.client.options);
          } else {
            if (this.client == null) {
              this.client = new this.Redis(this.clientOptions);
            }
            this.subscriber = this.client.duplicate();
          }
          this.limiters = {};
          this.ready = this.Promise.all([this._setup(this.client, false), this._setup(this.subscriber, true)]).then(() => {
            this._loadScripts();
            return {
              client: this.client,
              subscriber: this.subscriber
            };
          });
        }
        _setup(client, sub) {
          client.setMaxListeners(0);
          return new this.Promise((resolve8, reject) => {
            client.on("error", (e) => {
              return this.Events.trigger("error", e);
            });
            if (sub) {
              client.on("message", (channel, message) => {
                var ref;
                return (ref = this.limiters[channel]) != null ? ref._store.onMessage(channel, message) : void 0;
              });
            }
            if (client.status === "ready") {
              return resolve8();
            } else {
              return client.once("ready", resolve8);
            }
          });
        }
        _loadScripts() {
          return Scripts.names.forEach((name) => {
            return this.client.defineCommand(name, {
              lua: Scripts.payload(name)
            });
          });
        }
        __runCommand__(cmd) {
          var _this = this;
          return _asyncToGenerator(function* () {
            var _, deleted;
            yield _this.ready;
            var _ref = yield _this.client.pipeline([cmd]).exec();
            var _ref2 = _slicedToArray(_ref, 1);
            var _ref2$ = _slicedToArray(_ref2[0], 2);
            _ = _ref2$[0];
            deleted = _ref2$[1];
            return deleted;
          })();
        }
        __addLimiter__(instance) {
          return this.Promise.all([instance.channel(), instance.channel_client()].map((channel) => {
            return new this.Promise((resolve8, reject) => {
              return this.subscriber.subscribe(channel, () => {
                this.limiters[channel] = instance;
                return resolve8();
              });
            });
          }));
        }
        __removeLimiter__(instance) {
          var _this2 = this;
          return [instance.channel(), instance.channel_client()].forEach(
            /* @__PURE__ */ (function() {
              var _ref3 = _asyncToGenerator(function* (channel) {
                if (!_this2.terminated) {
                  yield _this2.subscriber.unsubscribe(channel);
                }
                return delete _this2.limiters[channel];
              });
              return function(_x) {
                return _ref3.apply(this, arguments);
              };
            })()
          );
        }
        __scriptArgs__(name, id, args, cb) {
          var keys;
          keys = Scripts.keys(name, id);
          return [keys.length].concat(keys, args, cb);
        }
        __scriptFn__(name) {
          return this.client[name].bind(this.client);
        }
        disconnect(flush = true) {
          var i, k, len, ref;
          ref = Object.keys(this.limiters);
          for (i = 0, len = ref.length; i < len; i++) {
            k = ref[i];
            clearInterval(this.limiters[k]._store.heartbeat);
          }
          this.limiters = {};
          this.terminated = true;
          if (flush) {
            return this.Promise.all([this.client.quit(), this.subscriber.quit()]);
          } else {
            this.client.disconnect();
            this.subscriber.disconnect();
            return this.Promise.resolve();
          }
        }
      }
      ;
      IORedisConnection.prototype.datastore = "ioredis";
      IORedisConnection.prototype.defaults = {
        Redis: null,
        clientOptions: {},
        clusterNodes: null,
        client: null,
        Promise,
        Events: null
      };
      return IORedisConnection;
    }.call(void 0);
    module.exports = IORedisConnection;
  }
});

// node_modules/bottleneck/lib/RedisDatastore.js
var require_RedisDatastore = __commonJS({
  "node_modules/bottleneck/lib/RedisDatastore.js"(exports2, module2) {
    "use strict";
    function _slicedToArray2(arr, i) {
      return _arrayWithHoles2(arr) || _iterableToArrayLimit2(arr, i) || _nonIterableRest2();
    }
    function _nonIterableRest2() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance");
    }
    function _iterableToArrayLimit2(arr, i) {
      var _arr = [];
      var _n = true;
      var _d = false;
      var _e = void 0;
      try {
        for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
          _arr.push(_s.value);
          if (i && _arr.length === i) break;
        }
      } catch (err) {
        _d = true;
        _e = err;
      } finally {
        try {
          if (!_n && _i["return"] != null) _i["return"]();
        } finally {
          if (_d) throw _e;
        }
      }
      return _arr;
    }
    function _arrayWithHoles2(arr) {
      if (Array.isArray(arr)) return arr;
    }
    function asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, key, arg) {
      try {
        var info2 = gen[key](arg);
        var value = info2.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info2.done) {
        resolve8(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self = this, args = arguments;
        return new Promise(function(resolve8, reject) {
          var gen = fn.apply(self, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var BottleneckError;
    var IORedisConnection2;
    var RedisConnection2;
    var RedisDatastore;
    var parser2;
    parser2 = require_parser();
    BottleneckError = require_BottleneckError();
    RedisConnection2 = require_RedisConnection();
    IORedisConnection2 = require_IORedisConnection();
    RedisDatastore = class RedisDatastore {
      constructor(instance, storeOptions, storeInstanceOptions) {
        this.instance = instance;
        this.storeOptions = storeOptions;
        this.originalId = this.instance.id;
        this.clientId = this.instance._randomIndex();
        parser2.load(storeInstanceOptions, storeInstanceOptions, this);
        this.clients = {};
        this.capacityPriorityCounters = {};
        this.sharedConnection = this.connection != null;
        if (this.connection == null) {
          this.connection = this.instance.datastore === "redis" ? new RedisConnection2({
            Redis: this.Redis,
            clientOptions: this.clientOptions,
            Promise: this.Promise,
            Events: this.instance.Events
          }) : this.instance.datastore === "ioredis" ? new IORedisConnection2({
            Redis: this.Redis,
            clientOptions: this.clientOptions,
            clusterNodes: this.clusterNodes,
            Promise: this.Promise,
            Events: this.instance.Events
          }) : void 0;
        }
        this.instance.connection = this.connection;
        this.instance.datastore = this.connection.datastore;
        this.ready = this.connection.ready.then((clients) => {
          this.clients = clients;
          return this.runScript("init", this.prepareInitSettings(this.clearDatastore));
        }).then(() => {
          return this.connection.__addLimiter__(this.instance);
        }).then(() => {
          return this.runScript("register_client", [this.instance.queued()]);
        }).then(() => {
          var base;
          if (typeof (base = this.heartbeat = setInterval(() => {
            return this.runScript("heartbeat", []).catch((e) => {
              return this.instance.Events.trigger("error", e);
            });
          }, this.heartbeatInterval)).unref === "function") {
            base.unref();
          }
          return this.clients;
        });
      }
      __publish__(message) {
        var _this = this;
        return _asyncToGenerator2(function* () {
          var client;
          var _ref = yield _this.ready;
          client = _ref.client;
          return client.publish(_this.instance.channel(), `message:${message.toString()}`);
        })();
      }
      onMessage(channel, message) {
        var _this2 = this;
        return _asyncToGenerator2(function* () {
          var capacity, counter, data, drained, e, newCapacity, pos, priorityClient, rawCapacity, type;
          try {
            pos = message.indexOf(":");
            var _ref2 = [message.slice(0, pos), message.slice(pos + 1)];
            type = _ref2[0];
            data = _ref2[1];
            if (type === "capacity") {
              return yield _this2.instance._drainAll(data.length > 0 ? ~~data : void 0);
            } else if (type === "capacity-priority") {
              var _data$split = data.split(":");
              var _data$split2 = _slicedToArray2(_data$split, 3);
              rawCapacity = _data$split2[0];
              priorityClient = _data$split2[1];
              counter = _data$split2[2];
              capacity = rawCapacity.length > 0 ? ~~rawCapacity : void 0;
              if (priorityClient === _this2.clientId) {
                drained = yield _this2.instance._drainAll(capacity);
                newCapacity = capacity != null ? capacity - (drained || 0) : "";
                return yield _this2.clients.client.publish(_this2.instance.channel(), `capacity-priority:${newCapacity}::${counter}`);
              } else if (priorityClient === "") {
                clearTimeout(_this2.capacityPriorityCounters[counter]);
                delete _this2.capacityPriorityCounters[counter];
                return _this2.instance._drainAll(capacity);
              } else {
                return _this2.capacityPriorityCounters[counter] = setTimeout(
                  /* @__PURE__ */ _asyncToGenerator2(function* () {
                    var e2;
                    try {
                      delete _this2.capacityPriorityCounters[counter];
                      yield _this2.runScript("blacklist_client", [priorityClient]);
                      return yield _this2.instance._drainAll(capacity);
                    } catch (error) {
                      e2 = error;
                      return _this2.instance.Events.trigger("error", e2);
                    }
                  }),
                  1e3
                );
              }
            } else if (type === "message") {
              return _this2.instance.Events.trigger("message", data);
            } else if (type === "blocked") {
              return yield _this2.instance._dropAllQueued();
            }
          } catch (error) {
            e = error;
            return _this2.instance.Events.trigger("error", e);
          }
        })();
      }
      __disconnect__(flush) {
        clearInterval(this.heartbeat);
        if (this.sharedConnection) {
          return this.connection.__removeLimiter__(this.instance);
        } else {
          return this.connection.disconnect(flush);
        }
      }
      runScript(name, args) {
        var _this3 = this;
        return _asyncToGenerator2(function* () {
          if (!(name === "init" || name === "register_client")) {
            yield _this3.ready;
          }
          return new _this3.Promise((resolve8, reject) => {
            var all_args, arr;
            all_args = [Date.now(), _this3.clientId].concat(args);
            _this3.instance.Events.trigger("debug", `Calling Redis script: ${name}.lua`, all_args);
            arr = _this3.connection.__scriptArgs__(name, _this3.originalId, all_args, function(err, replies) {
              if (err != null) {
                return reject(err);
              }
              return resolve8(replies);
            });
            return _this3.connection.__scriptFn__(name)(...arr);
          }).catch((e) => {
            if (e.message === "SETTINGS_KEY_NOT_FOUND") {
              if (name === "heartbeat") {
                return _this3.Promise.resolve();
              } else {
                return _this3.runScript("init", _this3.prepareInitSettings(false)).then(() => {
                  return _this3.runScript(name, args);
                });
              }
            } else if (e.message === "UNKNOWN_CLIENT") {
              return _this3.runScript("register_client", [_this3.instance.queued()]).then(() => {
                return _this3.runScript(name, args);
              });
            } else {
              return _this3.Promise.reject(e);
            }
          });
        })();
      }
      prepareArray(arr) {
        var i, len, results, x;
        results = [];
        for (i = 0, len = arr.length; i < len; i++) {
          x = arr[i];
          results.push(x != null ? x.toString() : "");
        }
        return results;
      }
      prepareObject(obj) {
        var arr, k, v;
        arr = [];
        for (k in obj) {
          v = obj[k];
          arr.push(k, v != null ? v.toString() : "");
        }
        return arr;
      }
      prepareInitSettings(clear) {
        var args;
        args = this.prepareObject(Object.assign({}, this.storeOptions, {
          id: this.originalId,
          version: this.instance.version,
          groupTimeout: this.timeout,
          clientTimeout: this.clientTimeout
        }));
        args.unshift(clear ? 1 : 0, this.instance.version);
        return args;
      }
      convertBool(b) {
        return !!b;
      }
      __updateSettings__(options2) {
        var _this4 = this;
        return _asyncToGenerator2(function* () {
          yield _this4.runScript("update_settings", _this4.prepareObject(options2));
          return parser2.overwrite(options2, options2, _this4.storeOptions);
        })();
      }
      __running__() {
        return this.runScript("running", []);
      }
      __queued__() {
        return this.runScript("queued", []);
      }
      __done__() {
        return this.runScript("done", []);
      }
      __groupCheck__() {
        var _this5 = this;
        return _asyncToGenerator2(function* () {
          return _this5.convertBool(yield _this5.runScript("group_check", []));
        })();
      }
      __incrementReservoir__(incr) {
        return this.runScript("increment_reservoir", [incr]);
      }
      __currentReservoir__() {
        return this.runScript("current_reservoir", []);
      }
      __check__(weight) {
        var _this6 = this;
        return _asyncToGenerator2(function* () {
          return _this6.convertBool(yield _this6.runScript("check", _this6.prepareArray([weight])));
        })();
      }
      __register__(index, weight, expiration) {
        var _this7 = this;
        return _asyncToGenerator2(function* () {
          var reservoir, success, wait;
          var _ref4 = yield _this7.runScript("register", _this7.prepareArray([index, weight, expiration]));
          var _ref5 = _slicedToArray2(_ref4, 3);
          success = _ref5[0];
          wait = _ref5[1];
          reservoir = _ref5[2];
          return {
            success: _this7.convertBool(success),
            wait,
            reservoir
          };
        })();
      }
      __submit__(queueLength, weight) {
        var _this8 = this;
        return _asyncToGenerator2(function* () {
          var blocked, e, maxConcurrent, overweight, reachedHWM, strategy;
          try {
            var _ref6 = yield _this8.runScript("submit", _this8.prepareArray([queueLength, weight]));
            var _ref7 = _slicedToArray2(_ref6, 3);
            reachedHWM = _ref7[0];
            blocked = _ref7[1];
            strategy = _ref7[2];
            return {
              reachedHWM: _this8.convertBool(reachedHWM),
              blocked: _this8.convertBool(blocked),
              strategy
            };
          } catch (error) {
            e = error;
            if (e.message.indexOf("OVERWEIGHT") === 0) {
              var _e$message$split = e.message.split(":");
              var _e$message$split2 = _slicedToArray2(_e$message$split, 3);
              overweight = _e$message$split2[0];
              weight = _e$message$split2[1];
              maxConcurrent = _e$message$split2[2];
              throw new BottleneckError(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${maxConcurrent}`);
            } else {
              throw e;
            }
          }
        })();
      }
      __free__(index, weight) {
        var _this9 = this;
        return _asyncToGenerator2(function* () {
          var running;
          running = yield _this9.runScript("free", _this9.prepareArray([index]));
          return {
            running
          };
        })();
      }
    };
    module2.exports = RedisDatastore;
  }
});

// node_modules/bottleneck/lib/States.js
var require_States = __commonJS({
  "node_modules/bottleneck/lib/States.js"(exports2, module2) {
    "use strict";
    var BottleneckError;
    var States;
    BottleneckError = require_BottleneckError();
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
            throw new BottleneckError(`status must be one of ${this.status.join(", ")}`);
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
        return this.counts.reduce((acc, v, i) => {
          acc[this.status[i]] = v;
          return acc;
        }, {});
      }
    };
    module2.exports = States;
  }
});

// node_modules/bottleneck/lib/Sync.js
var require_Sync = __commonJS({
  "node_modules/bottleneck/lib/Sync.js"(exports2, module2) {
    "use strict";
    function asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, key, arg) {
      try {
        var info2 = gen[key](arg);
        var value = info2.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info2.done) {
        resolve8(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self = this, args = arguments;
        return new Promise(function(resolve8, reject) {
          var gen = fn.apply(self, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var DLList;
    var Sync;
    DLList = require_DLList();
    Sync = class Sync {
      constructor(name, Promise2) {
        this.schedule = this.schedule.bind(this);
        this.name = name;
        this.Promise = Promise2;
        this._running = 0;
        this._queue = new DLList();
      }
      isEmpty() {
        return this._queue.length === 0;
      }
      _tryToRun() {
        var _this = this;
        return _asyncToGenerator2(function* () {
          var args, cb, error, reject, resolve8, returned, task;
          if (_this._running < 1 && _this._queue.length > 0) {
            _this._running++;
            var _this$_queue$shift = _this._queue.shift();
            task = _this$_queue$shift.task;
            args = _this$_queue$shift.args;
            resolve8 = _this$_queue$shift.resolve;
            reject = _this$_queue$shift.reject;
            cb = yield _asyncToGenerator2(function* () {
              try {
                returned = yield task(...args);
                return function() {
                  return resolve8(returned);
                };
              } catch (error1) {
                error = error1;
                return function() {
                  return reject(error);
                };
              }
            })();
            _this._running--;
            _this._tryToRun();
            return cb();
          }
        })();
      }
      schedule(task, ...args) {
        var promise, reject, resolve8;
        resolve8 = reject = null;
        promise = new this.Promise(function(_resolve, _reject) {
          resolve8 = _resolve;
          return reject = _reject;
        });
        this._queue.push({
          task,
          args,
          resolve: resolve8,
          reject
        });
        this._tryToRun();
        return promise;
      }
    };
    module2.exports = Sync;
  }
});

// node_modules/bottleneck/lib/version.json
var require_version = __commonJS({
  "node_modules/bottleneck/lib/version.json"(exports2, module2) {
    module2.exports = { version: "2.19.5" };
  }
});

// node_modules/bottleneck/lib/Group.js
var require_Group = __commonJS({
  "node_modules/bottleneck/lib/Group.js"(exports2, module2) {
    "use strict";
    function _slicedToArray2(arr, i) {
      return _arrayWithHoles2(arr) || _iterableToArrayLimit2(arr, i) || _nonIterableRest2();
    }
    function _nonIterableRest2() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance");
    }
    function _iterableToArrayLimit2(arr, i) {
      var _arr = [];
      var _n = true;
      var _d = false;
      var _e = void 0;
      try {
        for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
          _arr.push(_s.value);
          if (i && _arr.length === i) break;
        }
      } catch (err) {
        _d = true;
        _e = err;
      } finally {
        try {
          if (!_n && _i["return"] != null) _i["return"]();
        } finally {
          if (_d) throw _e;
        }
      }
      return _arr;
    }
    function _arrayWithHoles2(arr) {
      if (Array.isArray(arr)) return arr;
    }
    function asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, key, arg) {
      try {
        var info2 = gen[key](arg);
        var value = info2.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info2.done) {
        resolve8(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self = this, args = arguments;
        return new Promise(function(resolve8, reject) {
          var gen = fn.apply(self, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Events2;
    var Group;
    var IORedisConnection2;
    var RedisConnection2;
    var Scripts2;
    var parser2;
    parser2 = require_parser();
    Events2 = require_Events();
    RedisConnection2 = require_RedisConnection();
    IORedisConnection2 = require_IORedisConnection();
    Scripts2 = require_Scripts();
    Group = function() {
      class Group2 {
        constructor(limiterOptions = {}) {
          this.deleteKey = this.deleteKey.bind(this);
          this.limiterOptions = limiterOptions;
          parser2.load(this.limiterOptions, this.defaults, this);
          this.Events = new Events2(this);
          this.instances = {};
          this.Bottleneck = require_Bottleneck();
          this._startAutoCleanup();
          this.sharedConnection = this.connection != null;
          if (this.connection == null) {
            if (this.limiterOptions.datastore === "redis") {
              this.connection = new RedisConnection2(Object.assign({}, this.limiterOptions, {
                Events: this.Events
              }));
            } else if (this.limiterOptions.datastore === "ioredis") {
              this.connection = new IORedisConnection2(Object.assign({}, this.limiterOptions, {
                Events: this.Events
              }));
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
        deleteKey(key = "") {
          var _this = this;
          return _asyncToGenerator2(function* () {
            var deleted, instance;
            instance = _this.instances[key];
            if (_this.connection) {
              deleted = yield _this.connection.__runCommand__(["del", ...Scripts2.allKeys(`${_this.id}-${key}`)]);
            }
            if (instance != null) {
              delete _this.instances[key];
              yield instance.disconnect();
            }
            return instance != null || deleted > 0;
          })();
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
        clusterKeys() {
          var _this2 = this;
          return _asyncToGenerator2(function* () {
            var cursor, end, found, i, k, keys, len, next, start2;
            if (_this2.connection == null) {
              return _this2.Promise.resolve(_this2.keys());
            }
            keys = [];
            cursor = null;
            start2 = `b_${_this2.id}-`.length;
            end = "_settings".length;
            while (cursor !== 0) {
              var _ref = yield _this2.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${_this2.id}-*_settings`, "count", 1e4]);
              var _ref2 = _slicedToArray2(_ref, 2);
              next = _ref2[0];
              found = _ref2[1];
              cursor = ~~next;
              for (i = 0, len = found.length; i < len; i++) {
                k = found[i];
                keys.push(k.slice(start2, -end));
              }
            }
            return keys;
          })();
        }
        _startAutoCleanup() {
          var _this3 = this;
          var base;
          clearInterval(this.interval);
          return typeof (base = this.interval = setInterval(
            /* @__PURE__ */ _asyncToGenerator2(function* () {
              var e, k, ref, results, time, v;
              time = Date.now();
              ref = _this3.instances;
              results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  if (yield v._store.__groupCheck__(time)) {
                    results.push(_this3.deleteKey(k));
                  } else {
                    results.push(void 0);
                  }
                } catch (error) {
                  e = error;
                  results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }),
            this.timeout / 2
          )).unref === "function" ? base.unref() : void 0;
        }
        updateSettings(options2 = {}) {
          parser2.overwrite(options2, this.defaults, this);
          parser2.overwrite(options2, options2, this.limiterOptions);
          if (options2.timeout != null) {
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
      ;
      Group2.prototype.defaults = {
        timeout: 1e3 * 60 * 5,
        connection: null,
        Promise,
        id: "group-key"
      };
      return Group2;
    }.call(void 0);
    module2.exports = Group;
  }
});

// node_modules/bottleneck/lib/Batcher.js
var require_Batcher = __commonJS({
  "node_modules/bottleneck/lib/Batcher.js"(exports2, module2) {
    "use strict";
    var Batcher;
    var Events2;
    var parser2;
    parser2 = require_parser();
    Events2 = require_Events();
    Batcher = function() {
      class Batcher2 {
        constructor(options2 = {}) {
          this.options = options2;
          parser2.load(this.options, this.defaults, this);
          this.Events = new Events2(this);
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
      ;
      Batcher2.prototype.defaults = {
        maxTime: null,
        maxSize: null,
        Promise
      };
      return Batcher2;
    }.call(void 0);
    module2.exports = Batcher;
  }
});

// node_modules/bottleneck/lib/Bottleneck.js
var require_Bottleneck = __commonJS({
  "node_modules/bottleneck/lib/Bottleneck.js"(exports2, module2) {
    "use strict";
    function _slicedToArray2(arr, i) {
      return _arrayWithHoles2(arr) || _iterableToArrayLimit2(arr, i) || _nonIterableRest2();
    }
    function _iterableToArrayLimit2(arr, i) {
      var _arr = [];
      var _n = true;
      var _d = false;
      var _e = void 0;
      try {
        for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
          _arr.push(_s.value);
          if (i && _arr.length === i) break;
        }
      } catch (err) {
        _d = true;
        _e = err;
      } finally {
        try {
          if (!_n && _i["return"] != null) _i["return"]();
        } finally {
          if (_d) throw _e;
        }
      }
      return _arr;
    }
    function _toArray(arr) {
      return _arrayWithHoles2(arr) || _iterableToArray(arr) || _nonIterableRest2();
    }
    function _nonIterableRest2() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance");
    }
    function _iterableToArray(iter) {
      if (Symbol.iterator in Object(iter) || Object.prototype.toString.call(iter) === "[object Arguments]") return Array.from(iter);
    }
    function _arrayWithHoles2(arr) {
      if (Array.isArray(arr)) return arr;
    }
    function asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, key, arg) {
      try {
        var info2 = gen[key](arg);
        var value = info2.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info2.done) {
        resolve8(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator2(fn) {
      return function() {
        var self = this, args = arguments;
        return new Promise(function(resolve8, reject) {
          var gen = fn.apply(self, args);
          function _next(value) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep2(gen, resolve8, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    var Bottleneck2;
    var DEFAULT_PRIORITY;
    var Events2;
    var Job;
    var LocalDatastore;
    var NUM_PRIORITIES;
    var Queues;
    var RedisDatastore;
    var States;
    var Sync;
    var parser2;
    var splice = [].splice;
    NUM_PRIORITIES = 10;
    DEFAULT_PRIORITY = 5;
    parser2 = require_parser();
    Queues = require_Queues();
    Job = require_Job();
    LocalDatastore = require_LocalDatastore();
    RedisDatastore = require_RedisDatastore();
    Events2 = require_Events();
    States = require_States();
    Sync = require_Sync();
    Bottleneck2 = function() {
      class Bottleneck3 {
        constructor(options2 = {}, ...invalid) {
          var storeInstanceOptions, storeOptions;
          this._addToQueue = this._addToQueue.bind(this);
          this._validateOptions(options2, invalid);
          parser2.load(options2, this.instanceDefaults, this);
          this._queues = new Queues(NUM_PRIORITIES);
          this._scheduled = {};
          this._states = new States(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
          this._limiter = null;
          this.Events = new Events2(this);
          this._submitLock = new Sync("submit", this.Promise);
          this._registerLock = new Sync("register", this.Promise);
          storeOptions = parser2.load(options2, this.storeDefaults, {});
          this._store = function() {
            if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
              storeInstanceOptions = parser2.load(options2, this.redisStoreDefaults, {});
              return new RedisDatastore(this, storeOptions, storeInstanceOptions);
            } else if (this.datastore === "local") {
              storeInstanceOptions = parser2.load(options2, this.localStoreDefaults, {});
              return new LocalDatastore(this, storeOptions, storeInstanceOptions);
            } else {
              throw new Bottleneck3.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
            }
          }.call(this);
          this._queues.on("leftzero", () => {
            var ref;
            return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
          });
          this._queues.on("zero", () => {
            var ref;
            return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
          });
        }
        _validateOptions(options2, invalid) {
          if (!(options2 != null && typeof options2 === "object" && invalid.length === 0)) {
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
        _free(index, job, options2, eventInfo) {
          var _this = this;
          return _asyncToGenerator2(function* () {
            var e, running;
            try {
              var _ref = yield _this._store.__free__(index, options2.weight);
              running = _ref.running;
              _this.Events.trigger("debug", `Freed ${options2.id}`, eventInfo);
              if (running === 0 && _this.empty()) {
                return _this.Events.trigger("idle");
              }
            } catch (error1) {
              e = error1;
              return _this.Events.trigger("error", e);
            }
          })();
        }
        _run(index, job, wait) {
          var clearGlobalState, free, run3;
          job.doRun();
          clearGlobalState = this._clearGlobalState.bind(this, index);
          run3 = this._run.bind(this, index, job);
          free = this._free.bind(this, index, job);
          return this._scheduled[index] = {
            timeout: setTimeout(() => {
              return job.doExecute(this._limiter, clearGlobalState, run3, free);
            }, wait),
            expiration: job.options.expiration != null ? setTimeout(function() {
              return job.doExpire(clearGlobalState, run3, free);
            }, wait + job.options.expiration) : void 0,
            job
          };
        }
        _drainOne(capacity) {
          return this._registerLock.schedule(() => {
            var args, index, next, options2, queue2;
            if (this.queued() === 0) {
              return this.Promise.resolve(null);
            }
            queue2 = this._queues.getFirst();
            var _next2 = next = queue2.first();
            options2 = _next2.options;
            args = _next2.args;
            if (capacity != null && options2.weight > capacity) {
              return this.Promise.resolve(null);
            }
            this.Events.trigger("debug", `Draining ${options2.id}`, {
              args,
              options: options2
            });
            index = this._randomIndex();
            return this._store.__register__(index, options2.weight, options2.expiration).then(({
              success,
              wait,
              reservoir
            }) => {
              var empty;
              this.Events.trigger("debug", `Drained ${options2.id}`, {
                success,
                args,
                options: options2
              });
              if (success) {
                queue2.shift();
                empty = this.empty();
                if (empty) {
                  this.Events.trigger("empty");
                }
                if (reservoir === 0) {
                  this.Events.trigger("depleted", empty);
                }
                this._run(index, next, wait);
                return this.Promise.resolve(options2.weight);
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
            return job.doDrop({
              message
            });
          });
        }
        stop(options2 = {}) {
          var done, waitForExecuting;
          options2 = parser2.load(options2, this.stopDefaults);
          waitForExecuting = (at) => {
            var finished;
            finished = () => {
              var counts;
              counts = this._states.counts;
              return counts[0] + counts[1] + counts[2] + counts[3] === at;
            };
            return new this.Promise((resolve8, reject) => {
              if (finished()) {
                return resolve8();
              } else {
                return this.on("done", () => {
                  if (finished()) {
                    this.removeAllListeners("done");
                    return resolve8();
                  }
                });
              }
            });
          };
          done = options2.dropWaitingJobs ? (this._run = function(index, next) {
            return next.doDrop({
              message: options2.dropErrorMessage
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
                    message: options2.dropErrorMessage
                  });
                }
              }
              this._dropAllQueued(options2.dropErrorMessage);
              return waitForExecuting(0);
            });
          })) : this.schedule({
            priority: NUM_PRIORITIES - 1,
            weight: 0
          }, () => {
            return waitForExecuting(1);
          });
          this._receive = function(job) {
            return job._reject(new Bottleneck3.prototype.BottleneckError(options2.enqueueErrorMessage));
          };
          this.stop = () => {
            return this.Promise.reject(new Bottleneck3.prototype.BottleneckError("stop() has already been called"));
          };
          return done;
        }
        _addToQueue(job) {
          var _this2 = this;
          return _asyncToGenerator2(function* () {
            var args, blocked, error, options2, reachedHWM, shifted, strategy;
            args = job.args;
            options2 = job.options;
            try {
              var _ref2 = yield _this2._store.__submit__(_this2.queued(), options2.weight);
              reachedHWM = _ref2.reachedHWM;
              blocked = _ref2.blocked;
              strategy = _ref2.strategy;
            } catch (error1) {
              error = error1;
              _this2.Events.trigger("debug", `Could not queue ${options2.id}`, {
                args,
                options: options2,
                error
              });
              job.doDrop({
                error
              });
              return false;
            }
            if (blocked) {
              job.doDrop();
              return true;
            } else if (reachedHWM) {
              shifted = strategy === Bottleneck3.prototype.strategy.LEAK ? _this2._queues.shiftLastFrom(options2.priority) : strategy === Bottleneck3.prototype.strategy.OVERFLOW_PRIORITY ? _this2._queues.shiftLastFrom(options2.priority + 1) : strategy === Bottleneck3.prototype.strategy.OVERFLOW ? job : void 0;
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
            _this2._queues.push(job);
            yield _this2._drainAll();
            return reachedHWM;
          })();
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
          var cb, fn, job, options2, ref, ref1, task;
          if (typeof args[0] === "function") {
            var _ref3, _ref4, _splice$call, _splice$call2;
            ref = args, _ref3 = ref, _ref4 = _toArray(_ref3), fn = _ref4[0], args = _ref4.slice(1), _ref3, _splice$call = splice.call(args, -1), _splice$call2 = _slicedToArray2(_splice$call, 1), cb = _splice$call2[0], _splice$call;
            options2 = parser2.load({}, this.jobDefaults);
          } else {
            var _ref5, _ref6, _splice$call3, _splice$call4;
            ref1 = args, _ref5 = ref1, _ref6 = _toArray(_ref5), options2 = _ref6[0], fn = _ref6[1], args = _ref6.slice(2), _ref5, _splice$call3 = splice.call(args, -1), _splice$call4 = _slicedToArray2(_splice$call3, 1), cb = _splice$call4[0], _splice$call3;
            options2 = parser2.load(options2, this.jobDefaults);
          }
          task = (...args2) => {
            return new this.Promise(function(resolve8, reject) {
              return fn(...args2, function(...args3) {
                return (args3[0] != null ? reject : resolve8)(args3);
              });
            });
          };
          job = new Job(task, args, options2, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
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
          var job, options2, task;
          if (typeof args[0] === "function") {
            var _args = args;
            var _args2 = _toArray(_args);
            task = _args2[0];
            args = _args2.slice(1);
            options2 = {};
          } else {
            var _args3 = args;
            var _args4 = _toArray(_args3);
            options2 = _args4[0];
            task = _args4[1];
            args = _args4.slice(2);
          }
          job = new Job(task, args, options2, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
          this._receive(job);
          return job.promise;
        }
        wrap(fn) {
          var schedule, wrapped;
          schedule = this.schedule.bind(this);
          wrapped = function wrapped2(...args) {
            return schedule(fn.bind(this), ...args);
          };
          wrapped.withOptions = function(options2, ...args) {
            return schedule(options2, fn, ...args);
          };
          return wrapped;
        }
        updateSettings(options2 = {}) {
          var _this3 = this;
          return _asyncToGenerator2(function* () {
            yield _this3._store.__updateSettings__(parser2.overwrite(options2, _this3.storeDefaults));
            parser2.overwrite(options2, _this3.instanceDefaults, _this3);
            return _this3;
          })();
        }
        currentReservoir() {
          return this._store.__currentReservoir__();
        }
        incrementReservoir(incr = 0) {
          return this._store.__incrementReservoir__(incr);
        }
      }
      ;
      Bottleneck3.default = Bottleneck3;
      Bottleneck3.Events = Events2;
      Bottleneck3.version = Bottleneck3.prototype.version = require_version().version;
      Bottleneck3.strategy = Bottleneck3.prototype.strategy = {
        LEAK: 1,
        OVERFLOW: 2,
        OVERFLOW_PRIORITY: 4,
        BLOCK: 3
      };
      Bottleneck3.BottleneckError = Bottleneck3.prototype.BottleneckError = require_BottleneckError();
      Bottleneck3.Group = Bottleneck3.prototype.Group = require_Group();
      Bottleneck3.RedisConnection = Bottleneck3.prototype.RedisConnection = require_RedisConnection();
      Bottleneck3.IORedisConnection = Bottleneck3.prototype.IORedisConnection = require_IORedisConnection();
      Bottleneck3.Batcher = Bottleneck3.prototype.Batcher = require_Batcher();
      Bottleneck3.prototype.jobDefaults = {
        priority: DEFAULT_PRIORITY,
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
    }.call(void 0);
    module2.exports = Bottleneck2;
  }
});

// node_modules/bottleneck/lib/index.js
var require_lib = __commonJS({
  "node_modules/bottleneck/lib/index.js"(exports2, module2) {
    "use strict";
    module2.exports = require_Bottleneck();
  }
});

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

// src/github/client.ts
import { setTimeout as sleep } from "node:timers/promises";

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest(state, request, options2) {
  return state.retryLimiter.schedule(doRequest, state, request, options2);
}
async function doRequest(state, request, options2) {
  const { pathname } = new URL(options2.url, "http://github.test");
  const isAuth = isAuthRequest(options2.method, pathname);
  const isWrite = !isAuth && options2.method !== "GET" && options2.method !== "HEAD";
  const isSearch = options2.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
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
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options2);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
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
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
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
    const events = {};
    const emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info2) {
      const [state2, request, options2] = info2.args;
      const { pathname } = new URL(options2.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options2.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options2,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
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
            options2,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options2) => {
    initializeBottleneck();
    return wrapRequest(state, request, options2);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION2 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION2}`
  }
);

// src/github/client.ts
var import_bottleneck = __toESM(require_lib(), 1);

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
  async send(request, call) {
    if (this.#abandoned.has(call)) throw new CallCancelled(call);
    this.#inFlight.add(call);
    try {
      return await request(call);
    } catch (error) {
      this.#lastError.set(call, error);
      if (this.signal.aborted && !this.#late.has(call)) this.#abandon(call, error);
      throw error;
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
    return new Promise((resolve8, reject) => {
      const onAbort = () => {
        if (!this.#inFlight.has(call)) this.#abandon(call, this.#lastError.get(call) ?? new CallCancelled(call));
      };
      this.#giveUp.set(call, reject);
      if (this.signal.aborted) onAbort();
      else this.signal.addEventListener("abort", onAbort, { once: true });
      sent.then(resolve8, reject).finally(() => {
        this.signal.removeEventListener("abort", onAbort);
        this.#giveUp.delete(call);
      });
    });
  }
  #abandon(call, error) {
    this.#abandoned.add(call);
    this.#giveUp.get(call)?.(error);
  }
};
function cancelGate(octokit, options2) {
  const book = options2["cancelBook"];
  if (book instanceof CancelBook) octokit.hook.wrap("request", (request, call) => book.send(request, call));
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
function isFailedCall(error) {
  if (!(error instanceof Error) || error.name !== "HttpError" || !("status" in error) || !("request" in error)) return false;
  const request = error.request;
  return typeof error.status === "number" && typeof request?.method === "string" && typeof request.url === "string";
}
function isOutage(error) {
  return outage(error) !== null;
}
function outage(error) {
  if (!isFailedCall(error)) return null;
  const where = `${error.request.method} ${new URL(error.request.url).pathname}`;
  if (error.response === void 0) {
    const code = networkCode(error.cause);
    return code !== null ? { words: `GitHub could not be reached on ${where} (${code})`, url: error.request.url } : null;
  }
  if (error.status >= 500 && error.status !== 501) return { words: `GitHub answered ${error.status} on ${where}`, url: error.request.url };
  return null;
}
function networkCode(cause) {
  for (let current = cause; current instanceof Error; current = current.cause) {
    const code = "code" in current ? current.code : void 0;
    if (typeof code === "string" && TRANSIENT_NETWORK_CODES.has(code)) return code;
  }
  return null;
}
function inWords(ms) {
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
function createClient(options2) {
  const patience = options2.patience ?? (() => DEFAULT_PATIENCE_MS);
  const baseMs = options2.retryBaseMs ?? 1e3;
  const maxRateLimitWaitMs = (options2.maxRateLimitWaitSeconds ?? 120) * 1e3;
  const { cancel } = options2;
  const book = cancel !== void 0 ? new CancelBook(cancel) : null;
  const giveUpAt = /* @__PURE__ */ new WeakMap();
  const leftMs = (call) => {
    const late = book?.isLate(call) === true;
    if (cancel?.aborted === true && !late) return 0;
    let until = giveUpAt.get(call);
    if (until === void 0) {
      until = Date.now() + (late ? options2.cancelPatienceMs ?? CANCEL_PATIENCE_MS : patience());
      giveUpAt.set(call, until);
    }
    return until - Date.now();
  };
  const rateLimited = (what, retryAfter, call, limitMs) => {
    if (retryAfter * 1e3 > limitMs) {
      options2.log(
        `${what} hit on ${call.method} ${call.url}; it resets in ${retryAfter} s, longer than the ${inWords(Math.max(0, limitMs))} worth waiting`
      );
      return false;
    }
    options2.log(`${what} hit on ${call.method} ${call.url}; retrying after ${retryAfter} s`);
    return true;
  };
  const pacing = {
    write: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime: 1e3 }),
    notifications: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime: 3e3 }),
    search: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime: 2e3 })
  };
  const octokit = new RalphOctokit({
    auth: options2.token,
    baseUrl: options2.baseUrl.replace(/\/+$/, ""),
    userAgent: "ralph-bot",
    // plugin-request-log's line for each failed request is left out: a failure surfaces as the
    // thrown error, and each wait as the line the outage hook or the rate-limit handlers write.
    log: { debug: () => {
    }, info: () => {
    }, warn: options2.log, error: () => {
    } },
    cancelBook: book,
    throttle: {
      enabled: options2.throttling ?? true,
      id: PACING_KEY,
      ...pacing,
      onRateLimit: (retryAfter, call) => rateLimited("rate limit", retryAfter, call, Math.min(maxRateLimitWaitMs, leftMs(call))),
      onSecondaryRateLimit: (retryAfter, call) => rateLimited("secondary rate limit", retryAfter, call, leftMs(call))
    }
  });
  cancel?.addEventListener("abort", () => unpace(Object.values(pacing)), { once: true });
  octokit.hook.wrap("request", async (request, call) => {
    book?.arrive(call);
    const watched = book !== null && !book.isLate(call) ? book : null;
    for (let attempt = 0; ; attempt++) {
      try {
        return await (watched !== null ? watched.watch(Promise.resolve(request(call)), call) : request(call));
      } catch (error) {
        if (isFailedCall(error) && error.status === 401) throw new TokenRefused(error);
        const trouble = outage(error);
        if (trouble === null) throw error;
        const findApplied = call.request?.["findApplied"];
        if (isFindApplied(findApplied)) {
          const applied = await findApplied().catch((lookup2) => {
            options2.log(`${trouble.words}; could not look whether GitHub applied it (${String(lookup2)}), so it is not sent again`);
            throw error;
          });
          if (applied !== null) {
            options2.log(`${trouble.words}; GitHub had applied it all the same`);
            return { status: 200, url: trouble.url, headers: {}, data: applied };
          }
        }
        if (watched !== null && cancel?.aborted === true) {
          options2.log(`${trouble.words}; not retried: the workflow run is being cancelled`);
          throw error;
        }
        const waitMs = Math.min(baseMs * 2 ** attempt, MAX_WAIT_MS, leftMs(call));
        if (waitMs <= 0) {
          options2.log(`${trouble.words}; giving up: the run cannot wait longer`);
          throw error;
        }
        options2.log(`${trouble.words}; retrying in ${inWords(waitMs)}`);
        if (!await waited(waitMs, watched?.signal)) {
          options2.log(`${trouble.words}; not retried: the workflow run is being cancelled`);
          throw error;
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
async function waited(ms, signal) {
  try {
    await sleep(ms, void 0, signal !== void 0 ? { signal } : {});
    return true;
  } catch (error) {
    if (signal?.aborted === true) return false;
    throw error;
  }
}
async function sendAtMostOnce(send, findApplied, resend) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!isOutage(error)) throw error;
      const applied = await findApplied().catch(() => {
        throw error;
      });
      if (applied !== null) {
        resend.log(`${describe(error)}; GitHub had applied it all the same`);
        return applied;
      }
      if (attempt >= resend.times) throw error;
      const waitMs = (resend.baseMs ?? 1e3) * 2 ** attempt;
      resend.log(`${describe(error)}; GitHub did not apply it, so it is sent again in ${inWords(waitMs)}`);
      await sleep(waitMs);
    }
  }
}
function describe(error) {
  return outage(error)?.words ?? (error instanceof Error ? error.message : String(error));
}
function isFindApplied(value) {
  return typeof value === "function";
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
function safeLine(text2, secrets) {
  return foldWhiteSpace(breakMentions(sanitize(text2, secrets)));
}
function safeNote(text2, secrets) {
  return breakMentions(sanitize(text2, secrets));
}
function safeText(text2, secrets) {
  return escapeFences(
    breakMentions(sanitize(text2, secrets).replace(CHARACTER_REFERENCE, "&amp;")).replace(/</g, "&lt;").replace(/--!?>/g, "--&gt;")
  );
}
function escapeFences(text2) {
  return text2.replace(/^( {0,3})(`{3,}|~{3,})/gm, "$1\\$2");
}
function safeCode(text2, secrets) {
  return sanitize(text2, secrets).replace(/<!--/g, "&lt;!--").replace(/--!?>/g, "--&gt;");
}
var CHARACTER_REFERENCE = /&(?=#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/g;
function breakMentions(text2) {
  return text2.replace(/@(?=[A-Za-z0-9])/g, "@\u200B");
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

// src/github/issues.ts
async function readIssue(octokit, ref, number) {
  const { data } = await octokit.rest.issues.get({ owner: ref.owner, repo: ref.repo, issue_number: number });
  return { number: data.number, title: data.title, body: data.body ?? "", updatedAt: data.updated_at };
}
async function readIssueComment(octokit, ref, commentId) {
  const { data } = await octokit.rest.issues.getComment({ owner: ref.owner, repo: ref.repo, comment_id: commentId });
  return { issueUrl: data.issue_url, body: data.body ?? "", author: data.user?.login ?? null, url: data.html_url };
}
async function acknowledge(octokit, ref, target) {
  const { owner, repo } = ref;
  if (target.commentId !== null) {
    await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: target.commentId, content: "eyes" });
  } else await octokit.rest.reactions.createForIssue({ owner, repo, issue_number: target.issueNumber, content: "eyes" });
}

// src/github/pulls.ts
async function readPullRequest(octokit, ref, number) {
  return (await octokit.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: number })).data;
}
async function findOpenPullRequest(octokit, ref, branch) {
  const { owner, repo } = ref;
  const open3 = await octokit.paginate(octokit.rest.pulls.list, { owner, repo, state: "open", head: `${owner}:${branch}`, per_page: 100 });
  return open3.find((pull) => pull.head.repo?.full_name.toLowerCase() === `${owner}/${repo}`.toLowerCase())?.number ?? null;
}
async function writePullRequestBody(octokit, ref, number, body) {
  const { data } = await octokit.rest.pulls.update({ owner: ref.owner, repo: ref.repo, pull_number: number, body });
  return { number: data.number, url: data.html_url };
}

// src/github/markers.ts
var MarkerKind = external_exports.enum(["round", "final", "pull-request", "reply", "tracking", "stop", "state"]);
var MARKER = /<!-- ralph-bot:([a-z-]+) (\{.*?\}) -->/g;
function renderMarker(kind, data) {
  return `<!-- ralph-bot:${kind} ${JSON.stringify(data).replace(/>/g, "\\u003e")} -->`;
}
var SUMMARY_CELL_CHARS = 120;
var RoundVerdict = external_exports.enum(["passed", "failed", "none"]);
var RoundMarker = external_exports.object({
  refused: external_exports.string().max(4e3).optional(),
  run: external_exports.string(),
  issue: external_exports.number().int(),
  round: external_exports.number().int().positive(),
  status: external_exports.enum(["continue", "complete", "blocked", "failed"]),
  sha: external_exports.string().regex(/^[0-9a-f]{40}$/),
  started: external_exports.number().int().nonnegative().optional(),
  elapsed: external_exports.number().int().nonnegative().optional(),
  verified: RoundVerdict.optional(),
  usage: external_exports.string().max(1e3).optional(),
  summary: external_exports.string().max(SUMMARY_CELL_CHARS).optional()
});
var RefusedHostsMarker = external_exports.array(
  external_exports.object({
    host: external_exports.string().max(253),
    count: external_exports.number().int().positive(),
    reason: external_exports.enum(["not-allowed", "address", "host-mismatch"])
  })
).max(10);
function readTrustedMarker(comment, kind, botLogin) {
  if (comment.user?.login.toLowerCase() !== botLogin.toLowerCase()) return null;
  for (const match of (comment.body ?? "").matchAll(MARKER)) {
    if (match[1] !== kind || match[2] === void 0) continue;
    try {
      const data = JSON.parse(match[2]);
      if (data !== null && typeof data === "object" && !Array.isArray(data)) return data;
    } catch {
      return null;
    }
  }
  return null;
}

// src/github/thread.ts
var PullRequestRefused = class extends Error {
  constructor(status, githubMessage2, compareUrl) {
    super(`GitHub answered ${status}: ${githubMessage2}`);
    this.status = status;
    this.githubMessage = githubMessage2;
    this.compareUrl = compareUrl;
  }
  status;
  githubMessage;
  compareUrl;
  name = "PullRequestRefused";
};
var IssueThread = class {
  constructor(octokit, ref) {
    this.octokit = octokit;
    this.ref = ref;
  }
  octokit;
  ref;
  /** The number of the issue (or pull request) the thread talks on. */
  get number() {
    return this.ref.issueNumber;
  }
  /** Every comment on the issue, oldest first (all pages). */
  async comments() {
    const { owner, repo, issueNumber } = this.ref;
    return this.octokit.paginate(this.octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
  }
  /**
   * Posts a one-off comment of this workflow run (a reply, a stop request) at most once: `text`
   * after a trusted `kind` marker with `data` and the workflow run's id (`run`), by which a post
   * GitHub applied but did not answer (a 5xx, a broken connection) is found and not sent again
   * (see {@link IssueThread.postOnce}; no comments are read unless the post fails so). Returns its
   * web address.
   */
  async postOwn(kind, data, text2, own) {
    const marker = {
      kind,
      match: (found) => found["run"] === own.runId && Object.entries(data).every(([key, value]) => found[key] === value)
    };
    return (await this.postOnce(`${renderMarker(kind, { ...data, run: own.runId })}
${text2}`, marker, own.botLogin, [])).url;
  }
  /**
   * Posts the run's tracking comment at most once (see {@link IssueThread.postOnce}; no comments
   * are read unless the post fails in a way GitHub may have applied); returns its id, for
   * {@link IssueThread.editOrRepost}. `marker` matches this run's tracking marker.
   */
  async postTracking(body, marker, botLogin) {
    return (await this.postOnce(body, marker, botLogin, [])).id;
  }
  /** Replaces the body of one of the bot's comments. */
  async editComment(commentId, body) {
    const { owner, repo } = this.ref;
    await this.octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body });
  }
  /**
   * Replaces the body of one of the bot's comments. When GitHub answers 404, the comment is read:
   * if it is still there (the 404 was GitHub's passing mistake) the edit is sent again; only when
   * the read says 404 too (a person deleted the comment) is the body posted again as a new comment,
   * at most once (see {@link IssueThread.postOnce}; `marker` matches the body's own marker).
   * Returns the id now in use, for the next edit.
   */
  async editOrRepost(commentId, body, marker, botLogin) {
    try {
      await this.editComment(commentId, body);
      return commentId;
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
    if (await this.commentExists(commentId)) {
      await this.editComment(commentId, body);
      return commentId;
    }
    return (await this.postOnce(body, marker, botLogin, [])).id;
  }
  /** Whether a comment is there: false when GitHub answers 404. @throws any other error. */
  async commentExists(commentId) {
    const { owner, repo } = this.ref;
    try {
      await this.octokit.rest.issues.getComment({ owner, repo, comment_id: commentId });
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }
  /**
   * Posts a comment at most once: when a trusted comment of the bot (`botLogin`) already carries a
   * `marker` that matches, that comment is returned and nothing is posted. Before posting it looks
   * in `seen` (the comments the caller read at the run's start, so that a second attempt of the
   * same workflow run — a re-run keeps the run id — finds what the first posted), or reads the
   * issue's comments (all pages) when `seen` is not given; and it reads them again when the post
   * fails in a way GitHub may have applied all the same (5xx, a broken connection), before it is
   * sent again. Passing `seen` keeps a round's cost from growing with the issue's comments.
   * @throws Error when `body` does not carry a matching marker itself: it could never be found again.
   */
  async postOnce(body, marker, botLogin, seen) {
    const own = readTrustedMarker({ body, user: { login: botLogin } }, marker.kind, botLogin);
    if (own === null || !marker.match(own)) throw new Error(`the comment to post once does not carry a matching ${marker.kind} marker`);
    const matching = (comments) => comments.find((comment) => {
      if (marker.ignore?.has(comment.id) === true) return false;
      const data = readTrustedMarker(comment, marker.kind, botLogin);
      return data !== null && marker.match(data);
    }) ?? null;
    const find = async () => matching(await this.comments());
    const existing = seen !== void 0 ? matching(seen) : await find();
    if (existing !== null) return { id: existing.id, url: existing.html_url };
    return this.create(body, find);
  }
  /**
   * Opens the pull request from `head` to `base`, or updates the title and body of the open one
   * (all pages of open pull requests read), so that a run never opens a second: also when GitHub
   * created it but its answer was lost (a 5xx, a broken connection), or when another run opened it
   * meanwhile (422 "A pull request already exists for …").
   * @throws PullRequestRefused when GitHub refuses for another reason (any other 4xx).
   */
  async openOrUpdatePullRequest(pull) {
    const { owner, repo } = this.ref;
    const open3 = async () => (await this.octokit.paginate(this.octokit.rest.pulls.list, {
      owner,
      repo,
      state: "open",
      head: `${owner}:${pull.head}`,
      base: pull.base,
      per_page: 100
    }))[0] ?? null;
    const existing = await open3();
    if (existing !== null) return this.updatePullRequest(existing.number, pull);
    try {
      const { head, base, title, body, draft } = pull;
      const findApplied = open3;
      const { data } = await this.octokit.rest.pulls.create({ owner, repo, head, base, title, body, draft, request: { findApplied } });
      return { number: data.number, url: data.html_url };
    } catch (error) {
      const status = statusOf(error);
      if (status === null || status < 400 || status >= 500) throw error;
      const message = githubMessage(error);
      if (status === 422 && /already exists/i.test(message)) {
        const raced = await open3();
        if (raced !== null) return this.updatePullRequest(raced.number, pull);
      }
      throw new PullRequestRefused(status, message, `${pull.repositoryUrl}/compare/${pull.base}...${pull.head}?expand=1`);
    }
  }
  async updatePullRequest(number, pull) {
    const { owner, repo } = this.ref;
    const { data } = await this.octokit.rest.pulls.update({ owner, repo, pull_number: number, title: pull.title, body: pull.body });
    return { number: data.number, url: data.html_url };
  }
  /** Posts a comment; with `findApplied`, a post GitHub applied but did not answer is not sent twice (see `createClient`). */
  async create(body, findApplied) {
    const { owner, repo, issueNumber } = this.ref;
    const { data } = await this.octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
      ...findApplied !== void 0 ? { request: { findApplied } } : {}
    });
    return { id: data.id, url: data.html_url };
  }
};
function isLockedRefusal(error) {
  return statusOf(error) === 403 && /\bis locked\b/i.test(githubMessage(error));
}
function statusOf(error) {
  return error instanceof Error && "status" in error && typeof error.status === "number" ? error.status : null;
}
function githubMessage(error) {
  const data = error instanceof Error && "response" in error ? error.response?.data : void 0;
  if (typeof data !== "object" || data === null) return error instanceof Error ? error.message : String(error);
  const message = "message" in data && typeof data.message === "string" ? data.message : "no message";
  const details = ("errors" in data && Array.isArray(data.errors) ? data.errors : []).map((entry) => {
    if (typeof entry === "string") return entry;
    if (typeof entry !== "object" || entry === null) return "";
    if ("message" in entry && typeof entry.message === "string") return entry.message;
    const field = "field" in entry && typeof entry.field === "string" ? entry.field : "";
    const code = "code" in entry && typeof entry.code === "string" ? entry.code : "";
    return `${field} ${code}`.trim();
  });
  const said = details.filter((detail) => detail !== "");
  return said.length > 0 ? `${message}: ${said.join("; ")}` : message;
}
async function readComments(octokit, ref, since) {
  let answeredAt = Number.NaN;
  const { owner, repo, issueNumber } = ref;
  const comments = await octokit.paginate(
    octokit.rest.issues.listComments,
    { owner, repo, issue_number: issueNumber, ...since !== void 0 ? { since } : {}, per_page: 100 },
    (response) => {
      if (Number.isNaN(answeredAt)) answeredAt = Date.parse(response.headers.date ?? "");
      return response.data;
    }
  );
  return { comments, answeredAt };
}
async function getPullRequest(octokit, repo, number) {
  return (await octokit.rest.pulls.get({ owner: repo.owner, repo: repo.repo, pull_number: number })).data;
}

// src/github/command.ts
var NOTE = /^\S+[ \t]+note(?=\s|$)/i;
var LEADING_SPACE = /^[ \t\r\n]+/;
function parseCommand(body, command, maxRoundsLimit) {
  const text2 = body.replace(LEADING_SPACE, "");
  const firstLine = text2.split(/\r?\n/, 1)[0] ?? "";
  const [word = "", ...args] = firstLine.split(/[ \t]+/).filter((part) => part !== "");
  if (word.toLowerCase() !== command.toLowerCase()) return null;
  const usage = `Use \`${command}\`, \`${command} rounds=N\` (N from 1 to ${maxRoundsLimit}), \`${command} stop\` or \`${command} note <text>\` (a note for the live run's next round).`;
  if (args.length === 0) return { kind: "start", rounds: null };
  if (args.length === 1 && args[0]?.toLowerCase() === "stop") return { kind: "stop" };
  if (args[0]?.toLowerCase() === "note") {
    const note = text2.replace(NOTE, "").trim();
    return note === "" ? { kind: "invalid", reply: `A note needs its text: \`${command} note <text>\`.` } : { kind: "note", text: note };
  }
  const rounds = args.length === 1 ? /^rounds=(\d{1,9})$/i.exec(args[0] ?? "") : null;
  if (rounds === null) return { kind: "invalid", reply: `I did not understand that command. ${usage}` };
  const n = Number(rounds[1]);
  if (n < 1 || n > maxRoundsLimit)
    return { kind: "invalid", reply: `rounds=${n} is not allowed: N must be from 1 to ${maxRoundsLimit} (max-rounds-limit). ${usage}` };
  return { kind: "start", rounds: n };
}

// src/github/relay-dispatch.ts
var RelayInputs = external_exports.looseObject({
  "relay-run": external_exports.string().optional(),
  "relay-round": external_exports.string().optional()
});
function relayDispatch(inputs) {
  const run3 = inputs?.["relay-run"]?.trim() ?? "";
  const round = inputs?.["relay-round"]?.trim() ?? "";
  if (run3 === "" && round === "") return null;
  if (!/^\d{1,20}$/.test(run3) || !/^[1-9]\d{0,8}$/.test(round)) return "malformed";
  return { run: run3, round: Number(round) };
}
function isRelayLeg(payload) {
  const event = external_exports.looseObject({ inputs: RelayInputs.nullable().optional() }).safeParse(payload);
  return event.success && relayDispatch(event.data.inputs ?? null) !== null;
}

// src/github/trigger.ts
var Actor = external_exports.looseObject({ login: external_exports.string(), type: external_exports.string() });
var Label = external_exports.looseObject({ name: external_exports.string() });
var Issue = external_exports.looseObject({
  number: external_exports.number().int().positive(),
  title: external_exports.string(),
  body: external_exports.string().nullable().optional(),
  updated_at: external_exports.string().optional(),
  pull_request: external_exports.unknown().optional()
});
var LabelEvent = external_exports.looseObject({ action: external_exports.enum(["labeled", "unlabeled"]), label: Label.optional(), issue: Issue, sender: Actor });
var CommentEvent = external_exports.looseObject({
  action: external_exports.literal("created"),
  issue: Issue,
  comment: external_exports.looseObject({ id: external_exports.number().int(), body: external_exports.string(), created_at: external_exports.string().optional() }),
  sender: Actor
});
var WorkflowDispatchEvent = external_exports.looseObject({ sender: Actor.optional(), inputs: RelayInputs.nullable().optional() });
var PullRequestData = external_exports.looseObject({
  number: external_exports.number().int().positive(),
  html_url: external_exports.string(),
  /** `open` or `closed` (a merged pull request is closed): only an open one starts a run. */
  state: external_exports.string(),
  head: external_exports.looseObject({ ref: external_exports.string(), sha: external_exports.string(), repo: external_exports.looseObject({ full_name: external_exports.string() }).nullable() }),
  base: external_exports.looseObject({ ref: external_exports.string(), repo: external_exports.looseObject({ full_name: external_exports.string() }) })
});
var ReviewEvent = external_exports.looseObject({
  action: external_exports.literal("submitted"),
  review: external_exports.looseObject({
    id: external_exports.number().int().positive(),
    state: external_exports.string(),
    submitted_at: external_exports.string().nullable().optional()
  }),
  pull_request: PullRequestData,
  sender: Actor
});
var RepositoryDispatchEvent = external_exports.looseObject({
  action: external_exports.string(),
  client_payload: external_exports.looseObject({ issue: external_exports.coerce.number().int().positive().optional(), objective: external_exports.string().optional() }).nullable().optional(),
  sender: Actor.optional()
});
var DEFAULT_BRANCH_PREFIX = "ralph/issue-";
function ralphIssueOf(pull, branchPrefix) {
  if (pull.head.repo === null || pull.head.repo.full_name.toLowerCase() !== pull.base.repo.full_name.toLowerCase()) {
    return { skip: `pull request #${pull.number} comes from another repository (a fork)` };
  }
  const ref = pull.head.ref;
  const digits = ref.startsWith(branchPrefix) ? ref.slice(branchPrefix.length) : "";
  if (!/^[1-9]\d{0,9}$/.test(digits)) return { skip: `pull request #${pull.number} is not a Ralph pull request (head ${ref})` };
  return Number(digits);
}
function closedSkip(pull) {
  return pull.state === "open" ? null : { kind: "skip", reason: `pull request #${pull.number} is ${pull.state}, not open` };
}
function pullRequestTrigger(pull, reviewId) {
  return { number: pull.number, url: pull.html_url, headSha: pull.head.sha, baseRef: pull.base.ref, reviewId };
}
var MalformedEventError = class extends Error {
};
function parsePayload(schema, payload, eventName) {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "payload").join(", ");
    throw new MalformedEventError(`the ${eventName} event payload is malformed (${fields})`);
  }
  return parsed.data;
}
function toIssue(issue) {
  return { number: issue.number, title: issue.title, body: issue.body ?? "", updatedAt: issue.updated_at ?? null };
}
function parseTrigger(eventName, payload, settings, pullRequest) {
  const branchPrefix = settings.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
  const pull = pullRequest === void 0 ? null : parsePayload(PullRequestData, pullRequest, "pull request");
  const action = typeof payload === "object" && payload !== null && "action" in payload ? String(payload.action) : "";
  const isTriggerLabel = (name) => name.toLowerCase() === settings.triggerLabel.toLowerCase();
  if (eventName === "issues" && (action === "labeled" || action === "unlabeled")) {
    const event = parsePayload(LabelEvent, payload, eventName);
    if (event.label === void 0) return { kind: "skip", reason: `the ${eventName}.${action} event names no label` };
    if (!isTriggerLabel(event.label.name)) {
      return { kind: "skip", reason: `label "${event.label.name}" is not the trigger label "${settings.triggerLabel}"` };
    }
    if (event.issue.pull_request !== void 0) return { kind: "skip", reason: "the label is on a pull request, not an issue" };
    if (action === "unlabeled")
      return { kind: "stop", source: "unlabel", issueNumber: event.issue.number, actor: event.sender, commentId: null };
    return {
      kind: "start",
      source: "label",
      issue: toIssue(event.issue),
      issueNumber: event.issue.number,
      objectiveNote: null,
      rounds: null,
      actor: event.sender,
      commentId: null,
      at: event.issue.updated_at ?? null,
      pullRequest: null
    };
  }
  if (eventName === "issue_comment" && action === "created") {
    const event = parsePayload(CommentEvent, payload, eventName);
    const command = parseCommand(event.comment.body, settings.command, settings.maxRoundsLimit);
    if (command === null) return { kind: "skip", reason: "the comment is not a command" };
    if (event.issue.pull_request !== void 0) {
      if (pull === null) return { kind: "lookup", pullRequestNumber: event.issue.number, actor: event.sender };
      const issueNumber = ralphIssueOf(pull, branchPrefix);
      if (typeof issueNumber !== "number") return { kind: "skip", reason: issueNumber.skip };
      const onPull = { issueNumber, actor: event.sender, commentId: event.comment.id, pullRequest: pullRequestTrigger(pull, null) };
      if (command.kind === "stop") return { kind: "stop", source: "command", ...onPull };
      if (command.kind === "note") return { kind: "note", ...onPull, text: command.text };
      if (command.kind === "invalid") return { kind: "refuse", ...onPull, reply: command.reply };
      const closed = closedSkip(pull);
      if (closed !== null) return closed;
      return {
        kind: "start",
        source: "command",
        issue: null,
        issueNumber,
        objectiveNote: event.comment.body,
        rounds: command.rounds,
        actor: event.sender,
        commentId: event.comment.id,
        at: event.comment.created_at ?? null,
        pullRequest: pullRequestTrigger(pull, null)
      };
    }
    const who = { issueNumber: event.issue.number, actor: event.sender, commentId: event.comment.id };
    if (command.kind === "stop") return { kind: "stop", source: "command", ...who };
    if (command.kind === "note") return { kind: "note", ...who, text: command.text };
    if (command.kind === "invalid") return { kind: "refuse", ...who, reply: command.reply };
    return {
      kind: "start",
      source: "command",
      issue: toIssue(event.issue),
      objectiveNote: event.comment.body,
      rounds: command.rounds,
      at: event.comment.created_at ?? null,
      pullRequest: null,
      ...who
    };
  }
  if (eventName === "pull_request_review" && action === "submitted") {
    const event = parsePayload(ReviewEvent, payload, eventName);
    if (event.review.state.toLowerCase() !== "changes_requested") {
      return { kind: "skip", reason: `a review that ${event.review.state.toLowerCase().replace(/_/g, " ")} does not ask for changes` };
    }
    const issueNumber = ralphIssueOf(event.pull_request, branchPrefix);
    if (typeof issueNumber !== "number") return { kind: "skip", reason: issueNumber.skip };
    const closed = closedSkip(event.pull_request);
    if (closed !== null) return closed;
    return {
      kind: "start",
      source: "review",
      issue: null,
      issueNumber,
      objectiveNote: null,
      rounds: null,
      actor: event.sender,
      commentId: null,
      at: event.review.submitted_at ?? null,
      pullRequest: pullRequestTrigger(event.pull_request, event.review.id)
    };
  }
  if (eventName === "workflow_dispatch") {
    if (settings.issueNumber === null && settings.objective === null) {
      return { kind: "skip", reason: "workflow_dispatch without an issue-number or objective input" };
    }
    const event = parsePayload(WorkflowDispatchEvent, payload, eventName);
    const relay = relayDispatch(event.inputs ?? null);
    if (relay === "malformed")
      return { kind: "skip", reason: "a relay dispatch needs a workflow run id in relay-run and a round number in relay-round" };
    const named = settings.pullRequest ?? null;
    if (named === null) {
      const started2 = dispatch(settings.issueNumber, settings.objective, settings.commentId, dispatcher(event.sender));
      return relay !== null ? { ...started2, relay } : started2;
    }
    if (pull === null) return { kind: "lookup", pullRequestNumber: named, actor: dispatcher(event.sender) };
    const issueNumber = ralphIssueOf(pull, branchPrefix);
    if (typeof issueNumber !== "number") return { kind: "skip", reason: issueNumber.skip };
    if (settings.issueNumber !== null && settings.issueNumber !== issueNumber) {
      return {
        kind: "skip",
        reason: `pull request #${named} is the Ralph pull request of #${issueNumber}, not of #${settings.issueNumber}`
      };
    }
    const closed = closedSkip(pull);
    if (closed !== null) return closed;
    const started = dispatch(issueNumber, settings.objective, settings.commentId, dispatcher(event.sender));
    return { ...started, pullRequest: pullRequestTrigger(pull, settings.reviewId ?? null), ...relay !== null ? { relay } : {} };
  }
  if (eventName === "repository_dispatch") {
    const event = parsePayload(RepositoryDispatchEvent, payload, eventName);
    const issueNumber = event.client_payload?.issue ?? settings.issueNumber;
    const objective = event.client_payload?.objective ?? settings.objective;
    if (issueNumber === null && objective === null) return { kind: "skip", reason: "repository_dispatch without client_payload.issue" };
    return dispatch(issueNumber, objective, settings.commentId, dispatcher(event.sender));
  }
  return { kind: "skip", reason: `${eventName}${action ? `.${action}` : ""} is not a trigger` };
}
function dispatcher(sender) {
  return sender !== void 0 && sender.type === "User" ? sender : null;
}
function dispatch(issueNumber, objective, commentId, actor) {
  return {
    kind: "start",
    source: "dispatch",
    issue: null,
    issueNumber,
    objectiveNote: objective,
    rounds: null,
    actor,
    commentId,
    at: null,
    pullRequest: null
  };
}

// src/github/check-event.ts
var CheckRunEvent = external_exports.looseObject({
  action: external_exports.literal("completed"),
  check_run: external_exports.looseObject({
    id: external_exports.number().int().positive(),
    name: external_exports.string(),
    head_sha: external_exports.string(),
    conclusion: external_exports.string().nullable(),
    html_url: external_exports.string().nullable().optional(),
    details_url: external_exports.string().nullable().optional(),
    output: external_exports.looseObject({
      title: external_exports.string().nullable().optional(),
      summary: external_exports.string().nullable().optional(),
      text: external_exports.string().nullable().optional()
    }).optional(),
    check_suite: external_exports.looseObject({ head_branch: external_exports.string().nullable() }),
    app: external_exports.looseObject({ slug: external_exports.string().optional() }).nullable().optional()
  })
});
var WorkflowRun = external_exports.looseObject({
  id: external_exports.number().int().positive(),
  name: external_exports.string().nullable().optional(),
  head_sha: external_exports.string(),
  head_branch: external_exports.string().nullable(),
  status: external_exports.string().nullable().optional(),
  conclusion: external_exports.string().nullable(),
  path: external_exports.string().optional(),
  run_attempt: external_exports.number().int().positive().optional(),
  html_url: external_exports.string().optional(),
  head_repository: external_exports.looseObject({ full_name: external_exports.string() }).nullable().optional()
});
var Workflow = external_exports.looseObject({ name: external_exports.string().optional(), path: external_exports.string().optional() });
var WorkflowRunEvent = external_exports.looseObject({
  action: external_exports.literal("completed"),
  workflow_run: WorkflowRun,
  workflow: Workflow.nullable().optional()
});
function readCompletedCheck(eventName, payload) {
  const action = typeof payload === "object" && payload !== null && "action" in payload ? payload.action : null;
  if (action !== "completed") return null;
  if (eventName === "check_run") {
    const { check_run: run3 } = parse(CheckRunEvent, payload, eventName);
    const output = [run3.output?.title, run3.output?.summary, run3.output?.text].filter((text2) => typeof text2 === "string" && text2 !== "");
    return {
      kind: "check-run",
      id: run3.id,
      attempt: 1,
      name: run3.name,
      conclusion: run3.conclusion,
      headSha: run3.head_sha,
      headBranch: run3.check_suite.head_branch,
      headRepository: null,
      workflowPath: null,
      url: run3.html_url ?? run3.details_url ?? null,
      app: run3.app?.slug ?? null,
      output: output.length > 0 ? output.join("\n\n") : null
    };
  }
  if (eventName === "workflow_run") {
    const event = parse(WorkflowRunEvent, payload, eventName);
    return workflowRunCheck(event.workflow_run, event.workflow ?? null);
  }
  return null;
}
function workflowRunCheck(run3, workflow) {
  return {
    kind: "workflow-run",
    id: run3.id,
    attempt: run3.run_attempt ?? 1,
    name: run3.name || workflow?.name || run3.path || "workflow",
    conclusion: run3.conclusion,
    headSha: run3.head_sha,
    headBranch: run3.head_branch,
    headRepository: run3.head_repository?.full_name ?? null,
    workflowPath: run3.path ?? workflow?.path ?? null,
    url: run3.html_url ?? null,
    app: null,
    output: null
  };
}
function parse(schema, payload, eventName) {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "payload").join(", ");
  throw new MalformedEventError(`the ${eventName} event payload is malformed (${fields})`);
}

// src/github/check-read.ts
async function readDispatchedCheck(octokit, repository, dispatched) {
  const { run: run3, check } = await readWorkflowRun(octokit, repository, dispatched);
  if (check.attempt !== dispatched.attempt) {
    return { skip: `workflow run ${run3.id} was re-run (attempt ${check.attempt}, not ${dispatched.attempt}): its own completion decides` };
  }
  if (run3.status !== "completed") return { skip: `workflow run ${run3.id} is ${run3.status ?? "not completed"}, not completed` };
  return check;
}
async function readCheckOfLeg(octokit, repository, dispatched) {
  const { check } = await readWorkflowRun(octokit, repository, dispatched);
  return { ...check, attempt: dispatched.attempt };
}
async function readWorkflowRun(octokit, repository, dispatched) {
  const { data } = await octokit.rest.actions.getWorkflowRun({ owner: repository.owner, repo: repository.repo, run_id: dispatched.id });
  const parsed = WorkflowRun.safeParse(data);
  if (!parsed.success)
    throw new Error(
      `GitHub's answer for workflow run ${dispatched.id} lacks ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`
    );
  return { run: parsed.data, check: workflowRunCheck(parsed.data, null) };
}
function checkedPullRequest(pull) {
  return {
    number: pull.number,
    state: pull.state,
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    headRepository: pull.head.repo?.full_name ?? null,
    baseRepository: pull.base.repo.full_name
  };
}

// src/render/safe-text.ts
var GITHUB_BODY_LIMIT = 65536;
function clip(text2, maxChars) {
  if (text2.length <= maxChars) return text2;
  const keep2 = keptChars(text2.length, maxChars);
  return text2.slice(0, keep2) + cutMarker(text2.length - keep2, "end");
}
function clipStart(text2, maxChars) {
  if (text2.length <= maxChars) return text2;
  const keep2 = keptChars(text2.length, maxChars);
  return cutMarker(text2.length - keep2, "start") + text2.slice(text2.length - keep2);
}
function cutMarker(cut3, where) {
  return where === "end" ? `
\u2026 [cut: ${cut3} more characters]` : `[cut: ${cut3} earlier characters] \u2026
`;
}
function keptChars(length, maxChars) {
  return Math.max(0, maxChars - Math.max(cutMarker(length, "end").length, cutMarker(length, "start").length));
}

// src/render/replies.ts
function renderAsker(asker, secrets) {
  const what = asker.kind === "review" ? "review requesting changes" : asker.kind === "command" ? "`/ralph` comment" : `failed check "${clip(safeText(asker.checkName ?? "", secrets), 100)}"`;
  const link = asker.url !== null ? `[${what}](${asker.url})` : what;
  return asker.author !== null ? `${link} by ${clip(safeText(`@${asker.author}`, secrets), 100)}` : link;
}
function renderStartingCheck(check, secrets) {
  return renderAsker({ kind: "check", author: null, url: check.url, checkName: check.name }, secrets);
}
function renderAskReply(input) {
  const table = input.pullRequestUpdated ? " The round table in this pull request's description lists the new rounds." : "";
  const run3 = input.runUrl !== null ? ` \xB7 [workflow run](${input.runUrl})` : "";
  return `Ralph's run for the ${renderAsker(input.asker, input.secrets)} ended: **${input.outcome}** after ${input.rounds} round${input.rounds === 1 ? "" : "s"} on \`${input.branch}\`.${table}${run3}`;
}
function noLiveRunForNote(command) {
  return `There is no live Ralph run on this issue to take this note. To start a run with it, comment \`${command}\` with the note on the lines below.`;
}
function ciFixCapText(runs, command) {
  return `The checks of this pull request failed again after ${runs} Ralph run${runs === 1 ? "" : "s"} from failed checks in a row (\`ci-fix-runs: ${runs}\`); no more start on their own. Review the pull request, or comment \`${command}\` to ask for another run.`;
}

// src/github/access.ts
var PERMISSION_LEVELS = ["read", "triage", "write", "maintain", "admin"];
var PermissionLevel = external_exports.enum(PERMISSION_LEVELS);
function isBot(sender) {
  return sender.type === "Bot" || sender.login.toLowerCase().endsWith("[bot]");
}
var PermissionAnswer = external_exports.object({
  permission: external_exports.string(),
  role_name: external_exports.string().optional(),
  user: external_exports.object({
    permissions: external_exports.object({
      admin: external_exports.boolean(),
      maintain: external_exports.boolean().optional(),
      push: external_exports.boolean(),
      triage: external_exports.boolean().optional(),
      pull: external_exports.boolean()
    }).optional()
  }).nullable().optional()
});
async function permissionOf(octokit, repo, login) {
  let data;
  try {
    ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner: repo.owner, repo: repo.repo, username: login }));
  } catch (error) {
    if (typeof error === "object" && error !== null && "status" in error && error.status === 404) return null;
    throw error;
  }
  const answer = PermissionAnswer.parse(data);
  const flags = answer.user?.permissions;
  if (flags !== void 0) {
    if (flags.admin) return "admin";
    if (flags.maintain) return "maintain";
    if (flags.push) return "write";
    if (flags.triage) return "triage";
    return flags.pull ? "read" : null;
  }
  const named = PermissionLevel.safeParse(answer.role_name ?? answer.permission);
  return named.success ? named.data : null;
}
function reaches(held, required) {
  return held !== null && PERMISSION_LEVELS.indexOf(held) >= PERMISSION_LEVELS.indexOf(required);
}
function isIgnoredActor(actor, botLogin) {
  return isBot(actor) || actor.login.toLowerCase() === botLogin.toLowerCase();
}
async function admit(octokit, repo, actor, settings) {
  if (actor === null) return { kind: "admit" };
  if (isIgnoredActor(actor, settings.botLogin)) return { kind: "ignore", reason: `the sender ${actor.login} is a bot` };
  const held = await permissionOf(octokit, { owner: repo.owner, repo: repo.repo }, actor.login);
  if (reaches(held, settings.allowedPermission)) return { kind: "admit" };
  return {
    kind: "refuse",
    reason: `${actor.login} holds ${held ?? "no"} permission; ${settings.allowedPermission} is required`,
    reply: `Only people with ${settings.allowedPermission} access to this repository can start or stop Ralph runs.`
  };
}
function permittedLogins(octokit, repo, allowed, botLogin) {
  const known = /* @__PURE__ */ new Map();
  return async (login) => {
    const cached = known.get(login.toLowerCase());
    if (cached !== void 0) return cached;
    const answer = (botLogin === void 0 || !isIgnoredActor({ login, type: "User" }, botLogin)) && reaches(await permissionOf(octokit, repo, login), allowed);
    known.set(login.toLowerCase(), answer);
    return answer;
  };
}

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
      const run3 = /^`+/.exec(line.slice(i))?.[0] ?? "`";
      const close = line.indexOf(run3, i + run3.length);
      if (close >= 0) {
        text2 += line.slice(i, close + run3.length);
        i = close + run3.length;
        continue;
      }
      text2 += run3;
      i += run3.length;
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

// src/core/markdown.ts
function fenced(text2, info2 = "") {
  const longest = Math.max(2, ...(text2.match(/`+/g) ?? []).map((run3) => run3.length));
  const marks = "`".repeat(longest + 1);
  return `${marks}${info2}
${text2.replace(/\n$/, "")}
${marks}`;
}

// src/core/verification.ts
var MAX_VERIFY_COMMAND_CHARS = 8e3;
var VERIFY_TAIL_CHARS = 4096;
var VerifyMode = external_exports.enum(["on-complete", "every-round"], { error: "must be on-complete or every-round" });
var VerifyCommandInput = external_exports.string().refine((value) => value.trim() !== "", "must not be blank: an empty shell command exits 0, which would pass every check").refine((value) => value.length <= MAX_VERIFY_COMMAND_CHARS, `must be at most ${MAX_VERIFY_COMMAND_CHARS} characters`).nullable().default(null);
var VerificationResult = external_exports.strictObject({
  kind: external_exports.enum(["passed", "failed", "cannot-run", "aborted"]),
  command: external_exports.string(),
  exitCode: external_exports.number().int().nullable(),
  reason: external_exports.string(),
  stdoutTail: external_exports.string(),
  stderrTail: external_exports.string(),
  /** Wall time of the verify command, in ms. */
  durationMs: external_exports.number().nonnegative()
});
var FailedVerification = external_exports.strictObject({
  /** The round after which it ran. */
  round: external_exports.number().int().positive(),
  command: external_exports.string().max(MAX_VERIFY_COMMAND_CHARS),
  /** True when the agent had reported `complete` and this failure rejected it. */
  rejectedCompletion: external_exports.boolean(),
  reason: external_exports.string(),
  stdoutTail: external_exports.string().max(VERIFY_TAIL_CHARS),
  stderrTail: external_exports.string().max(VERIFY_TAIL_CHARS)
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
function rejectionLesson(failure) {
  const command = failure.command.length > LESSON_COMMAND_CHARS ? `${failure.command.slice(0, LESSON_COMMAND_CHARS)}\u2026` : failure.command;
  return `Round ${failure.round}'s completion was rejected: \`${command.replace(/\s+/g, " ")}\` ${failure.reason}.`;
}

// src/core/ci-fix.ts
var FAILED_CONCLUSIONS = ["failure", "timed_out"];
var DEFAULT_CI_FIX_RUNS = 2;
var MAX_CHECK_LOG_CHARS = 6e3;
var MAX_NAME_CHARS = 200;
var GITHUB_ACTIONS_APP = "github-actions";
var CHECK_TRIGGER_PREFIX = "check:";
function decideCiFix(check, context, found) {
  const what = `${check.kind === "check-run" ? "check run" : "workflow run"} "${check.name}"`;
  if (check.conclusion === null || !FAILED_CONCLUSIONS.includes(check.conclusion)) {
    return { kind: "skip", reason: `${what} concluded ${check.conclusion ?? "without a conclusion"}, not a failure` };
  }
  if (check.workflowPath !== null && context.ownWorkflowPaths.includes(check.workflowPath)) {
    return { kind: "skip", reason: `${what} is the Ralph workflow's own run` };
  }
  if (check.kind === "check-run" && check.app === GITHUB_ACTIONS_APP) {
    return { kind: "skip", reason: `${what} is a job of a GitHub Actions workflow: its workflow run counts` };
  }
  if (check.headRepository !== null && !sameRepository(check.headRepository, context.repository)) {
    return { kind: "skip", reason: `${what} ran on a commit of another repository (${check.headRepository})` };
  }
  const branch = check.headBranch ?? "";
  const digits = branch.startsWith(context.branchPrefix) ? branch.slice(context.branchPrefix.length) : "";
  if (!/^[1-9]\d{0,9}$/.test(digits)) return { kind: "skip", reason: `${what} ran on ${branch || "no branch"}, not a Ralph branch` };
  const issueNumber = Number(digits);
  if (found === void 0) return { kind: "lookup", issueNumber, branch };
  const { pull } = found;
  if (pull === null) return { kind: "skip", reason: `${what} failed on ${branch}, which has no open pull request` };
  if (pull.state !== "open") return { kind: "skip", reason: `pull request #${pull.number} is ${pull.state}, not open` };
  if (pull.headRef !== branch || pull.headRepository === null || !sameRepository(pull.headRepository, context.repository) || !sameRepository(pull.baseRepository, context.repository)) {
    return { kind: "skip", reason: `pull request #${pull.number} is not the Ralph pull request of ${branch} in this repository` };
  }
  if (pull.headSha !== check.headSha) {
    return {
      kind: "skip",
      reason: `${what} failed on ${check.headSha.slice(0, 12)}, which is no longer the head of pull request #${pull.number}`
    };
  }
  if (found.consecutive >= context.maxRuns) {
    return {
      kind: "capped",
      issueNumber,
      pullRequest: pull.number,
      reason: `pull request #${pull.number} had ${found.consecutive} runs from failed checks in a row (ci-fix-runs: ${context.maxRuns})`
    };
  }
  return { kind: "start", issueNumber, pullRequest: pull.number };
}
function sameRepository(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}
function checkTriggerKey(check) {
  return `${CHECK_TRIGGER_PREFIX}${check.kind}:${check.id}:${check.attempt}`;
}
function checkInput(check) {
  return `workflow-run:${check.id}:${check.attempt}`;
}
function readCheckInput(text2) {
  const match = /^workflow-run:([1-9]\d{0,15}):([1-9]\d{0,5})$/.exec(text2.trim());
  return match === null ? null : { kind: "workflow-run", id: Number(match[1]), attempt: Number(match[2]) };
}
function consecutiveCheckRuns(triggers) {
  let count2 = 0;
  for (let index = triggers.length - 1; index >= 0 && triggers[index].startsWith(CHECK_TRIGGER_PREFIX); index -= 1) count2 += 1;
  return count2;
}
function renderCheckObjective(check, failure, pullRequest, secrets) {
  let hidden = NO_HIDDEN_TEXT;
  const clean2 = (text2) => {
    const visible2 = withoutHiddenText(text2.normalize("NFC"));
    hidden = addHidden(hidden, visible2.hidden);
    return safeNote(visible2.text, secrets).replace(/<!--/g, "&lt;!--");
  };
  const name = (text2) => Array.from(clean2(text2).replace(/\s+/g, " ").trim()).slice(0, MAX_NAME_CHARS).join("");
  const kind = check.kind === "check-run" ? "check" : "workflow";
  const lines = [
    `The ${kind} "${name(check.name)}" ${check.conclusion === "timed_out" ? "timed out" : "failed"} on the head of pull request #${pullRequest} (commit ${check.headSha.slice(0, 12)}). Make it pass.`,
    ...failure.job !== null ? [`Failed job: ${name(failure.job)}`] : [],
    ...failure.step !== null ? [`Failed step: ${name(failure.step)}`] : [],
    ...check.url !== null ? [`Details: ${name(check.url)}`] : []
  ];
  const log = failure.log === null ? null : keepEnd(clean2(failure.log).trimEnd(), MAX_CHECK_LOG_CHARS);
  const tail = log === null ? "The log is not available (GitHub did not give it, or it expired)." : `The end of its log (at most ${MAX_CHECK_LOG_CHARS} characters):

${fenced(log === "" ? "(empty)" : log)}`;
  return { text: `${lines.join("\n")}

${tail}`, hidden };
}

// src/github/check-failure.ts
var MAX_READ_LOG_CHARS = 4 * MAX_CHECK_LOG_CHARS;
async function readCheckFailure(octokit, repo, check) {
  if (check.kind === "check-run") return { job: null, step: null, log: check.output };
  let jobs;
  try {
    jobs = await octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, {
      owner: repo.owner,
      repo: repo.repo,
      run_id: check.id,
      filter: "latest",
      per_page: 100
    });
  } catch {
    return { job: null, step: null, log: null };
  }
  const job = jobs.find((candidate) => candidate.conclusion !== null && FAILED_CONCLUSIONS.includes(candidate.conclusion));
  if (job === void 0) return { job: null, step: null, log: null };
  const step = job.steps?.find((candidate) => candidate.conclusion !== null && FAILED_CONCLUSIONS.includes(candidate.conclusion));
  return { job: job.name, step: step?.name ?? null, log: await readJobLog(octokit, repo, job.id) };
}
var TIME_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?/gm;
async function readJobLog(octokit, repo, jobId) {
  try {
    const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ owner: repo.owner, repo: repo.repo, job_id: jobId });
    const text2 = typeof data === "string" ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : null;
    return text2 === null ? null : keepEnd(text2, MAX_READ_LOG_CHARS).replace(TIME_STAMP, "");
  } catch {
    return null;
  }
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

// src/core/report.ts
var DEFAULT_MAX_HANDOFF_CHARS = 16384;
var text = external_exports.string().transform((value) => value.normalize("NFC").trim()).pipe(external_exports.string().min(1, "must not be empty after trimming"));
var ReportStatus = external_exports.enum(["continue", "complete", "blocked"]);
var reportShape = external_exports.strictObject({
  status: ReportStatus,
  summary: text,
  evidence: external_exports.array(text),
  nextSteps: external_exports.array(text),
  blocker: text.nullable(),
  lessons: external_exports.array(text).optional()
});
var RoundReport = reportShape.superRefine((report, ctx) => {
  const issue = (path, message) => ctx.addIssue({ code: "custom", path: [path], message });
  if (report.status !== "blocked" && report.blocker !== null) {
    issue("blocker", `must be null unless the status is "blocked"`);
  }
  if (report.status === "continue" && report.nextSteps.length === 0) {
    issue("nextSteps", `a "continue" report needs at least one next step`);
  }
  if (report.status === "complete") {
    if (report.evidence.length === 0) issue("evidence", `a "complete" report needs at least one piece of evidence`);
    if (report.nextSteps.length > 0) issue("nextSteps", `a "complete" report has no next steps`);
  }
  if (report.status === "blocked" && report.blocker === null) {
    issue("blocker", `a "blocked" report needs a blocker`);
  }
});
function parseReport(raw, maxChars) {
  if (raw.length > maxChars) {
    return { ok: false, reason: `the report is ${raw.length} characters, over the ${maxChars}-character bound (max-handoff-chars)` };
  }
  let json;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { ok: false, reason: `the report is not valid JSON: ${error.message}` };
  }
  const parsed = RoundReport.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "report"}: ${issue.message}`).join("; ");
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

// src/core/state.ts
var RunState = external_exports.strictObject({
  handoff: RoundReport.nullable(),
  lessons: external_exports.strictObject({
    items: external_exports.array(external_exports.string().min(1).max(MAX_LESSON_CHARS)).max(MAX_LESSONS),
    dropped: external_exports.number().int().nonnegative()
  }),
  lastPassingSha: external_exports.string().regex(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, "must be a commit sha").nullable(),
  failedVerification: FailedVerification.nullable()
});
var EMPTY_RUN_STATE = {
  handoff: null,
  lessons: { items: [], dropped: 0 },
  lastPassingSha: null,
  failedVerification: null
};
function serializeRunState(state) {
  return JSON.stringify(state);
}
function parseRunState(text2) {
  let json;
  try {
    json = JSON.parse(text2);
  } catch (error) {
    return { ok: false, reason: `the saved run state is not valid JSON: ${error.message}` };
  }
  const parsed = RunState.safeParse(json);
  if (parsed.success) return { ok: true, state: parsed.data };
  return {
    ok: false,
    reason: `the saved run state does not follow the schema: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`
  };
}

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
var count = external_exports.number().int("must be a whole number").nonnegative("must not be negative");
var UsageReport = external_exports.strictObject({
  inputTokens: count.optional(),
  outputTokens: count.optional(),
  costUsd: external_exports.number().finite().nonnegative("must not be negative").optional(),
  turns: count.optional(),
  durationMs: external_exports.number().finite().nonnegative("must not be negative").optional()
});
function parseUsage(text2) {
  let json;
  try {
    json = JSON.parse(text2);
  } catch (error) {
    return { ok: false, reason: `it is not valid JSON: ${error.message}` };
  }
  const parsed = UsageReport.safeParse(json);
  if (parsed.success) return { ok: true, usage: parsed.data };
  return { ok: false, reason: parsed.error.issues.map((issue) => `${issue.path.join(".") || "usage"}: ${issue.message}`).join("; ") };
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

// src/render/text.ts
var BOUND = { summary: 4e3, list: 16e3, blocker: 4e3, output: 8e3, handoff: 2e4, title: 200, notes: 8e3 };
function formatDuration(ms) {
  const seconds = Math.round(ms / 1e3);
  if (seconds < 60) return `${seconds} s`;
  const minutes2 = Math.floor(seconds / 60);
  if (minutes2 < 60) return seconds % 60 === 0 ? `${minutes2} min` : `${minutes2} min ${seconds % 60} s`;
  return `${Math.floor(minutes2 / 60)} h ${minutes2 % 60} min`;
}
function safe(text2, ctx, maxChars) {
  return clip(safeText(text2, ctx.secrets), maxChars);
}
function bulletList(items, ctx, maxChars = BOUND.list) {
  return clip(items.map((item) => `- ${safeText(item, ctx.secrets).replace(/\n/g, "\n  ")}`).join("\n"), maxChars);
}
function folded(title, body) {
  return `<details><summary>${title}</summary>

${body}

</details>`;
}
function commitLink(sha, ctx) {
  return `[\`${sha.slice(0, 7)}\`](${ctx.repositoryUrl}/commit/${sha})`;
}
function rejectedCompletion(record) {
  return record.report?.status === "complete" && record.verification !== null && record.verification.kind !== "passed";
}
function commandSpan(command, ctx) {
  return `\`${clip(safeText(command, ctx.secrets).replace(/`/g, "'").replace(/\s+/g, " "), 200).replace(/\s+/g, " ")}\``;
}
function roundStatus(record) {
  return statusWords(record.status, roundVerdict(record), rejectedCompletion(record));
}
function statusWords(status, verdict, rejected) {
  if (rejected) return "complete \u2192 rejected";
  if (verdict === "passed") return `${status} \u2713`;
  return status;
}
function roundVerdict(record) {
  if (record.verification === null) return "none";
  return record.verification.kind === "passed" ? "passed" : "failed";
}
function summaryCell(record, ctx) {
  const summary2 = record.report !== null ? record.report.summary : record.failure ?? "";
  return clip(safeText(summary2, ctx.secrets).replace(/\s+/g, " "), SUMMARY_CELL_CHARS).replace(/\s+/g, " ");
}
function verificationBlock(verification, ctx, tailChars = BOUND.output) {
  const title = `Verification: ${commandSpan(verification.command, ctx)} ${verification.reason} (${formatDuration(verification.durationMs)})`;
  const tails = [
    verification.stdoutTail.trim() !== "" ? `stdout (last lines):

${fenced(clipStart(safeCode(verification.stdoutTail, ctx.secrets), tailChars))}` : "",
    verification.stderrTail.trim() !== "" ? `stderr (last lines):

${fenced(clipStart(safeCode(verification.stderrTail, ctx.secrets), tailChars))}` : ""
  ].filter((part) => part !== "");
  return folded(title, tails.length > 0 ? tails.join("\n\n") : "(no output)");
}
function formatUsage(usage) {
  if (usage === void 0) return "";
  const parts = [];
  const k = (n) => n >= 1e3 ? `${Math.round(n / 1e3)}k` : String(n);
  if (usage.inputTokens !== void 0) parts.push(`${k(usage.inputTokens)} tokens in`);
  if (usage.outputTokens !== void 0) parts.push(`${k(usage.outputTokens)} out`);
  if (usage.costUsd !== void 0) parts.push(`$${usage.costUsd.toFixed(2)}`);
  if (usage.turns !== void 0) parts.push(`${usage.turns} turns`);
  return parts.join(" \xB7 ");
}
function reportSections(report, ctx) {
  const parts = [safe(report.summary, ctx, BOUND.summary)];
  if (report.blocker !== null) parts.push(`**Blocker:**

> ${safe(report.blocker, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`);
  if (report.evidence.length > 0)
    parts.push(folded(`Evidence (${report.evidence.length}), as reported by the agent`, bulletList(report.evidence, ctx)));
  if (report.nextSteps.length > 0) parts.push(`**Next steps**

${bulletList(report.nextSteps, ctx)}`);
  if (report.lessons !== void 0 && report.lessons.length > 0)
    parts.push(folded(`Lessons (${report.lessons.length})`, bulletList(report.lessons, ctx)));
  return parts;
}
function compactReportSections(report, ctx) {
  const parts = [safe(report.summary, ctx, BOUND.summary)];
  if (report.blocker !== null) parts.push(`**Blocker:**

> ${safe(report.blocker, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`);
  const lessons = report.lessons?.length ?? 0;
  parts.push(
    `_Evidence (${report.evidence.length}), next steps (${report.nextSteps.length}) and lessons (${lessons}) are left out here to fit GitHub's comment limit; the run's last report is shown whole in the workflow run's job summary._`
  );
  return parts;
}
function reportCode(report, secrets) {
  return safeCode(serializeReport(sanitizeJson(report, secrets)), secrets);
}
function bounded(body) {
  if (body.length > GITHUB_BODY_LIMIT) throw new Error(`rendered body is ${body.length} characters, over GitHub's ${GITHUB_BODY_LIMIT}`);
  return body;
}
var MARKER_REFUSED_HOSTS = 10;
function refusedHostsLine(hosts, ctx) {
  const code = (host) => `\`${safeText(host, ctx.secrets).replace(/[`\s]/g, "")}\``;
  const text2 = describeRefusedHosts(hosts, "`allowed-domains`", code);
  return text2 === "" ? "" : `**Network:** ${clip(text2, BOUND.summary)}.`;
}
function linkTarget(url) {
  return url.replace(/[\s()<>[\]`]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

// src/render/tracking-comment.ts
var TrackingMarker = external_exports.object({
  run: external_exports.string(),
  issue: external_exports.number(),
  /** What started the run (see {@link triggerKey}); a second delivery of the same event starts nothing. */
  trigger: external_exports.string(),
  state: external_exports.string(),
  /** ISO time the run started. */
  started: external_exports.string(),
  /** ISO time of the last sign of life; once the run ended, when it ended. */
  heartbeat: external_exports.string(),
  /** The last round the run finished (0 before the first); absent in markers written before it was added. */
  round: external_exports.number().optional(),
  /**
   * Relay mode (issue 11): the workflow run carrying the run now; absent when that is `run` itself
   * (`run` stays the first workflow run's id, the run's identity across the relay).
   */
  leg: external_exports.string().optional(),
  /**
   * Relay mode: the latest workflow runs that carried the run (at most {@link CHECKLIST_ROWS}),
   * oldest first, separated by commas.
   */
  legs: external_exports.string().optional(),
  /**
   * Relay mode: how many workflow runs carried the run before the ones `legs` lists; absent: none.
   * A run may have up to `max-rounds-limit` legs, and a list of them all outgrows the comment.
   */
  legsBefore: external_exports.number().optional(),
  /** The cost the agent reported over the whole run so far, in US dollars; absent when none was reported. */
  spent: external_exports.number().optional(),
  /** The agent's usage over the whole run so far, as JSON of a `UsageReport`; absent when it reported none. */
  usage: external_exports.string().optional(),
  /** Relay mode: when the last leg read the issue's new comments (ISO); the next leg reads stop requests and notes from then. */
  looked: external_exports.string().optional()
});
function trackingMarkers(comments, botLogin) {
  const markers = [];
  for (const comment of comments) {
    const parsed = TrackingMarker.safeParse(readTrustedMarker(comment, "tracking", botLogin));
    if (parsed.success) markers.push(parsed.data);
  }
  return markers;
}
var HANDED_OFF = "handed-off";
var NOTHING_CARRIED = { earlierRounds: [], spentBeforeUsd: null, usageBefore: {}, relay: null };
function finishedRoundLines(body) {
  return body.split("\n").filter((line) => /^- \[x\] Round \d+ — /.test(line) || OMITTED_LINE.test(line));
}
var OMITTED_LINE = /^- … (\d+) earlier rounds/;
function carriedRoundCount(lines) {
  const { omitted, lines: rounds } = splitOmitted(lines);
  return omitted + rounds.length;
}
function splitOmitted(lines) {
  const first = OMITTED_LINE.exec(lines[0] ?? "");
  return first === null ? { omitted: 0, lines: [...lines] } : { omitted: Number(first[1]), lines: lines.slice(1) };
}
function addCost(a, b) {
  if (a === null || b === null) return a ?? b;
  return Math.round((a + b) * 1e6) / 1e6;
}
var CHECKLIST_ROWS = 20;
var STATE_MARKER_CHARS = 4e4;
function stateMarker(unsafe, run3, secrets) {
  const state = mapStrings(unsafe, (text2) => safeText(text2, secrets));
  const candidates = [state, { ...state, handoff: null }, { ...state, handoff: null, failedVerification: null }];
  for (const candidate of candidates) {
    const marker = renderMarker("state", { run: run3, state: serializeRunState(candidate) });
    if (marker.length <= STATE_MARKER_CHARS) return marker;
  }
  return renderMarker("state", {
    run: run3,
    state: serializeRunState({ ...state, handoff: null, failedVerification: null, lessons: { items: [], dropped: 0 } })
  });
}
function latestRunState(comments, botLogin) {
  for (const comment of [...comments].reverse()) {
    const marker = readTrustedMarker(comment, "state", botLogin);
    if (marker === null || typeof marker.state !== "string") continue;
    const parsed = parseRunState(marker.state);
    if (parsed.ok) return parsed.state;
  }
  return null;
}
function renderTrackingComment(view, ctx) {
  const carried = view.carried ?? NOTHING_CARRIED;
  const relay = carried.relay;
  const spent = addCost(carried.spentBeforeUsd, reportedCost(view.rounds));
  const used = addUsage(carried.usageBefore, sumUsage(view.rounds));
  const leg = relay?.legs.at(-1);
  const legs = relay?.legs.slice(-CHECKLIST_ROWS) ?? [];
  const legsBefore = (relay?.legsBefore ?? 0) + (relay?.legs.length ?? 0) - legs.length;
  const marker = {
    run: ctx.runId,
    issue: ctx.issueNumber,
    trigger: view.trigger,
    state: view.state,
    started: view.startedAt.toISOString(),
    heartbeat: view.now.toISOString(),
    round: view.rounds.at(-1)?.round ?? lastRound(carried.earlierRounds),
    ...leg !== void 0 && leg !== ctx.runId ? { leg } : {},
    ...relay !== null ? { legs: legs.join(","), ...legsBefore > 0 ? { legsBefore } : {}, looked: relay.looked.toISOString() } : {},
    ...spent !== null ? { spent } : {},
    ...Object.keys(used).length > 0 ? { usage: JSON.stringify(used) } : {}
  };
  const title = clip(safeText(view.issueTitle, ctx.secrets).replace(/\s+/g, " "), 200);
  const run3 = ctx.runUrl !== null ? ` \xB7 [workflow run](${ctx.runUrl})` : "";
  const from = ctx.check !== void 0 ? ` \xB7 from the ${renderStartingCheck(ctx.check, ctx.secrets)}` : "";
  const lines = [
    renderMarker("tracking", marker),
    ...view.runState !== null ? [stateMarker(view.runState, ctx.runId, ctx.secrets)] : [],
    `**Ralph run** on \`${ctx.branch}\` \xB7 ${title} \xB7 agent \`${ctx.agent}\`${ctx.sandboxed === false ? " (no sandbox)" : ctx.networkOpen === true ? " (network open)" : ""} \xB7 up to ${ctx.maxRounds} rounds${from}${run3}`,
    ""
  ];
  const { omitted: omittedBefore, lines: carriedLines } = splitOmitted(carried.earlierRounds);
  const checklist = [
    ...carriedLines,
    ...view.rounds.map((round) => {
      const summary2 = round.report?.summary ?? round.failure ?? "";
      const line = clip(safeText(summary2, ctx.secrets).replace(/\s+/g, " "), 100).replace(/\s+/g, " ");
      const report = round.commentUrl !== null ? `[report](${round.commentUrl})` : `report not posted: ${round.notPosted ?? "GitHub refused it"}`;
      return `- [x] Round ${round.round} \u2014 ${roundStatus(round)} \u2014 ${line} (${report}, \`${round.commit.sha.slice(0, 7)}\`)`;
    })
  ];
  const shown = checklist.slice(-CHECKLIST_ROWS);
  const omitted = omittedBefore + checklist.length - shown.length;
  if (omitted > 0) lines.push(`- \u2026 ${omitted} earlier rounds, each in its round comment`);
  lines.push(...shown);
  const next = (marker.round ?? 0) + 1;
  if (view.state === "running") lines.push(`- [ ] Round ${next} \u2014 running`);
  if (view.state === HANDED_OFF) lines.push(`- [ ] Round ${next} \u2014 handed off to the next workflow run`);
  const elapsed = formatDuration(view.now.getTime() - view.startedAt.getTime());
  lines.push("");
  const usage = formatUsage(used);
  const goingOn = view.state === "running" || view.state === HANDED_OFF;
  if (usage !== "") lines.push(`The agent used ${usage}${goingOn ? " so far" : ""}.`);
  const budget = budgetLine(view.rounds, spent, ctx.maxCostUsd ?? null);
  if (budget !== null) lines.push(budget);
  if (relay !== null) {
    const links = legs.map((id) => `[${id}](${ctx.repositoryUrl}/actions/runs/${id})`);
    lines.push(
      `Relay mode: one workflow run per round; workflow runs ${legsBefore > 0 ? `\u2026 ${legsBefore} earlier \xB7 ` : ""}${links.join(" \xB7 ")}.`
    );
  }
  if (view.state === "running") {
    lines.push(`Running for ${elapsed}.`);
  } else if (view.state === HANDED_OFF) {
    lines.push(`Running for ${elapsed}; round ${next} starts in the next workflow run.`);
  } else {
    const pull = view.pullRequestUrl !== null ? ` \xB7 pull request ${view.pullRequestUrl}` : "";
    lines.push(
      `**Outcome: ${view.state}** after ${omitted + shown.length} round${omitted + shown.length === 1 ? "" : "s"}, ${elapsed}${pull}`
    );
    if (view.ending !== null) lines.push("", view.ending);
  }
  return lines.join("\n");
}
function budgetLine(rounds, spent, maxCostUsd) {
  if (maxCostUsd === null) return null;
  const budget = formatUsd(maxCostUsd);
  if (spent !== null) return `Spent ${formatUsd(spent)} of the ${budget} budget (max-cost-usd), as the agent reported.`;
  if (rounds.length === 0) return `Budget: ${budget} (max-cost-usd).`;
  return `Budget: ${budget} (max-cost-usd), but the agent reports no cost, so it cannot apply.`;
}
function lastRound(lines) {
  return Math.max(0, ...lines.map((line) => Number(/^- \[x\] Round (\d+)/.exec(line)?.[1] ?? 0)));
}
function triggerKey(trigger) {
  if (trigger.commentId !== null) return `comment:${trigger.commentId}`;
  if (trigger.reviewId !== void 0 && trigger.reviewId !== null) return `review:${trigger.reviewId}`;
  if (trigger.source === "label" && trigger.issueUpdatedAt !== null) return `label:${trigger.issueUpdatedAt}`;
  return `run:${trigger.runId}`;
}
function supersededTrackingComment(body, state, by, firstRound) {
  const marked = body.replace(
    /(<!-- ralph-bot:tracking \{.*?)"state":"(?:running|handed-off)"(.*?\} -->)/,
    (_all, head, tail) => `${head}"state":"superseded"${tail}`
  );
  const why = state === HANDED_OFF ? "its next workflow run never picked it up (the relay dispatch was lost)" : "the workflow run of this Ralph run ended while it was running (the runner was lost)";
  const note = `

**Superseded:** ${why}; [workflow run ${by.runId}](${by.runUrl}) took over at round ${firstRound}.`;
  return marked.replace(/\n- \[ \] Round \d+ — (?:running|handed off to the next workflow run)/, "") + note;
}

// src/record/ci-fix-record.ts
function readCiFixRecord(comments, botLogin) {
  const triggers = trackingMarkers(comments, botLogin).map((marker) => marker.trigger);
  const capMarker = { reason: "ci-fix-cap", row: triggers.at(-1) ?? "none" };
  const capSaid = comments.some((comment) => {
    const data = readTrustedMarker(comment, "reply", botLogin);
    return data?.["reason"] === capMarker.reason && data["row"] === capMarker.row;
  });
  return { consecutive: consecutiveCheckRuns(triggers), capMarker, capSaid };
}
async function decideOnPullRequest(octokit, repo, check, context, botLogin) {
  const first = decideCiFix(check, context);
  if (first.kind === "skip") return first;
  if (first.kind !== "lookup") throw new Error("a completed check was decided without its pull request");
  const number = await findOpenPullRequest(octokit, repo, first.branch);
  const pull = number === null ? null : await getPullRequest(octokit, repo, number);
  const comments = number === null ? [] : (await readComments(octokit, { ...repo, issueNumber: number })).comments;
  const record = readCiFixRecord(comments, botLogin);
  const decision = decideCiFix(check, context, { pull: pull === null ? null : checkedPullRequest(pull), consecutive: record.consecutive });
  if (decision.kind === "lookup") throw new Error("a completed check still asks for its pull request");
  if (decision.kind === "skip") return decision;
  if (decision.kind === "capped") return { ...decision, capMarker: record.capMarker, capSaid: record.capSaid };
  if (pull === null) throw new Error("a run from a failed check was decided without its pull request");
  return { kind: "start", issueNumber: decision.issueNumber, pull };
}

// src/action/from-check.ts
async function startFromCheck(octokit, runner, inputs, check, secrets) {
  if (inputs["ci-fix-runs"] === 0) return { skip: "ci-fix-runs is 0: failed checks start no runs" };
  const context = {
    repository: `${runner.owner}/${runner.repo}`,
    branchPrefix: inputs["branch-prefix"],
    ownWorkflowPaths: ownWorkflowPath(runner.workflowRef),
    maxRuns: inputs["ci-fix-runs"]
  };
  const repo = { owner: runner.owner, repo: runner.repo };
  const decision = await decideOnPullRequest(octokit, repo, check, context, inputs["bot-login"]);
  if (decision.kind === "skip") return { skip: decision.reason };
  if (decision.kind === "capped") {
    if (!decision.capSaid) {
      const thread = new IssueThread(octokit, { ...repo, issueNumber: decision.pullRequest });
      await thread.postOwn("reply", { ...decision.capMarker }, ciFixCapText(inputs["ci-fix-runs"], inputs.command), {
        botLogin: inputs["bot-login"],
        runId: runner.runId
      });
    }
    return { skip: decision.reason };
  }
  const { pull } = decision;
  info(`Ralph run from the failed check "${check.name}" on pull request #${pull.number}`);
  return {
    kind: "start",
    source: "check",
    issue: null,
    issueNumber: decision.issueNumber,
    objectiveNote: null,
    rounds: null,
    actor: null,
    commentId: null,
    at: null,
    pullRequest: { number: pull.number, url: pull.html_url, headSha: pull.head.sha, baseRef: pull.base.ref, reviewId: null },
    check: await checkStart(octokit, runner, check, pull.number, secrets)
  };
}
async function legFromCheck(octokit, runner, inputs, dispatched, trigger, secrets) {
  const pull = trigger.pullRequest;
  if (pull === null || trigger.issueNumber === null)
    return { kind: "skip", reason: "the relay leg of a failed check names no pull request" };
  const check = await readCheckOfLeg(octokit, runner, dispatched);
  const branch = `${inputs["branch-prefix"]}${trigger.issueNumber}`;
  if (check.headBranch !== branch) {
    return { kind: "skip", reason: `workflow run ${check.id} ran on ${check.headBranch ?? "no branch"}, not on ${branch}` };
  }
  info(`Ralph relay leg of the run from the failed check "${check.name}" on pull request #${pull.number}`);
  return { ...trigger, check: await checkStart(octokit, runner, check, pull.number, secrets) };
}
async function checkStart(octokit, runner, check, pullRequest, secrets) {
  const failure = await readCheckFailure(octokit, runner, check);
  const objective = renderCheckObjective(check, failure, pullRequest, secrets);
  const input = check.kind === "workflow-run" ? checkInput(check) : null;
  return { key: checkTriggerKey(check), input, name: check.name, url: check.url, objective: objective.text, hidden: objective.hidden };
}
function ownWorkflowPath(workflowRef) {
  const path = workflowRef?.split("@")[0]?.split("/").slice(2).join("/") ?? "";
  return path === "" ? [] : [path];
}

// src/agents/egress.ts
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
var NETWORK_MODES = ["allowlist", "open"];
var NetworkInput = external_exports.enum(NETWORK_MODES, { error: `must be ${NETWORK_MODES.join(" or ")}` }).default("allowlist");
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
var AllowedDomainsInput = external_exports.string().transform((text2, ctx) => {
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
      return external_exports.NEVER;
    }
    if (host !== null && isIP(host) !== 0 && NEVER_REACHED.check(host, isIP(host) === 4 ? "ipv4" : "ipv6")) {
      ctx.addIssue({
        code: "custom",
        message: `lists ${JSON.stringify(entry)}, an address the sandbox never reaches (loopback, link-local, cloud metadata, unspecified)`
      });
      return external_exports.NEVER;
    }
    if (suffix !== null && isIP(suffix) === 0) add(`*.${suffix}`);
    else if (host !== null) add(host);
    else {
      ctx.addIssue({
        code: "custom",
        message: `must list host names, *.suffix patterns or the sets ${Object.keys(DOMAIN_SETS).join(", ")}, separated by commas or new lines (${JSON.stringify(entry)} is none)`
      });
      return external_exports.NEVER;
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
import { mkdir, open, rm, writeFile } from "node:fs/promises";
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
  } catch (error) {
    if (error.code === "ESRCH") return false;
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
  const own = namespace(init.pid);
  if (own === null) return null;
  const members = processes.filter((stat5) => stat5.pid !== init.pid && isLive(stat5) && namespace(stat5.pid) === own).map((stat5) => stat5.pid);
  return { init: init.pid, members };
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
async function runBounded(request) {
  const { sandbox, killGraceMs, signal } = request;
  const command = sandbox.command(request.file, request.args, request.env, request.writable);
  const child = spawn(command.file, command.args, {
    cwd: request.cwd,
    env: command.env,
    detached: true,
    stdio: [request.stdin === null ? "ignore" : "pipe", "pipe", "pipe"]
  });
  child.stdout?.on("data", request.onStdout);
  child.stderr?.on("data", request.onStderr);
  child.stdin?.on("error", () => {
  });
  const exited = new Promise((done) => {
    child.once("exit", (code, sig) => done({ code, signal: sig }));
  });
  const closed = new Promise((done) => child.once("close", () => done()));
  const spawnError = await new Promise((done) => {
    child.once("spawn", () => done(null));
    child.once("error", done);
  });
  child.on("error", () => {
  });
  const pid = child.pid;
  if (spawnError !== null || pid === void 0)
    return { kind: "not-started", file: command.file, reason: spawnError?.message ?? "no process id" };
  if (request.stdin !== null) child.stdin?.end(request.stdin, "utf8");
  let stop = null;
  let leaderExited = false;
  let termination = null;
  let gaveUp = () => {
  };
  const givenUp = new Promise((done) => gaveUp = () => done(null));
  const requestStop2 = (reason) => {
    if (stop !== null || leaderExited) return;
    stop = reason;
    termination = sandbox.terminate(pid, killGraceMs).then(gaveUp);
  };
  const cancelTimer = startTimer(request.timeoutMs, () => requestStop2("timed-out"));
  const onAbort = () => requestStop2("aborted");
  signal.addEventListener("abort", onAbort, { once: true });
  if (signal.aborted) requestStop2("aborted");
  const exit = await Promise.race([exited, givenUp]);
  leaderExited = true;
  cancelTimer();
  signal.removeEventListener("abort", onAbort);
  await (termination ?? sandbox.terminate(pid, killGraceMs));
  await raceTimeout(closed, CLOSE_WAIT_MS);
  child.stdout?.destroy();
  child.stderr?.destroy();
  child.stdin?.destroy();
  if (stop !== null) return { kind: stop };
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
    let skip2 = 0;
    while (skip2 < bytes.length && skip2 < 3 && ((bytes[skip2] ?? 0) & 192) === 128) skip2++;
    bytes = bytes.subarray(skip2);
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
  constructor(program, options2) {
    this.#workspace = resolve(options2.workspace);
    this.#runDir = resolve(options2.runDir);
    const inside2 = relative(this.#workspace, this.#runDir);
    if (inside2 === "" || !inside2.startsWith("..") && !isAbsolute(inside2)) {
      throw new Error(`CommandAgent: runDir ${this.#runDir} must lie outside the workspace ${this.#workspace}`);
    }
    for (const name of Object.keys(options2.env)) {
      if (isForbiddenAgentEnvName(name)) throw new Error(`CommandAgent: the agent environment must not contain ${name}`);
    }
    if (!(options2.roundTimeoutMs > 0)) throw new Error(`CommandAgent: roundTimeoutMs must be positive, got ${options2.roundTimeoutMs}`);
    this.#outputTailChars = nonNegativeInteger("outputTailChars", options2.outputTailChars ?? DEFAULT_OUTPUT_TAIL_CHARS);
    this.#killGraceMs = nonNegativeInteger("killGraceMs", options2.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
    this.#maxReportBytes = nonNegativeInteger("maxReportBytes", options2.maxReportBytes ?? DEFAULT_MAX_REPORT_BYTES);
    this.#program = program;
    this.#runId = options2.runId;
    this.#issueNumber = options2.issueNumber;
    this.#env = { ...options2.env };
    this.#roundTimeoutMs = options2.roundTimeoutMs;
    this.#sandbox = options2.sandbox;
    this.#onOutput = options2.onOutput;
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
  async runRound(request) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const promptFile = this.promptFile(request.round);
    const reportFile = this.reportFile(request.round);
    if (request.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };
    await mkdir(this.#roundDir(request.round), { recursive: true });
    await rm(reportFile, { force: true, recursive: true });
    await writeFile(promptFile, request.prompt, "utf8");
    const agentProcess = await this.#program.prepare({ round: request.round, promptFile, reportFile, dir: this.#roundDir(request.round) });
    const usageFile = agentProcess.usageFile;
    if (usageFile !== void 0) await rm(usageFile, { force: true, recursive: true });
    if (request.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };
    const env = {
      // The agent may commit; names passed through agent-env (its own identity) win.
      ...gitIdentityEnv(),
      ...agentProcess.env,
      ...this.#env,
      RALPH_ROUND: String(request.round),
      RALPH_MAX_ROUNDS: String(request.maxRounds),
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
      writable: [this.#roundDir(request.round)],
      cwd: this.#workspace,
      stdin: request.prompt,
      timeoutMs: this.#roundTimeoutMs,
      killGraceMs: this.#killGraceMs,
      signal: request.signal,
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
function createCommandAgent(options2) {
  return new CommandAgent(shellProgram(options2.command), options2);
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
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    return `[ralph-bot: could not read the ${name}: ${error.message}]`;
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
  } catch (error) {
    return `[ralph-bot: could not read the ${name}: ${error.message}]`;
  } finally {
    await handle.close();
  }
}

// src/agents/presets/cli.ts
import { execFile } from "node:child_process";
import { open as open2, stat } from "node:fs/promises";

// src/agents/executable.ts
import { accessSync, constants as constants2, statSync } from "node:fs";
import { delimiter, isAbsolute as isAbsolute2, join as join2 } from "node:path";
function findExecutable(name, path, skip2 = () => false) {
  const candidates = name.includes("/") ? [name] : (path ?? "").split(delimiter).filter((dir) => isAbsolute2(dir) && !skip2(dir)).map((dir) => join2(dir, name));
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
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (error === null) return done(output);
        const why = error.killed ? `no answer within ${PROBE_TIMEOUT_MS / 1e3} s` : typeof error.code === "number" ? `exit code ${error.code}` : error.message;
        fail(new Error(`\`${[file, ...args].join(" ")}\` failed (${why}): ${output.trim().slice(0, 500)}`));
      }
    );
  });
}
async function checkCli(requirements, env, cwd, sandbox) {
  const { agent, binary, install } = requirements;
  const path = findExecutable(binary, env.PATH);
  if (path === null) {
    throw new Error(
      `agent ${agent}: the \`${binary}\` command was not found on the agent's PATH (${env.PATH ?? "unset"}). Install it in a step before ralph-bot: ${install}`
    );
  }
  const [versionProbe, helpProbe] = await Promise.allSettled([
    probe(path, ["--version"], env, cwd, sandbox),
    probe(path, [...requirements.helpCommand, "--help"], env, cwd, sandbox)
  ]);
  for (const settled of [versionProbe, helpProbe]) {
    if (settled.status === "rejected") throw new Error(`agent ${agent}: ${settled.reason.message}. Reinstall it: ${install}`);
  }
  const versionText = versionProbe.status === "fulfilled" ? versionProbe.value : "";
  const help = helpProbe.status === "fulfilled" ? helpProbe.value : "";
  const version = parseVersion(versionText);
  if (version === null) throw new Error(`agent ${agent}: \`${binary} --version\` printed no version. Reinstall it: ${install}`);
  const missing = requirements.flags.filter(
    (flag) => !new RegExp(`(^|[\\s,])${flag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=[\\s,=<]|$)`, "m").test(help)
  );
  if (missing.length > 0) {
    throw new Error(
      `agent ${agent}: ${binary} ${version} does not support ${missing.join(", ")} (not listed by \`${[binary, ...requirements.helpCommand, "--help"].join(" ")}\`). Install a version that does: ${install}`
    );
  }
  return { path, version };
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
  const { $schema: _dialect, ...schema } = external_exports.toJSONSchema(RoundReport, { io: "input" });
  const properties = schema.properties;
  return { ...schema, required: Object.keys(properties) };
}
async function writeReportIfAbsent(reportFile, text2) {
  try {
    const handle = await open2(reportFile, "wx");
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
function numberField(object, key) {
  const value = object[key];
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
  const errors = Array.isArray(event.errors) ? event.errors.filter((error) => typeof error === "string") : [];
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
  const config = readCodexProviderConfig(readCodexFile(env, "config.toml") ?? "");
  const configured = urlHost(config.baseUrl ?? void 0);
  if (configured !== null) return [configured];
  if (config.provider !== "openai") return [];
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
  const config = readCodexProviderConfig(read("config.toml") ?? "");
  if (config.envKey !== null) {
    requireOneOf("codex", env, [config.envKey], `the API key of model provider "${config.provider}" (env_key in ${home}/config.toml)`);
    return;
  }
  if (config.provider !== "openai") return;
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
async function judgeCodexRound(events, exitCode, lastMessage, reportFile) {
  const verdict = Object.keys(events.usage).length > 0 ? { usage: events.usage } : {};
  if (events.turnFailed !== null) return { ...verdict, failure: `Codex reported a failed turn: ${quote(events.turnFailed)}` };
  if (exitCode !== 0) {
    return events.lastError !== null ? { ...verdict, failure: `Codex exited with code ${exitCode}: ${quote(events.lastError)}` } : verdict;
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
  const events = { usage: {}, turnFailed: null, lastError: null };
  const lines = new JsonLines((event) => readCodexEvent(events, event));
  return {
    file: "codex",
    args: codexArguments(settings, schemaFile, lastMessageFile),
    env: codexEnvironment(settings.env),
    onStdout: (chunk) => lines.push(chunk),
    finish: async ({ exitCode }) => {
      lines.end();
      const lastMessage = await readFile(lastMessageFile, "utf8").catch(() => null);
      return judgeCodexRound(events, exitCode, lastMessage, files.reportFile);
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
    const error = isRecord(event.error) && typeof event.error.message === "string" ? event.error.message : null;
    into.result = { status: typeof event.status === "string" ? event.status : "unknown", error, usage };
  }
}
async function judgeGeminiRound(events, reportFile) {
  const { result } = events;
  if (result === null) return {};
  const verdict = Object.keys(result.usage).length > 0 ? { usage: result.usage } : {};
  if (result.status !== "success") {
    return { ...verdict, failure: `Gemini CLI reported status "${result.status}": ${quote(result.error ?? "no error message")}` };
  }
  if (!await fileExists(reportFile))
    return {
      ...verdict,
      failure: `Gemini CLI finished without writing a report; its final message: ${quote(events.lastMessage) || "(empty)"}`
    };
  return verdict;
}
function geminiProcess(settings, files) {
  const events = { result: null, lastMessage: "" };
  const lines = new JsonLines((event) => readGeminiEvent(events, event));
  return {
    file: "gemini",
    args: geminiArguments(settings, files.dir),
    onStdout: (chunk) => lines.push(chunk),
    finish: async () => {
      lines.end();
      return judgeGeminiRound(events, files.reportFile);
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
  const path = new URL(route.baseUrl).pathname.replace(/\/+$/, "");
  return {
    [route.baseUrlVariable]: `http://127.0.0.1:${EGRESS_PORT}${path}`,
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
import {
  createServer,
  request as httpRequest
} from "node:http";
import { request as httpsRequest } from "node:https";
import { connect, isIP as isIP2 } from "node:net";
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
  upstream.on("error", (error) => {
    if (!response.headersSent) answer(502, `ralph-bot: cannot reach ${target}: ${error.message}
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
  const named = new Set(
    String(headers.connection ?? "").split(",").map((name) => name.trim().toLowerCase())
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}
var KEY_HEADERS = /* @__PURE__ */ new Set(["authorization", "x-api-key", "x-goog-api-key", "api-key"]);
function refusalText({ host, reason }) {
  const why = reason === "not-allowed" ? "it is not in the workflow's allowed-domains" : reason === "address" ? "it resolves only to addresses the sandbox never reaches (loopback, link-local, cloud metadata, or a private network reached through a wildcard (*.suffix) pattern)" : "the Host header names it while the request names another host";
  return `ralph-bot: the sandbox's network does not reach ${host}: ${why}. The maintainer can allow a host with the allowed-domains input.
`;
}
async function startEgressProxy(options2) {
  const resolve8 = options2.resolve ?? systemResolver;
  const refused = /* @__PURE__ */ new Map();
  const open3 = /* @__PURE__ */ new Set();
  const track = (socket) => {
    open3.add(socket);
    socket.once("close", () => open3.delete(socket));
  };
  const unlisted = { hosts: /* @__PURE__ */ new Set(), count: 0 };
  const count2 = (refusal2) => {
    const key = `${refusal2.reason} ${refusal2.host}`;
    const known = refused.get(key);
    if (known !== void 0) known.count++;
    else if (refused.size < MAX_REFUSED_HOSTS) refused.set(key, { host: refusal2.host.slice(0, 253), count: 1, reason: refusal2.reason });
    else {
      if (unlisted.hosts.size < MAX_UNLISTED_HOSTS) unlisted.hosts.add(key);
      unlisted.count++;
    }
  };
  const decide = async (host) => {
    if (!hostAllowed(host, options2.allowed)) return { host, reason: "not-allowed" };
    const addresses = isIP2(host) !== 0 ? [host] : await resolve8(host);
    const named = hostNamedExactly(host, options2.allowed);
    const address = addresses.find((candidate) => reachable(candidate, named));
    return address !== void 0 ? { address } : { host, reason: "address" };
  };
  const model = options2.model !== void 0 ? { route: options2.model, url: new URL(options2.model.baseUrl) } : null;
  const basePath = model?.url.pathname.replace(/\/+$/, "") ?? "";
  const forwardToModel = (request, response, answer, path) => {
    if (model === null) return answer(400, "ralph-bot: no model API is routed through this proxy\n");
    if (!belowBase(path, basePath)) {
      return answer(404, `ralph-bot: the proxy forwards only requests below ${basePath}/ to the model API
`);
    }
    const headers = Object.fromEntries(Object.entries(endToEnd(request.headers)).filter(([name]) => !KEY_HEADERS.has(name)));
    const send = model.url.protocol === "https:" ? httpsRequest : httpRequest;
    const upstream = send({
      protocol: model.url.protocol,
      host: model.url.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: model.url.port === "" ? void 0 : Number(model.url.port),
      method: request.method,
      path,
      headers: { ...headers, ...model.route.headers, host: model.url.host },
      agent: false,
      timeout: CONNECT_TIMEOUT_MS
    });
    relayAnswer(upstream, response, answer, `the model API at ${model.url.host}`);
    request.pipe(upstream);
  };
  const server = createServer();
  server.on("connection", track);
  server.on("connect", (request, client, head) => {
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
    const target = parseAuthority(request.url ?? "");
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
        upstream.on("error", (error) => {
          if (upstream.connecting || upstream.pending)
            answer("502 Bad Gateway", `ralph-bot: cannot reach ${target.host}: ${error.message}
`);
          else client.destroy();
        });
        client.on("close", () => upstream.destroy());
      },
      (error) => answer("502 Bad Gateway", `ralph-bot: cannot resolve ${target.host}: ${error.message}
`)
    );
  });
  server.on("request", (request, response) => {
    const answer = (status, body) => {
      request.resume();
      response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) }).end(body);
    };
    if ((request.url ?? "").startsWith("/") && model !== null) return forwardToModel(request, response, answer, request.url ?? "/");
    const url = parseAbsoluteUrl(request.url ?? "");
    if (url === null) {
      return answer(400, "ralph-bot: this is the sandbox's HTTP proxy: send requests through it with HTTP_PROXY / HTTPS_PROXY\n");
    }
    if (model !== null && url.port === EGRESS_PORT && (url.host === "127.0.0.1" || url.host === "localhost")) {
      return forwardToModel(request, response, answer, url.path);
    }
    const hostHeader = request.headers.host ?? url.authority;
    const named = parseAuthority(hostHeader, url.port);
    if (named === null || named.host !== url.host || named.port !== url.port) {
      const refusal2 = { host: named?.host ?? "(invalid Host header)", reason: "host-mismatch" };
      count2(refusal2);
      return answer(403, refusalText(refusal2));
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
          method: request.method,
          path: url.path,
          headers: { ...endToEnd(request.headers), host: url.authority },
          setHost: false,
          agent: false,
          timeout: CONNECT_TIMEOUT_MS
        });
        relayAnswer(upstream, response, answer, url.host);
        request.pipe(upstream);
      },
      (error) => answer(502, `ralph-bot: cannot resolve ${url.host}: ${error.message}
`)
    );
  });
  await rm3(options2.socketPath, { force: true });
  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(options2.socketPath, () => {
      server.off("error", fail);
      done();
    });
  });
  await chmod(options2.socketPath, 384);
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
      for (const socket of open3) socket.destroy();
      await new Promise((done) => server.close(() => done()));
      await rm3(options2.socketPath, { force: true });
    }
  };
}
function belowBase(path, basePath) {
  const pathOnly = path.split("?", 1)[0] ?? "";
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
function depth(path) {
  return path.split("/").filter((part) => part !== "").length;
}
function inside(path, folder) {
  const rest = relative2(folder, path);
  return rest !== "" && !rest.startsWith("..") && !isAbsolute3(rest);
}
function bubblewrapArguments(layout, command, extraWritable = []) {
  const bind = (source, target) => ({ target, hide: false, args: ["--bind", source, target] });
  const mounts = [
    { target: "/tmp", hide: true, args: ["--tmpfs", "/tmp"] },
    ...layout.hidden.map((dir) => ({ target: dir, hide: true, args: ["--tmpfs", dir] })),
    bind(layout.workspace, layout.workspace),
    bind(layout.home, layout.home),
    ...layout.writable.map((dir) => bind(dir, dir)),
    ...layout.homeBinds.map(({ source, target }) => bind(source, target)),
    ...layout.readOnly.map((dir) => ({ target: dir, hide: false, args: ["--ro-bind", dir, dir] })),
    ...extraWritable.map((dir) => bind(dir, dir)),
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
  for (const path of paths) {
    const info2 = await stat2(path).catch(() => null);
    if (info2 === null || !info2.isDirectory()) continue;
    const real = await realpath(path);
    if (!found.includes(real)) found.push(real);
  }
  return found;
}
function resolverBinds(resolver, hidden) {
  return resolver !== null && hidden.some((folder) => inside(resolver, folder)) ? [resolver] : [];
}
async function planLayout(request) {
  const hidden = await existingFolders([...request.hidden.temp, ...request.hidden.sealed, ...SYSTEM_HIDDEN]);
  const sealed = await existingFolders(request.hidden.sealed);
  const check = (label, path) => {
    const hides = hidden.find((folder) => folder === path) ?? sealed.find((folder) => inside(path, folder));
    if (hides !== void 0)
      throw new Error(`${label}: ${path} lies in ${hides}, which the sandbox hides from the agent; name another folder`);
    if (path === "/" || SYSTEM_FOLDERS.some((folder) => path === folder || inside(path, folder)))
      throw new Error(`${label}: ${path} cannot be made writable in the sandbox`);
  };
  const writable = [];
  for (const path of request.writable) {
    await mkdir2(path, { recursive: true }).catch((error) => {
      throw new Error(`sandbox-writable: cannot create ${path}: ${error.message}`);
    });
    const real = await realpath(path);
    check("sandbox-writable", real);
    if (!writable.includes(real)) writable.push(real);
  }
  for (const { variable, path } of request.configuration.paths) {
    const [real] = isAbsolute3(path) ? await existingFolders([path]) : [];
    if (real === void 0) continue;
    check(variable, real);
    if (!writable.includes(real)) writable.push(real);
  }
  await mkdir2(join4(request.runDir, "home"), { recursive: true, mode: 448 });
  const home = await realpath(join4(request.runDir, "home"));
  const homeBinds = [];
  const realHome = request.env.HOME ?? "";
  for (const entry of isAbsolute3(realHome) ? request.configuration.home : []) {
    const source = join4(realHome, entry);
    const info2 = await stat2(source).catch(() => null);
    if (info2?.isDirectory() === true) {
      const real = await realpath(source);
      check(`~/${entry}`, real);
      homeBinds.push({ source: real, target: join4(home, entry) });
    } else if (info2?.isFile() === true) {
      await copyFile(source, join4(home, entry), constants3.COPYFILE_EXCL).catch((error) => {
        if (error.code !== "EEXIST") throw error;
      });
    }
  }
  const readOnly = resolverBinds(await realpath("/etc/resolv.conf").catch(() => null), hidden);
  const uid = process.getuid?.() ?? UNPRIVILEGED_ID;
  const gid = process.getgid?.() ?? UNPRIVILEGED_ID;
  return {
    uid: uid === 0 ? UNPRIVILEGED_ID : uid,
    gid: gid === 0 ? UNPRIVILEGED_ID : gid,
    workspace: await realpath(request.workspace),
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
      ...homeBinds.map((bind) => `${bind.source} as ${bind.target}`)
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
async function openBubblewrap(request) {
  const layout = await planLayout(request);
  const restricted = request.network.mode === "allowlist";
  const agentWritable = [layout.workspace, ...layout.writable, ...layout.homeBinds.map((bind) => bind.source)];
  const realHome = request.env.HOME ?? "";
  const bwrap = findExecutable(
    "bwrap",
    request.env.PATH,
    (dir) => [...agentWritable, "/tmp", realHome, ...request.hidden.temp].some((folder) => folder !== "" && (dir === folder || inside(dir, folder)))
  );
  if (bwrap === null) {
    throw cannotStart(
      `bwrap was not found on PATH (${request.env.PATH ?? "unset"}; folders the agent can write are not searched)`,
      restricted
    );
  }
  const proxy = restricted ? await openEgress(request, layout) : null;
  const sandbox = new BubblewrapSandbox(bwrap, layout, proxy, request.network.allowed, proxy !== null ? request.model : null);
  const probeDir = join5(dirname(layout.home), "sandbox-probe");
  await mkdir3(probeDir, { recursive: true });
  try {
    const probe2 = sandbox.command("/bin/sh", ["-c", "exit 0"], request.env, [probeDir]);
    await run(probe2.file, probe2.args, probe2.env, layout.workspace);
  } catch (error) {
    await sandbox.close();
    const message = error.message;
    throw message.includes("ralph-bot egress:") ? proxyCannotStart(message) : cannotStart(message, restricted);
  } finally {
    await rm4(probeDir, { recursive: true, force: true });
  }
  return sandbox;
}
async function openEgress(request, layout) {
  try {
    const dir = join5(request.runDir, "egress");
    await mkdir3(dir, { recursive: true, mode: 448 });
    await chmod2(dir, 448);
    await writeFile3(join5(dir, EGRESS_FORWARDER), FORWARDER_SCRIPT, { mode: 420 });
    const socketPath = join5(dir, EGRESS_SOCKET);
    if (Buffer.byteLength(socketPath) > 107)
      throw new Error(`its socket path ${socketPath} is longer than a unix socket allows (107 bytes)`);
    const { testHosts } = request.network;
    const proxy = await startEgressProxy({
      socketPath,
      allowed: request.network.allowed,
      ...testHosts !== null ? { resolve: fixedResolver(testHosts) } : {},
      ...request.model !== null ? { model: request.model } : {}
    });
    layout.egress = { dir: await realpath2(dir), node: await realpath2(process.execPath) };
    return proxy;
  } catch (error) {
    throw proxyCannotStart(error.message);
  }
}
function run(file, args, env, cwd) {
  return new Promise((done, fail) => {
    execFile2(file, args, { env, cwd, timeout: PROBE_TIMEOUT_MS2, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error === null) done(stdout);
      else fail(new Error(stderr.trim() !== "" ? stderr : error.message));
    });
  });
}

// src/agents/sandbox.ts
import { readlinkSync as readlinkSync2 } from "node:fs";
import { dirname as dirname2, isAbsolute as isAbsolute4, normalize } from "node:path";
var SANDBOX_MODES = ["bubblewrap", "none"];
var SandboxInput = external_exports.enum(SANDBOX_MODES, { error: `must be ${SANDBOX_MODES.join(" or ")}` }).default("bubblewrap");
var SandboxWritableInput = external_exports.string().transform((text2, ctx) => {
  const paths = [];
  for (const entry of text2.split(/[,\r\n]/)) {
    const path = entry.trim();
    if (path === "") continue;
    if (!isAbsolute4(path) || path.includes("\0")) {
      ctx.addIssue({
        code: "custom",
        message: `must list absolute paths, separated by commas or new lines (${JSON.stringify(path)} is not)`
      });
      return external_exports.NEVER;
    }
    const normal = normalize(path).replace(/(.)\/+$/, "$1");
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
var FILE_COMMANDS = ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"];
function runnerHiddenFolders(env, parentExecutable = readParentExecutable()) {
  const absolute = (path) => path !== void 0 && isAbsolute4(path);
  const temp = [env.RUNNER_TEMP].filter(absolute);
  const sealed = FILE_COMMANDS.map((name) => env[name]).filter(absolute).map((file) => dirname2(file));
  if (parentExecutable !== null && /\/bin\/Runner\.Worker$/.test(parentExecutable)) sealed.push(dirname2(dirname2(parentExecutable)));
  return { temp, sealed: [...new Set(sealed)] };
}
function readParentExecutable() {
  try {
    return readlinkSync2(`/proc/${process.ppid}/exe`);
  } catch {
    return null;
  }
}

// src/agents/index.ts
var AgentInput = external_exports.enum(AGENT_NAMES).default("command");
async function openSandbox(request) {
  if (request.mode === "none") return NO_SANDBOX;
  return openBubblewrap(request);
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
  const cli = await PRESETS[settings.agent].preflight({ ...settings, env, sandbox }).catch(async (error) => {
    await sandbox.close();
    throw error;
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
  const options2 = {
    workspace: settings.workspace,
    runDir: settings.runDir,
    runId: settings.runId,
    issueNumber: settings.issueNumber,
    env: settings.env,
    roundTimeoutMs: settings.roundTimeoutMs,
    sandbox,
    onOutput: settings.onOutput
  };
  if (settings.agent === "command") return createCommandAgent({ ...options2, command: settings.command ?? "" });
  const model = heldModelRoute(settings);
  const env = { ...settings.env, ...model !== null ? heldModelEnvironment(model) : {} };
  return new CommandAgent(PRESETS[settings.agent].program({ ...settings, env }), options2);
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
var decimal = (what) => external_exports.string().trim().regex(/^[+-]?\d+(\.\d+)?$/, `must be ${what}`);
var positiveInt = (max) => decimal("a number").pipe(
  external_exports.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(max, `must be at most ${max}`)
);
var minutes = external_exports.coerce.number({ error: "must be a number of minutes" }).positive("must be a number of minutes above 0").max(10080, "must be at most 10080 (a week)");
function isBranchName(name) {
  if (name === "" || name === "@" || /[\x00-\x20\x7f~^:?*[\\]|\.\.|\/\/|@\{/.test(name)) return false;
  if (/^[-/]|[/.]$|^refs\//.test(name)) return false;
  return name.split("/").every((part) => part !== "" && !part.startsWith(".") && !part.endsWith(".lock"));
}
var branchName = (what) => external_exports.string().refine(isBranchName, `must be ${what} git accepts (git check-ref-format)`);
var optionalText = external_exports.string().transform((value) => value.trim() === "" ? null : value);
var RUN_INPUTS = {
  "agent-command": optionalText.default(null),
  "agent-env": external_exports.string().default(""),
  "agent-secrets": external_exports.string().default(""),
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
    external_exports.coerce.number().int("must be a whole number").min(1024, "must be at least 1024").max(1e6, "must be at most 1000000")
  ).default(DEFAULT_MAX_HANDOFF_CHARS),
  /** The cost budget in US dollars (see `budget.ts`); null for none. */
  "max-cost-usd": optionalText.pipe(
    decimal("an amount of US dollars, like 5 or 0.50").pipe(external_exports.coerce.number().positive("must be above 0").max(1e6, "must be at most 1000000")).nullable()
  ).default(null)
};

// src/action/inputs.ts
var GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?(?:\[bot\])?$/;
var EMPTY_IS_GIVEN = /* @__PURE__ */ new Set(["bot-login"]);
function optionalId(what) {
  return external_exports.string().default("").refine((value) => /^\s*\d*\s*$/.test(value), `must be ${what}`).transform((value) => value.trim() === "" ? null : Number(value)).pipe(external_exports.number().int().positive(`must be ${what}`).nullable());
}
var inputShape = external_exports.object({
  "github-token": external_exports.string().trim().min(1, "is required"),
  agent: AgentInput,
  "agent-command": RUN_INPUTS["agent-command"],
  "agent-env": RUN_INPUTS["agent-env"],
  "agent-secrets": RUN_INPUTS["agent-secrets"],
  model: RUN_INPUTS.model,
  sandbox: SandboxInput,
  "sandbox-writable": SandboxWritableInput.default([]),
  network: NetworkInput,
  "allowed-domains": AllowedDomainsInput.default([]),
  objective: RUN_INPUTS.objective,
  "issue-number": external_exports.string().default("").refine((value) => /^\s*\d*\s*$/.test(value), "must be an issue number").transform((value) => value.trim() === "" ? null : Number(value)).pipe(external_exports.number().int().positive("must be a positive issue number").nullable()),
  "comment-id": external_exports.string().default("").refine((value) => /^\s*\d*\s*$/.test(value), "must be a comment id").transform((value) => value.trim() === "" ? null : Number(value)).pipe(external_exports.number().int().positive("must be a positive comment id").nullable()),
  "pull-request": optionalId("a pull request number"),
  "review-id": optionalId("a review id"),
  /** The failed check a dispatched run is from (issue 22; the App passes it): `workflow-run:<id>:<attempt>`. */
  check: external_exports.string().default("").refine((value) => value.trim() === "" || readCheckInput(value) !== null, "must be workflow-run:<id>:<attempt>").transform((value) => value.trim() === "" ? null : readCheckInput(value)),
  "max-rounds": RUN_INPUTS["max-rounds"],
  "max-rounds-limit": positiveInt(1e5).default(256),
  "round-timeout-minutes": RUN_INPUTS["round-timeout-minutes"],
  "run-timeout-minutes": RUN_INPUTS["run-timeout-minutes"],
  "verify-command": RUN_INPUTS["verify-command"],
  verify: RUN_INPUTS.verify,
  "no-progress-rounds": RUN_INPUTS["no-progress-rounds"],
  /** Runs from failed checks one Ralph pull request gets in a row (issue 22); 0: a failed check starts nothing. */
  "ci-fix-runs": decimal("a number").pipe(external_exports.coerce.number().int("must be a whole number").min(0, "must be at least 0").max(100, "must be at most 100")).default(DEFAULT_CI_FIX_RUNS),
  "trigger-label": external_exports.string().trim().min(1, "must not be empty").default("ralph"),
  command: external_exports.string().trim().regex(/^\S+$/, "must be one word, like /ralph").default("/ralph"),
  "base-branch": RUN_INPUTS["base-branch"],
  "branch-prefix": external_exports.string().trim().min(1, "must not be empty").regex(/^[A-Za-z0-9._/-]+$/, "may hold letters, digits, '.', '_', '-' and '/' only").refine((value) => isBranchName(`${value}1`), "must make valid branch names (git check-ref-format) followed by an issue number").default("ralph/issue-"),
  "allowed-permission": PermissionLevel.default("write"),
  draft: external_exports.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true").default(false),
  "max-handoff-chars": RUN_INPUTS["max-handoff-chars"],
  "bot-login": external_exports.string().trim().min(1, "must not be empty: it names the identity whose markers are trusted, like github-actions[bot] or my-app[bot]").regex(GITHUB_LOGIN, "must be a GitHub login, like github-actions[bot] or my-app[bot]").default("github-actions[bot]"),
  "max-cost-usd": RUN_INPUTS["max-cost-usd"],
  /** `in-job`: every round in this job; `relay`: one round per workflow run, each dispatching the next (issue 11). */
  mode: external_exports.enum(["in-job", "relay"], { error: "must be in-job or relay" }).default("in-job")
});
var ActionInputs = inputShape.superRefine((inputs, ctx) => {
  if (inputs["max-rounds"] > inputs["max-rounds-limit"]) {
    ctx.addIssue({ code: "custom", path: ["max-rounds"], message: `must be at most max-rounds-limit (${inputs["max-rounds-limit"]})` });
  }
  if (inputs.agent === "command" && inputs["agent-command"] === null) {
    ctx.addIssue({ code: "custom", path: ["agent-command"], message: "is required when agent is command" });
  }
  const unreadBy = allowedDomainsUnreadBy(inputs);
  if (unreadBy !== null) {
    ctx.addIssue({
      code: "custom",
      path: ["allowed-domains"],
      message: `has no effect with ${unreadBy === "sandbox" ? "sandbox: none" : "network: open"}: the agent reaches every host there; drop one of the two`
    });
  }
});
var INPUT_NAMES = Object.keys(inputShape.shape);
var InputError = class extends Error {
};
function parseInputs(raw) {
  const given = Object.fromEntries(Object.entries(raw).filter(([name, value]) => value !== "" || EMPTY_IS_GIVEN.has(name)));
  const parsed = ActionInputs.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const input = issue.path[0] !== void 0 ? String(issue.path[0]) : "inputs";
      const value = raw[input];
      return `input '${input}' ${issue.message}${value !== void 0 && value !== "" ? ` (got ${JSON.stringify(value)})` : ""}`;
    });
    throw new InputError(problems.join("; "));
  }
  return parsed.data;
}

// src/core/time.ts
function formatMinutes(ms) {
  const minutes2 = ms / 6e4;
  return `${Number.isInteger(minutes2) ? minutes2 : minutes2.toFixed(2)} min`;
}

// src/core/commit-message.ts
function roundCommit(round, maxRounds, report, failure, runLink) {
  const message = failure !== null || report === null ? `Round ${round} failed: ${failure}` : `Round ${round}: ${report.summary}`;
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

// src/core/stop.ts
function watchStops(cancel, deadline) {
  const controller = new AbortController();
  let first = null;
  const stop = (reason) => () => {
    if (first !== null) return;
    first = reason;
    controller.abort();
  };
  const onDeadline = stop("timed-out");
  const onCancel = stop("cancelled");
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
  const time = () => new Date(ports.now()).toISOString();
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
      time: time(),
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
    time: time(),
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
      emit({ type: "round-start", time: time(), round, ...notes.items.length > 0 ? { notes: notes.items.length } : {} });
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
        time: time(),
        round,
        status: report?.status ?? "failed",
        report,
        failure: agentFailure,
        agentDurationMs: result.durationMs
      });
      const verification = report !== null && ports.verifier !== null && shouldVerify(settings.verify, report) ? await ports.verifier.verify(round, stops.signal) : null;
      if (verification !== null) emit({ type: "verify", time: time(), round, verification });
      const checkFailure = agentFailure ?? (verification?.kind === "cannot-run" ? `the verify command could not run: ${verification.reason}` : null);
      const { message, trailers } = roundCommit(round, settings.maxRounds, report, checkFailure, settings.runLink ?? null);
      const commit = await ports.workspace.saveRound(round, message, trailers);
      const failure = checkFailure ?? commit.failure;
      const record = {
        round,
        status: report === null || failure !== null ? "failed" : report.status,
        report,
        failure,
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
        time: time(),
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
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return finish({ outcome: "error", handoff: state.handoff, reason, failedRound: round, kept: null });
  }
}

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

// src/action/failure.ts
function isApiFailure(error) {
  if (!(error instanceof Error) || !("status" in error) || !("request" in error)) return false;
  const request = error.request;
  return typeof error.status === "number" && typeof request?.method === "string" && typeof request.url === "string";
}
function describeFailure(error, secrets) {
  if (isApiFailure(error)) {
    let path = error.request.url;
    try {
      path = new URL(path).pathname;
    } catch {
    }
    return sanitize(`GitHub answered ${error.status} to ${error.request.method} ${path}: ${error.message}`, secrets);
  }
  return sanitize(error instanceof Error ? error.message : String(error), secrets);
}

// src/github/workflow-dispatch.ts
import { setTimeout as sleep2 } from "node:timers/promises";
function runTitle(issueNumber) {
  return `Ralph #${issueNumber}`;
}
var CLOCK_SKEW_MS = 5 * 6e4;
var DispatchResponse = external_exports.looseObject({ workflow_run_id: external_exports.number(), html_url: external_exports.string() });
var RunList = external_exports.looseObject({
  total_count: external_exports.number(),
  workflow_runs: external_exports.array(
    external_exports.looseObject({
      id: external_exports.number(),
      name: external_exports.string().nullish(),
      display_title: external_exports.string().nullish(),
      html_url: external_exports.string(),
      created_at: external_exports.string()
    })
  )
});
async function dispatchWorkflow(octokit, dispatch2, options2) {
  const { owner, repo, workflow, ref, inputs, runName } = dispatch2;
  const since = Date.now() - CLOCK_SKEW_MS;
  const recent = async () => {
    const runs = [];
    for (let page = 1; ; page++) {
      const { data } = await octokit.rest.actions.listWorkflowRuns({
        owner,
        repo,
        workflow_id: workflow,
        event: "workflow_dispatch",
        per_page: 100,
        page
      });
      const list = RunList.parse(data);
      const fresh = list.workflow_runs.filter((run3) => Date.parse(run3.created_at) >= since);
      runs.push(...fresh);
      if (fresh.length < list.workflow_runs.length || list.workflow_runs.length < 100 || page * 100 >= list.total_count) return runs;
    }
  };
  const before = new Set((await recent()).map((run3) => run3.id));
  const look = async () => (await recent()).find((run3) => !before.has(run3.id) && (run3.display_title === runName || run3.name === runName)) ?? null;
  const findApplied = async () => {
    const settled = async () => {
      const aborted = await sleep2(options2.settleMs ?? 2e3, false, options2.signal !== void 0 ? { signal: options2.signal } : {}).catch(
        () => true
      );
      return aborted ? null : look();
    };
    const run3 = await look() ?? await settled();
    if (run3 === null) return null;
    options2.log(`the dispatch of ${workflow} had started workflow run ${run3.id} (${run3.html_url})`);
    return { id: run3.id, htmlUrl: run3.html_url };
  };
  const asAnswer = async () => {
    const run3 = await findApplied();
    return run3 === null ? null : { workflow_run_id: run3.id, html_url: run3.htmlUrl };
  };
  const send = async (details) => {
    const { status, data } = await octokit.rest.actions.createWorkflowDispatch({
      owner,
      repo,
      workflow_id: workflow,
      ref,
      inputs,
      ...details ? { return_run_details: true } : {},
      // `retries: 0` keeps Probot's retry plugin from resending it blindly; the action's client reads `findApplied`.
      request: { findApplied: asAnswer, retries: 0 }
    });
    const answer = status === 200 ? DispatchResponse.safeParse(data) : null;
    return answer?.success === true ? { id: answer.data.workflow_run_id, htmlUrl: answer.data.html_url } : { id: null, htmlUrl: null };
  };
  const { resend } = options2;
  const sendOnce = (details) => resend === void 0 ? send(details) : sendAtMostOnce(() => send(details), findApplied, { ...resend, log: options2.log });
  try {
    return await sendOnce(true);
  } catch (error) {
    if (!refusesRunDetails(error)) throw error;
    options2.log(`GitHub does not take return_run_details; dispatching ${workflow} without it`);
    return sendOnce(false);
  }
}
function refusesRunDetails(error) {
  if (typeof error !== "object" || error === null || !("status" in error) || error.status !== 400 && error.status !== 422) return false;
  return error instanceof Error && error.message.includes("return_run_details");
}

// src/record/liveness.ts
var HEARTBEAT_MS = 5 * 6e4;
var STALE_AFTER_MS = 3 * HEARTBEAT_MS;
var HANDOFF_GRACE_MS = 30 * 6e4;
function legOf(marker) {
  return marker.leg ?? marker.run;
}
function runningRuns(markers) {
  return [...new Set(markers.filter((marker) => marker.state === "running").map(legOf))];
}
function deadRun(marker, now, endedRuns) {
  if (marker.state === "running") return endedRuns.has(legOf(marker));
  return marker.state === HANDED_OFF && age(marker, now) >= HANDOFF_GRACE_MS;
}
function age(marker, now) {
  return now.getTime() - Date.parse(marker.heartbeat);
}
function awaitingNextLeg(marker, now) {
  return marker.state === HANDED_OFF && age(marker, now) < HANDOFF_GRACE_MS;
}
function isLive2(marker, now, staleAfterMs, endedRuns) {
  return marker.state === "running" && !endedRuns.has(legOf(marker)) && age(marker, now) < staleAfterMs || awaitingNextLeg(marker, now);
}
function runConflict(markers, trigger, now, staleAfterMs, endedRuns = /* @__PURE__ */ new Set()) {
  const dead = (marker) => deadRun(marker, now, endedRuns);
  const same = markers.find((marker) => marker.trigger === trigger.key && !dead(marker) && marker.state !== "error");
  if (same !== void 0) return `this trigger (${trigger.key}) was already handled by workflow run ${same.run}`;
  const live = liveRun(markers, now, staleAfterMs, endedRuns);
  if (live !== null) return `workflow run ${live.run} is already running on this issue`;
  const at = trigger.at.getTime();
  const second = (iso) => Math.floor(Date.parse(iso) / 1e3) * 1e3;
  const during = markers.find((marker) => !dead(marker) && second(marker.started) <= at && at < second(marker.heartbeat));
  if (during !== void 0) return `the trigger arrived while workflow run ${during.run} was running on this issue`;
  return null;
}
function liveRun(markers, now, staleAfterMs, endedRuns = /* @__PURE__ */ new Set()) {
  return markers.find((marker) => isLive2(marker, now, staleAfterMs, endedRuns)) ?? null;
}

// src/action/workflow-commands.ts
import { randomBytes } from "node:crypto";
async function withWorkflowCommandsStopped(work, write = (text2) => process.stdout.write(text2)) {
  const token = randomBytes(16).toString("hex");
  write(`::stop-commands::${token}
`);
  try {
    return await work();
  } finally {
    write(`
::${token}::
`);
  }
}

// src/github/workflow-runs.ts
var WorkflowRun2 = external_exports.object({ status: external_exports.string().nullable() });
async function workflowRunEnded(octokit, repo, runId) {
  if (!/^\d+$/.test(runId)) return false;
  try {
    const { data } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: Number(runId) });
    const run3 = WorkflowRun2.safeParse(data);
    return run3.success && run3.data.status === "completed";
  } catch (error) {
    return typeof error === "object" && error !== null && "status" in error && error.status === 404;
  }
}

// src/workspace/claim.ts
import { resolve as resolve4 } from "node:path";

// src/workspace/git-program.ts
import { accessSync as accessSync2, constants as constants4, realpathSync, statSync as statSync2 } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter as delimiter2, dirname as dirname3, isAbsolute as isAbsolute5, join as join6, resolve as resolve2, sep } from "node:path";
function agentWritableFolders(env, extra = []) {
  const named = ["HOME", "GITHUB_WORKSPACE", "RUNNER_WORKSPACE", "RUNNER_TEMP", "RUNNER_TOOL_CACHE", "TMPDIR", "TMP", "TEMP"].map(
    (name) => env[name]
  );
  const folders = [...extra, ...named, tmpdir(), "/tmp", "/var/tmp", "/dev/shm"].filter((folder) => folder !== void 0 && isAbsolute5(folder)).map((folder) => resolve2(folder)).filter((folder) => dirname3(folder) !== folder);
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
    const dir = isAbsolute5(entry) ? canonicalOrNull(entry) : null;
    if (dir === null) continue;
    if (trusted(dir)) kept.push(entry);
    else skipped.push(entry);
  }
  for (const entry of kept) {
    const file = join6(entry, "git");
    if (!isExecutableFile(file)) continue;
    if (trusted(dirname3(canonical(file)))) return { file, path: kept.join(delimiter2) };
  }
  throw new Error(
    `git was not found in a folder the agent cannot write (PATH entries searched: ${kept.join(delimiter2) || "none"}; skipped as writable by the agent: ${skipped.join(delimiter2) || "none"}); install git in a system folder such as /usr/bin`
  );
}
function canonical(path) {
  return canonicalOrNull(path) ?? resolve2(path);
}
function canonicalOrNull(path) {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}
function isInside(path, root) {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}
function writableUpwards(dir) {
  for (let current = dir; ; current = dirname3(current)) {
    try {
      accessSync2(current, constants4.W_OK);
      return true;
    } catch {
    }
    if (dirname3(current) === current) return false;
  }
}
function isExecutableFile(file) {
  try {
    accessSync2(file, constants4.X_OK);
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
  const rejected = result.stdout.split("\n").filter((line) => line.startsWith("!	")).map((line) => line.split("	")[2]?.trim() ?? "").filter((summary2) => summary2 !== "");
  const own = rejected.length > 0 ? "" : lastLines(result.stderr.replace(/^remote:.*$/gm, ""), 2);
  const lines = [...remote, ...rejected, ...own !== "" ? [own] : []];
  const text2 = lines.length > 0 ? redact3(lines.join(" / ")) : lastLines(redact3(result.stderr), 3);
  return text2.length > PUSH_FAILURE_CHARS ? `${text2.slice(0, PUSH_FAILURE_CHARS - 1)}\u2026` : text2;
}

// src/workspace/git-retry.ts
import { setTimeout as sleep3 } from "node:timers/promises";
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
    if (retry.signal?.aborted !== true) retry.log?.(`${what}; retrying in ${inWords2(waitMs)}`);
    if (!await waited2(waitMs, retry.signal)) {
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
async function waited2(ms, signal) {
  if (signal?.aborted === true) return false;
  try {
    await sleep3(ms, void 0, signal !== void 0 ? { signal } : {});
    return true;
  } catch {
    return false;
  }
}
function inWords2(ms) {
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
  constructor(dir, options2) {
    this.dir = dir;
    this.#retry = options2.retry ?? {};
    this.#workTree = options2.workTree;
    this.#gitDir = options2.gitDir;
    this.#commonDir = options2.commonDir;
    this.#globalConfig = options2.globalConfig;
    this.#program = options2.program;
    this.#env = options2.env ?? {};
    this.#beforeNetwork = options2.beforeNetwork;
    this.#token = options2.token !== void 0 && options2.token !== null && options2.token !== "" ? options2.token : null;
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
  async run(args, options2 = {}) {
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
    if (options2.networkUrl !== void 0) {
      argv.push("-c", "gc.auto=0", "-c", "maintenance.auto=false");
    }
    argv.push(...args);
    const env = this.#environment(options2);
    const once = async () => {
      if (options2.networkUrl !== void 0) await this.#beforeNetwork?.(args);
      return this.#exec(args, argv, env, options2);
    };
    const result = options2.networkUrl === void 0 ? await once() : await retryTransient(args, this.#retry, once);
    if (result.exitCode !== 0 && options2.allowFailure !== true) throw this.commandError(args, result);
    return result;
  }
  /** One run of git with the full `argv` (`args` names it in errors). @throws GitError when git cannot be started. */
  async #exec(args, argv, env, options2) {
    try {
      return await getExecOutput(this.#program.file, [...argv], {
        cwd: this.dir,
        env,
        silent: true,
        ignoreReturnCode: true,
        ...options2.input !== void 0 ? { input: Buffer.from(options2.input, "utf8") } : {},
        ...options2.onStdout !== void 0 ? { listeners: { stdout: options2.onStdout } } : {}
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
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
  #environment(options2) {
    const env = {};
    for (const [name, value] of Object.entries(process.env)) if (value !== void 0 && !isForbiddenAgentEnvName(name)) env[name] = value;
    env.PATH = this.#program.path;
    Object.assign(env, this.#env);
    env.GIT_TERMINAL_PROMPT = "0";
    env.GCM_INTERACTIVE = "never";
    env.LC_ALL = "C";
    if (this.#globalConfig !== void 0) env.GIT_CONFIG_GLOBAL = this.#globalConfig;
    Object.assign(env, options2.env);
    const url = options2.networkUrl;
    if (this.#token !== null && url !== void 0 && isHttpUrl(url)) {
      const key = `http.${configUrlKey(url)}.extraheader`;
      const start2 = Number.parseInt(env.GIT_CONFIG_COUNT ?? "0", 10);
      const base = Number.isInteger(start2) && start2 > 0 ? start2 : 0;
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
import { readFile as readFile2 } from "node:fs/promises";
import { dirname as dirname4, isAbsolute as isAbsolute6, join as join7, resolve as resolve3 } from "node:path";
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
  for (const dir of [gitDir, commonDir]) for (const name of ["config", "config.worktree", "HEAD"]) paths.add(join7(dir, name));
  const global = env.GIT_CONFIG_GLOBAL;
  if (global !== void 0 && global !== "") paths.add(resolve3(cwd, global));
  else {
    if (home === "") return null;
    const xdg = env.XDG_CONFIG_HOME !== void 0 && env.XDG_CONFIG_HOME !== "" ? env.XDG_CONFIG_HOME : join7(home, ".config");
    paths.add(join7(xdg, "git", "config")).add(join7(home, ".gitconfig"));
  }
  const noSystem = /^(1|true|yes|on)$/i.test(env.GIT_CONFIG_NOSYSTEM ?? "");
  const system = env.GIT_CONFIG_SYSTEM;
  if (!noSystem && system !== void 0 && system !== "") paths.add(resolve3(cwd, system));
  else if (!noSystem && !entries.some((entry) => entry.scope === "system")) return null;
  for (const entry of entries) {
    if (entry.origin === "command line:") continue;
    if (!entry.origin.startsWith("file:")) return null;
    const file = resolve3(cwd, entry.origin.slice("file:".length));
    paths.add(file);
    if (entry.key !== "include.path" && !/^includeif\..*\.path$/.test(entry.key)) continue;
    const target = entry.value ?? "";
    if (target.startsWith("~/")) {
      if (home === "") return null;
      paths.add(join7(home, target.slice(2)));
    } else if (target.startsWith("~") || target.startsWith("%(")) return null;
    else if (target !== "") paths.add(isAbsolute6(target) ? target : resolve3(dirname4(file), target));
  }
  return [...paths];
}
async function readStates(paths) {
  const states = /* @__PURE__ */ new Map();
  for (const path of paths) {
    states.set(
      path,
      await readFile2(path).catch((error) => `unreadable: ${error.code ?? String(error)}`)
    );
  }
  return states;
}
async function statesHold(states) {
  const now = await readStates([...states.keys()]);
  for (const [path, before] of states) {
    const after = now.get(path);
    if (after === void 0) return false;
    if (typeof before === "string" || typeof after === "string" ? before !== after : !before.equals(after)) return false;
  }
  return true;
}

// src/workspace/git-refs.ts
import { lstat, readdir, readFile as readFile3 } from "node:fs/promises";
import { join as join8 } from "node:path";
var OBJECT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})\n$/;
async function regularFile(path) {
  const stats = await lstat(path).catch(() => null);
  if (stats === null || !stats.isFile()) return null;
  return readFile3(path, "latin1").catch(() => null);
}
var HEAD_BRANCH = /^ref: refs\/heads\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)\n$/;
async function readHeadBranch(gitDir) {
  const text2 = await regularFile(join8(gitDir, "HEAD"));
  if (text2 === null) return null;
  if (OBJECT_ID.test(text2)) return { branch: null };
  const branch = HEAD_BRANCH.exec(text2)?.[1];
  if (branch === void 0 || branch.includes("..") || branch.split("/").some((part) => part.endsWith(".lock") || part.endsWith(".")))
    return null;
  return { branch };
}
async function readLooseRef(gitDir, commonDir, name) {
  const text2 = await regularFile(name === "HEAD" ? join8(gitDir, "HEAD") : join8(commonDir, name));
  if (text2 === null) return null;
  const id = OBJECT_ID.exec(text2)?.[1];
  if (id !== void 0) return id;
  const target = /^ref: (refs\/heads\/[^\n]+)\n$/.exec(text2)?.[1];
  if (name !== "HEAD" || target === void 0 || target.split("/").some((part) => part === "" || part === "." || part === ".."))
    return null;
  return readLooseRef(gitDir, commonDir, target);
}
var PACKED_REF = /^([0-9a-f]{40}|[0-9a-f]{64}) (refs\/\S+)$/;
async function readBranchTips(commonDir) {
  if (await lstat(join8(commonDir, "reftable")).catch(() => null) !== null) return null;
  const ids = /* @__PURE__ */ new Map();
  const symbolic = /* @__PURE__ */ new Map();
  const packedStats = await lstat(join8(commonDir, "packed-refs")).catch(() => null);
  if (packedStats !== null) {
    const packed = await regularFile(join8(commonDir, "packed-refs"));
    if (packed === null) return null;
    for (const line of packed.split("\n")) {
      const match = PACKED_REF.exec(line);
      if (match?.[1] !== void 0 && match[2] !== void 0 && /^refs\/(heads|remotes)\//.test(match[2])) ids.set(match[2], match[1]);
    }
  }
  const walk = async (ref) => {
    const entries = await readdir(join8(commonDir, ref), { withFileTypes: true }).catch(() => null);
    if (entries === null) return false;
    for (const entry of entries) {
      const name = `${ref}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!await walk(name)) return false;
        continue;
      }
      const text2 = entry.isFile() && !entry.name.endsWith(".lock") ? await regularFile(join8(commonDir, name)) : null;
      const id = text2 === null ? void 0 : OBJECT_ID.exec(text2)?.[1];
      const target = text2 === null ? void 0 : /^ref: (refs\/(?:heads|remotes)\/[^\n]+)\n$/.exec(text2)?.[1];
      if (id !== void 0) ids.set(name, id);
      else if (target !== void 0) symbolic.set(name, target);
      else return false;
    }
    return true;
  };
  for (const top of ["refs/heads", "refs/remotes"]) {
    const stats = await lstat(join8(commonDir, top)).catch(() => null);
    if (stats !== null && !(stats.isDirectory() && await walk(top))) return null;
  }
  for (const [name, target] of symbolic) {
    const id = ids.get(target);
    if (id === void 0) return null;
    ids.set(name, id);
  }
  return [...new Set(ids.values())];
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
    const read = dirs === null ? null : await readLooseRef(dirs.gitDir, dirs.commonDir, ref);
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
    const read = dirs === null ? null : await readHeadBranch(dirs.gitDir);
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
    await this.run(["add", "--all", "--", ".", ...excluded.map((path) => `:(top,exclude,literal)${path}`)]);
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
    const read = dirs === null ? null : await readBranchTips(dirs.commonDir);
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
    const unknown = result.stdout.split("\n").filter((sha) => sha !== "");
    const oldest = unknown.at(-1);
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
    return [...new Set(result.stdout.split("\0").filter((path) => path !== ""))];
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
   */
  async push(url, sha, branch, expected) {
    const ref = `refs/heads/${branch}`;
    const lease = expected === void 0 ? [] : [`--force-with-lease=${ref}:${expected ?? ""}`];
    const args = ["push", "--porcelain", "--no-verify", ...lease, "--", url, `${sha}:${ref}`];
    return { ...await this.run(args, { networkUrl: url, allowFailure: true }), args };
  }
  /**
   * Write the bundle file `path` of the local branch `branch`, holding the commits that no
   * remote-tracking ref of `remote` reaches (the remote has those, so a clone of it can take
   * the bundle), or the whole branch when every one of its commits is on such a ref.
   */
  async bundle(path, branch, remote) {
    const ref = `refs/heads/${branch}`;
    const args = ["bundle", "create", "--quiet", path, ref, "--not", `--remotes=${remote}`];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return;
    if (!/empty bundle/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["bundle", "create", "--quiet", path, ref]);
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
  async configEntries(options2 = {}) {
    const env = this.environment;
    const envKey = JSON.stringify(Object.entries(env).filter(([name]) => /^(GIT_|HOME$|XDG_CONFIG_HOME$)/.test(name)));
    const cached = this.#configCache;
    if (cached !== null && cached.envKey === envKey && await statesHold(cached.files)) return cached.entries;
    this.#configCache = null;
    const result = await this.run(["config", "--list", "--includes", "--show-scope", "--show-origin", "-z"], { allowFailure: true });
    const entries = parseConfigListing(result.stdout);
    const dirs = this.repositoryDirs;
    if (options2.remember === true && result.exitCode === 0 && dirs !== null) {
      const paths = configSources(entries, { cwd: this.dir, ...dirs, env });
      if (paths !== null) this.#configCache = { envKey, files: await readStates(paths), entries };
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
function isRejectedAsNonFastForward(result) {
  const text2 = `${result.stdout}
${result.stderr}`;
  return /\[rejected\][^\n]*\((fetch first|non-fast-forward|stale info)\)/.test(text2);
}

// src/workspace/checkout.ts
var DEFAULT_IDENTITY = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com"
});
var REMOTE = "origin";
var MAX_ARRIVED = 20;
function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/workspace/claim.ts
function claimRef(issueNumber, run3, round) {
  return `refs/ralph/claims/issue-${issueNumber}/run-${run3}/round-${round}`;
}
var HOLDER_TRAILER = "Ralph-Claim-Holder";
async function claimRound(request) {
  const dir = resolve4(request.dir);
  const git = new Git(dir, {
    program: resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [dir])),
    token: request.token
  });
  const url = await git.remoteUrl(REMOTE);
  const ref = claimRef(request.issueNumber, request.run, request.round);
  const mine = await claimCommit(git, request);
  const pushed = await git.run(["push", "--porcelain", "--no-verify", "--", url, `${mine}:${ref}`], {
    networkUrl: url,
    allowFailure: true
  });
  if (pushed.exitCode === 0) return { kind: "won" };
  const theirs = await readClaim(git, url, ref);
  if (theirs === null) return { kind: "not-made", reason: git.redact(refusal(pushed.stdout, pushed.stderr)) };
  if (theirs.holder === request.holder.runId) return { kind: "won" };
  if (theirs.holder === null || !await request.ended(theirs.holder)) return { kind: "lost", holder: theirs.holder };
  const taken = await git.run(
    ["push", "--porcelain", "--no-verify", `--force-with-lease=${ref}:${theirs.sha}`, "--", url, `${mine}:${ref}`],
    {
      networkUrl: url,
      allowFailure: true
    }
  );
  if (taken.exitCode === 0) return { kind: "won" };
  return { kind: "lost", holder: (await readClaim(git, url, ref))?.holder ?? null };
}
async function claimCommit(git, request) {
  const tree = (await git.run(["mktree"], { input: "" })).stdout.trim();
  const { runId, attempt } = request.holder;
  const message = `Ralph claim: workflow run ${runId} (attempt ${attempt}) carries run ${request.run} on issue #${request.issueNumber} from round ${request.round}

${HOLDER_TRAILER}: ${runId}
`;
  const identity = {
    GIT_AUTHOR_NAME: DEFAULT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: DEFAULT_IDENTITY.email,
    GIT_COMMITTER_NAME: DEFAULT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: DEFAULT_IDENTITY.email
  };
  return (await git.run(["commit-tree", "--no-gpg-sign", "-F", "-", tree], { input: message, env: identity })).stdout.trim();
}
async function readClaim(git, url, ref) {
  const listed2 = await git.run(["ls-remote", "--", url, ref], { networkUrl: url });
  const sha = listed2.stdout.split("\n").find((line) => line.endsWith(`	${ref}`))?.split("	")[0];
  if (sha === void 0) return null;
  const seen = "refs/ralph/seen-claim";
  const fetched = await git.run(["fetch", "--no-tags", "--no-write-fetch-head", "--", url, `+${ref}:${seen}`], {
    networkUrl: url,
    allowFailure: true
  });
  if (fetched.exitCode !== 0) return { sha, holder: null };
  const body = (await git.run(["log", "-1", "--format=%B", seen])).stdout;
  await git.run(["update-ref", "-d", seen]);
  const holder = new RegExp(`^${HOLDER_TRAILER}: (\\S+)$`, "m").exec(body)?.[1] ?? null;
  return { sha, holder };
}
function refusal(stdout, stderr) {
  const said = stderr.split("\n").filter((line) => line.startsWith("remote:")).map((line) => line.slice("remote:".length).trim()).filter((line) => line !== "");
  const refused = stdout.split("\n").filter((line) => line.startsWith("!")).map((line) => line.split("	").slice(2).join(" ").trim());
  const words = [...said, ...refused].join("; ");
  return words !== "" ? words : stderr.trim().split("\n").at(-1) ?? "git push failed";
}

// src/record/run-record.ts
function recordSettings(runner, inputs) {
  return { owner: runner.owner, repo: runner.repo, botLogin: inputs["bot-login"], runId: runner.runId, runAttempt: runner.runAttempt };
}
async function liveRunOn(octokit, thread, runner, inputs) {
  return (await RunRecord.read(octokit, thread, recordSettings(runner, inputs))).hasLiveRun(/* @__PURE__ */ new Date());
}
var RunRecord = class _RunRecord {
  #thread;
  #comments;
  #markers;
  #ended;
  #settings;
  #startIds;
  #trackingId = null;
  /** The last tracking write asked for: each write waits for the one before it, so an older one never lands after a newer. */
  #writing = Promise.resolve();
  constructor(thread, comments, ended, settings) {
    this.#thread = thread;
    this.#comments = comments;
    this.#markers = trackingMarkers(comments, settings.botLogin);
    this.#ended = ended;
    this.#settings = settings;
    this.#startIds = new Set(comments.map((comment) => comment.id));
  }
  /**
   * Reads every comment of the issue (all pages) and asks the Actions API about each workflow run
   * that a tracking comment still shows `running`: a run whose workflow run completed (or is gone)
   * is dead, whatever its heartbeat says. This workflow run's own earlier attempt (a re-run) is dead too.
   * @throws the Octokit error when the comments cannot be read.
   */
  static async read(octokit, thread, settings) {
    const comments = await thread.comments();
    const ended = /* @__PURE__ */ new Set();
    for (const run3 of runningRuns(trackingMarkers(comments, settings.botLogin))) {
      const earlierAttempt = run3 === settings.runId && settings.runAttempt > 1;
      if (earlierAttempt || await workflowRunEnded(octokit, { owner: settings.owner, repo: settings.repo }, run3)) ended.add(run3);
    }
    return new _RunRecord(thread, comments, ended, settings);
  }
  /** The issue's comments as read at the start (all pages), oldest first. */
  get comments() {
    return this.#comments;
  }
  /** Whether a run on the issue is live: `running`, its heartbeat fresh, and its workflow run not ended; or handed off to its next relay leg within the grace period. */
  hasLiveRun(now) {
    return liveRun(this.#markers, now, STALE_AFTER_MS, this.#ended) !== null;
  }
  /** The newest run state (lessons, handoff) the bot saved on the issue, or null. */
  get savedState() {
    return latestRunState(this.#comments, this.#settings.botLogin);
  }
  /**
   * Whether a trigger starts a run: not a second delivery of a handled trigger, not while another
   * run is live, not a trigger queued behind a run that was live when it arrived. A run whose
   * workflow run ended while `running`, or handed off without its next relay leg coming within the
   * grace period, is dead: the trigger takes it over (`resume`), at the round after its last reported one.
   */
  admit(trigger, now, maxRounds) {
    const conflict = runConflict(this.#markers, trigger, now, STALE_AFTER_MS, this.#ended);
    if (conflict !== null) {
      const duplicate = this.#markers.some((marker) => marker.trigger === trigger.key);
      return { kind: "skip", reason: conflict, reply: duplicate ? null : `A Ralph run is already live on this issue: ${conflict}.` };
    }
    const dead = [...this.#markers].reverse().find((marker) => deadRun(marker, now, this.#ended));
    return { kind: "start", resume: dead === void 0 ? null : this.#goOn(dead, maxRounds) };
  }
  /**
   * Whether a relay dispatch (issue 11: inputs `relay-run` and `relay-round`) starts the next leg: only
   * when it names the issue's newest run, handed off and waiting for exactly that round. A stale,
   * replayed or forged dispatch is skipped without a word. A re-run of this leg after its runner
   * was lost (during its round, or between recording the handoff and dispatching) goes on as its
   * own earlier attempt.
   */
  admitLeg(dispatch2, maxRounds) {
    const skip2 = (reason) => ({
      kind: "skip",
      reason: `relay dispatch for run ${dispatch2.run}: ${reason}`,
      reply: null
    });
    const newest = this.#markers.at(-1);
    if (newest === void 0 || newest.run !== dispatch2.run) return skip2("it is not the issue's latest Ralph run");
    const mine = legOf(newest) === this.#settings.runId;
    const ownEarlierAttempt = mine && (newest.state === "running" ? this.#ended.has(legOf(newest)) : newest.state === HANDED_OFF && this.#settings.runAttempt > 1);
    if (newest.state !== HANDED_OFF && !ownEarlierAttempt) return skip2(`the run is ${newest.state}, not waiting for its next leg`);
    const expected = (newest.round ?? 0) + 1;
    if (!ownEarlierAttempt && dispatch2.round !== expected) return skip2(`the run waits for round ${expected}, not ${dispatch2.round}`);
    const resume = this.#goOn(newest, maxRounds);
    if (resume === null) return skip2("its tracking comment is gone, or it has no round left");
    return { kind: "start", resume: { ...resume, continues: true } };
  }
  /** How this workflow run goes on with `marker`'s run, or null when it cannot (no tracking comment, no round left). */
  #goOn(marker, maxRounds) {
    const comment = this.#trackingComment(marker.run);
    const firstRound = Math.max(marker.round ?? 0, this.#lastReportedRound(marker.run)) + 1;
    if (comment === null || firstRound > maxRounds) return null;
    return {
      run: marker.run,
      continues: legOf(marker) === this.#settings.runId,
      trackingCommentId: comment.id,
      firstRound,
      started: marker.started,
      trigger: marker.trigger,
      marker,
      earlierRounds: finishedRoundLines(comment.body ?? "")
    };
  }
  /** This run's tracking comment id, once posted. */
  get trackingId() {
    return this.#trackingId;
  }
  /**
   * Posts this run's tracking comment, or takes over `existing` (this workflow run's own earlier attempt).
   * @throws the Octokit error when GitHub refuses (after its retries): without a tracking comment the run is not visible as live.
   */
  async open(view, ctx, existing) {
    const body = renderTrackingComment(view, ctx);
    const marker = this.#trackingMarker(view, ctx);
    const { botLogin } = this.#settings;
    this.#trackingId = existing !== null ? await this.#thread.editOrRepost(existing, body, marker, botLogin) : await this.#thread.postTracking(body, marker, botLogin);
  }
  /**
   * Rewrites the tracking comment (posting it when none exists yet, or again when a person deleted it),
   * after any earlier write of it has ended (a heartbeat's, say), so writes land in the order they were asked.
   * Never throws: failures are passed to `warn`, and the answer is false.
   * @returns whether the comment now says what `view` says
   */
  write(view, ctx, warn) {
    const written = this.#writing.then(() => this.#write(view, ctx, warn));
    this.#writing = written;
    return written;
  }
  async #write(view, ctx, warn) {
    const body = renderTrackingComment(view, ctx);
    const marker = this.#trackingMarker(view, ctx);
    const { botLogin } = this.#settings;
    try {
      this.#trackingId = this.#trackingId === null ? await this.#thread.postTracking(body, marker, botLogin) : await this.#thread.editOrRepost(this.#trackingId, body, marker, botLogin);
      return true;
    } catch (error) {
      warn(`could not update the tracking comment: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }
  /** Marks a dead run's tracking comment superseded by this one. Never throws. */
  async supersede(dead, by, warn) {
    const comment = this.#comments.find((c) => c.id === dead.trackingCommentId);
    try {
      await this.#thread.editComment(
        dead.trackingCommentId,
        supersededTrackingComment(comment?.body ?? "", dead.marker.state, by, dead.firstRound)
      );
    } catch (error) {
      warn(
        `could not mark the tracking comment of workflow run ${dead.run} superseded: ${error instanceof Error ? error.message : String(error)}`
      );
    }
  }
  /**
   * What makes a comment this run's tracking comment when a post's answer was lost: a tracking
   * marker of this run (`ctx.runId`, its identity) and start time, on a comment that was not there
   * when the run started (an earlier attempt of the same workflow run carries the same run id).
   */
  #trackingMarker(view, ctx) {
    const { runId } = ctx;
    const started = view.startedAt.toISOString();
    return {
      kind: "tracking",
      match: (data) => data["run"] === runId && data["started"] === started,
      ignore: this.#startIds
    };
  }
  /** Ids of the comments on the issue when the run started: none of them is a comment this run posts. */
  get startCommentIds() {
    return this.#startIds;
  }
  #trackingComment(run3) {
    return [...this.#comments].reverse().find((comment) => {
      const marker = readTrustedMarker(comment, "tracking", this.#settings.botLogin);
      return marker !== null && marker.run === run3;
    }) ?? null;
  }
  /** The highest round a run reported in a trusted round comment, 0 when none. */
  #lastReportedRound(run3) {
    let last = 0;
    for (const comment of this.#comments) {
      const marker = readTrustedMarker(comment, "round", this.#settings.botLogin);
      if (marker !== null && marker.run === run3 && typeof marker.round === "number") last = Math.max(last, marker.round);
    }
    return last;
  }
};

// src/action/run/admit.ts
async function admit2(request, venue) {
  const { inputs, runner, octokit, trigger, issueNumber } = request;
  const { owner, repo } = runner;
  const thread = new IssueThread(octokit, { owner, repo, issueNumber: venue.conversation });
  const key = trigger.check?.key ?? triggerKey({
    source: trigger.source,
    commentId: trigger.commentId,
    reviewId: trigger.pullRequest?.reviewId ?? null,
    issueUpdatedAt: trigger.issue?.updatedAt ?? null,
    runId: runner.runId
  });
  const maxRounds = trigger.rounds ?? inputs["max-rounds"];
  const record = await RunRecord.read(octokit, thread, recordSettings(runner, inputs));
  const now = /* @__PURE__ */ new Date();
  const admission = trigger.relay !== void 0 ? record.admitLeg(trigger.relay, maxRounds) : record.admit({ key, at: trigger.at !== null ? new Date(trigger.at) : now }, now, maxRounds);
  if (admission.kind === "skip") return skipRun(request, thread, admission);
  const other = await otherConversationOf(octokit, runner, inputs, { issueNumber, fromPullRequest: venue.kind === "pull-request" });
  const elsewhere = await liveThere(octokit, runner, inputs, other);
  if (elsewhere !== null) {
    return skipRun(request, thread, {
      reason: `a run is live on #${elsewhere}, on the same branch`,
      reply: `A Ralph run is already live on the branch of this issue, talking on #${elsewhere}; wait for it to end, or stop it there.`
    });
  }
  const resume = admission.resume;
  if (resume !== null) {
    const claimed = await claimFirstRound(request, resume);
    if (claimed !== null) return skipRun(request, thread, claimed);
  }
  return { thread, record, key, maxRounds, resume, otherConversation: other, now };
}
async function otherConversationOf(octokit, runner, inputs, from) {
  if (from.fromPullRequest) return from.issueNumber;
  return findOpenPullRequest(octokit, runner, `${inputs["branch-prefix"]}${from.issueNumber}`);
}
async function liveRunOnOtherConversation(octokit, runner, inputs, from) {
  return liveThere(octokit, runner, inputs, await otherConversationOf(octokit, runner, inputs, from));
}
async function liveThere(octokit, runner, inputs, conversation) {
  if (conversation === null) return null;
  const thread = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: conversation });
  return await liveRunOn(octokit, thread, runner, inputs) ? conversation : null;
}
async function claimFirstRound(request, resume) {
  const { runner, octokit, trigger } = request;
  const round = resume.firstRound;
  let claimed;
  try {
    claimed = await claimRound({
      dir: runner.workspace,
      token: request.inputs["github-token"],
      issueNumber: request.issueNumber,
      run: resume.run,
      round,
      holder: { runId: runner.runId, attempt: runner.runAttempt },
      ended: (runId) => workflowRunEnded(octokit, { owner: runner.owner, repo: runner.repo }, runId)
    });
  } catch (error) {
    claimed = { kind: "not-made", reason: describeFailure(error, request.secrets) };
  }
  if (claimed.kind === "won") return null;
  if (claimed.kind === "not-made") {
    warning(`could not claim round ${round} of run ${resume.run} on the remote (${claimed.reason}); going on without a claim`);
    return null;
  }
  const who = claimed.holder !== null ? `workflow run ${claimed.holder}` : "another workflow run";
  const what = trigger.relay !== void 0 ? `relay dispatch for run ${resume.run}` : `run ${resume.run}`;
  return {
    reason: `${what}: ${who} already carries it from round ${round}`,
    reply: `A Ralph run is already live on this issue: ${who} carries it on from round ${round}.`
  };
}
async function skipRun(request, thread, skip2) {
  info(`Ralph skipped: ${skip2.reason}`);
  if (skip2.reply !== null && request.trigger.source !== "dispatch" && request.trigger.source !== "check") {
    await thread.postOwn("reply", { reason: "live-run" }, skip2.reply, { botLogin: request.inputs["bot-login"], runId: request.runner.runId }).catch((error) => warning(`could not reply: ${describeFailure(error, request.secrets)}`));
  }
  setOutput("outcome", "skipped");
  return null;
}

// src/record/requests.ts
var LOOK_OVERLAP_MS = 5e3;
var LOOK_SWEEP_MS = 6e4;
var LOOK_OVERLAP_RUNNER_CLOCK_MS = 6e4;
var RunRequests = class {
  /** @param startedAt when the run started: the first look reads from then, and notes written before it are not the run's. */
  constructor(octokit, ref, settings, startedAt) {
    this.octokit = octokit;
    this.ref = ref;
    this.settings = settings;
    this.#sweepSince = startedAt;
    this.#runStart = Math.floor(startedAt.getTime() / 1e3) * 1e3;
  }
  octokit;
  ref;
  settings;
  /** Where the next sweep reads from. */
  #sweepSince;
  /** Where the next look reads from when it is not a sweep; null before the first look. */
  #since = null;
  /** When the previous sweep was answered, by the runner's clock (ms since the epoch). */
  #sweptAt = Number.NEGATIVE_INFINITY;
  #runStart;
  #seenNotes = /* @__PURE__ */ new Set();
  /**
   * Reads the comments updated since the previous look: from the whole second GitHub answered it in
   * (its `Date` header), or, on the first look and once {@link LOOK_SWEEP_MS} passed since the
   * previous sweep, from {@link LOOK_OVERLAP_MS} before GitHub answered that sweep (a sweep). Without
   * a `Date` header, from {@link LOOK_OVERLAP_RUNNER_CLOCK_MS} before `now`. A look that failed is
   * not counted, so the next one reads its comments too.
   * @param now the runner's clock (default: now)
   * @throws the Octokit error when the API fails after its retries.
   */
  async look(now = /* @__PURE__ */ new Date()) {
    const { octokit, ref, settings } = this;
    const sweep = this.#since === null || now.getTime() - this.#sweptAt >= LOOK_SWEEP_MS;
    const from = sweep || this.#since === null ? this.#sweepSince : this.#since;
    const since = new Date(Math.floor(from.getTime() / 1e3) * 1e3).toISOString();
    const { comments, answeredAt } = await readComments(octokit, ref, since);
    const permitted = permittedLogins(octokit, ref, settings.allowedPermission);
    const stopBy = await this.#stopRequest(comments, permitted);
    const notes = [];
    for (const comment of comments) {
      const note = this.#note(comment);
      if (note !== null && await permitted(note.author)) notes.push({ id: comment.id, note });
    }
    for (const { id } of notes) this.#seenNotes.add(id);
    const byRunner = Number.isNaN(answeredAt);
    const answered = byRunner ? now.getTime() - LOOK_OVERLAP_RUNNER_CLOCK_MS : answeredAt;
    this.#since = new Date(Math.max(from.getTime(), answered));
    if (sweep) {
      const next = byRunner ? answered : answered - LOOK_OVERLAP_MS;
      this.#sweepSince = new Date(Math.max(this.#sweepSince.getTime(), next));
      this.#sweptAt = now.getTime();
    }
    return { stopBy, notes: notes.map(({ note }) => note) };
  }
  async #stopRequest(comments, permitted) {
    const { settings } = this;
    for (const comment of comments) {
      const marker = readTrustedMarker(comment, "stop", settings.botLogin);
      if (marker !== null) return typeof marker.by === "string" ? marker.by : settings.botLogin;
    }
    for (const comment of comments) {
      const author = person(comment);
      if (author === null) continue;
      if (parseCommand(comment.body ?? "", settings.command, settings.maxRoundsLimit)?.kind !== "stop") continue;
      if (await permitted(author)) return author;
    }
    return null;
  }
  /** The comment's note when it is a `/ralph note` by a person, written since the run started and not returned before. */
  #note(comment) {
    const author = person(comment);
    if (author === null || this.#seenNotes.has(comment.id) || Date.parse(comment.created_at) < this.#runStart) return null;
    const command = parseCommand(comment.body ?? "", this.settings.command, this.settings.maxRoundsLimit);
    if (command?.kind !== "note") return null;
    return { author, text: safeNote(command.text, this.settings.secrets), url: comment.html_url };
  }
};
function person(comment) {
  const user = comment.user;
  return user === null || isBot({ login: user.login, type: user.type }) ? null : user.login;
}

// src/action/run/between.ts
function openBetween(run3, sandbox, lookFrom) {
  const { inputs, runner, octokit, termination } = run3;
  const stop = new AbortController();
  let pending = [];
  const take = (asked) => {
    pending.push(...asked.notes);
    for (const taken of asked.notes) info(`Ralph note from ${taken.author} for the next round`);
    if (asked.stopBy !== null) {
      info(`Ralph run stop requested by ${asked.stopBy}`);
      stop.abort();
    }
  };
  const requestSettings = {
    command: inputs.command,
    botLogin: inputs["bot-login"],
    allowedPermission: inputs["allowed-permission"],
    maxRoundsLimit: inputs["max-rounds-limit"],
    secrets: run3.secrets
  };
  const conversations = [run3.venue.conversation, ...run3.otherConversation !== null ? [run3.otherConversation] : []];
  const watched = conversations.map(
    (issueNumber) => new RunRequests(octokit, { owner: runner.owner, repo: runner.repo, issueNumber }, requestSettings, lookFrom ?? run3.startedAt)
  );
  const look = async () => {
    const settled = await Promise.allSettled(watched.map((one) => one.look()));
    const asked = settled.flatMap((one) => one.status === "fulfilled" ? [one.value] : []);
    const failed = settled.find((one) => one.status === "rejected");
    if (failed !== void 0 && asked.length === 0) throw failed.reason;
    if (failed !== void 0)
      warning(`could not read one conversation's new comments: ${describeFailure(failed.reason, run3.secrets)}`);
    return {
      stopBy: asked.find((one) => one.stopBy !== null)?.stopBy ?? null,
      notes: asked.flatMap((one) => one.notes)
    };
  };
  const notes = {
    take: async () => {
      const taken = pending;
      pending = [];
      return taken;
    }
  };
  const reporter = {
    async roundFinished(record, state) {
      run3.tracking.stateIs(state);
      const refusedHosts = sandbox.takeRefusals();
      await run3.reporter.roundFinished(refusedHosts.length > 0 ? { ...record, refusedHosts } : record);
      if (termination.aborted || !run3.leg.looksBetweenRounds) return;
      await run3.tracking.refresh();
      if (termination.aborted) return;
      const asked = await look().catch((error) => {
        warning(`could not read the issue's new comments (stop requests, notes): ${describeFailure(error, run3.secrets)}`);
        return null;
      });
      if (asked !== null) take(asked);
    }
  };
  return {
    reporter,
    notes,
    stop: stop.signal,
    async lookBefore() {
      const asked = await run3.leg.lookBefore(run3, look);
      if (asked !== null) take(asked);
    }
  };
}

// src/render/final-comment.ts
import { basename } from "node:path";
function handoffBlock(handoff, ctx) {
  if (handoff === null) return "No round before it wrote a valid report, so there is no handoff to resume from.";
  return folded("Last good handoff", fenced(clip(reportCode(handoff, ctx.secrets), BOUND.handoff), "json"));
}
function keptLine(kept, details, branch) {
  if (kept === null) return "Its work could not be kept anywhere outside the runner.";
  if (kept.kind === "branch") {
    return `Its work (commit \`${kept.sha.slice(0, 7)}\`) is kept on the branch [\`${kept.branch}\`](${details.keptUrl ?? "#"}).`;
  }
  return details.keptUrl !== null ? `Its work (commit \`${kept.sha.slice(0, 7)}\`) is kept as a git bundle in the [workflow artifact](${details.keptUrl}): download and unzip it, then in a clone of the repository run \`git fetch ${basename(kept.path)} ${branch}\` (the commits land on \`FETCH_HEAD\`).` : `Its work (commit \`${kept.sha.slice(0, 7)}\`) was written to a git bundle on the runner, but uploading it as an artifact failed (see the job log).`;
}
function stoppedKeptLine(stopped, details, branch) {
  if (stopped.kept === void 0) return [];
  const round = `Round ${stopped.keptRound ?? "?"}`;
  return [
    `${round} was not pushed to \`${branch}\`: the stop came while the push was waiting to be retried. ${keptLine(stopped.kept, details, branch).replace(/^Its work/, `${round}'s work`)}`
  ];
}
function renderFinalComment(result, ctx, details) {
  const full = finalCommentBody(result, ctx, details, true);
  return full.length <= GITHUB_BODY_LIMIT ? full : bounded(finalCommentBody(result, ctx, details, false));
}
function finalCommentBody(result, ctx, details, fullReport) {
  const rounds = details.totals?.rounds ?? result.rounds.length;
  const after = `after ${rounds} round${rounds === 1 ? "" : "s"} (${formatDuration(details.totals?.elapsedMs ?? result.elapsedMs)})`;
  const parts = [renderMarker("final", { run: ctx.runId, issue: ctx.issueNumber, outcome: result.outcome, rounds })];
  switch (result.outcome) {
    case "complete":
      parts.push(
        `**Ralph run complete: nothing to propose** ${after} \u2014 the agent reported \`complete\`, and \`${ctx.branch}\` holds no change against the base branch, so no pull request was opened.`,
        ...fullReport ? reportSections(result.handoff, ctx) : compactReportSections(result.handoff, ctx)
      );
      if (result.verification !== null) parts.push(verificationBlock(result.verification, ctx, fullReport ? BOUND.output : 2e3));
      break;
    case "blocked":
      if (result.by === "conflict") {
        const files = result.files.length > 0 ? ` in ${result.files.map((file) => `\`${safeText(file, ctx.secrets).replace(/`/g, "'")}\``).join(", ")}` : "";
        parts.push(
          `**Ralph is blocked on #${ctx.issueNumber} ${after}** \u2014 commits people pushed to \`${ctx.branch}\` conflict with the round${files}: ${safe(result.reason, ctx, BOUND.summary)}`,
          keptLine(result.kept, details, ctx.branch),
          `Merge that work into \`${ctx.branch}\` by hand (or leave it), then comment \`/ralph\` to continue.`
        );
        break;
      }
      if (result.by === "no-progress") {
        parts.push(`**Ralph stopped: no progress** ${after} \u2014 ${safe(result.reason, ctx, BOUND.summary)}`);
      } else {
        parts.push(
          `**Ralph is blocked on #${ctx.issueNumber} ${after}** \u2014 the agent needs an answer:`,
          `> ${safe(result.reason, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`
        );
      }
      parts.push(`Work so far is on \`${ctx.branch}\`. Reply, then comment \`/ralph\` to continue.`);
      break;
    case "budget-limited":
      parts.push(
        result.by === "cost" ? `**Ralph stopped: budget-limited** ${after} \u2014 ${costReason(result)}, so no further round was started.` : `**Ralph stopped: budget-limited** ${after} \u2014 all ${ctx.maxRounds} rounds used without a verified \`complete\`.`
      );
      if (result.handoff !== null && result.handoff.nextSteps.length > 0)
        parts.push(`**Next steps the agent reported**

${bulletList(result.handoff.nextSteps, ctx)}`);
      parts.push(
        `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to run more rounds${result.by === "cost" ? " (each run has a budget of its own)" : ""}.`
      );
      break;
    case "round-failed": {
      const kept = result.kept ?? null;
      parts.push(`**Ralph stopped: round ${result.failedRound} failed** \u2014 ${safe(result.reason, ctx, BOUND.summary)}`);
      if (kept !== null) {
        parts.push(
          `${keptLine(kept, details, ctx.branch).replace(/^Its work/, `Round ${result.failedRound}'s work`)} \`${ctx.branch}\` stays at the last good round.`
        );
      }
      parts.push(handoffBlock(result.handoff, ctx), `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to try again.`);
      break;
    }
    case "timed-out":
      parts.push(
        `**Ralph stopped: timed out** ${after} \u2014 the run's time limit (run-timeout-minutes) ran out; the round in progress was stopped and committed${result.kept !== void 0 ? "" : " and pushed"}.`,
        ...stoppedKeptLine(result, details, ctx.branch),
        handoffBlock(result.handoff, ctx),
        `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to continue.`
      );
      break;
    case "cancelled":
      parts.push(
        `**Ralph run cancelled** ${after}. Work so far is on \`${ctx.branch}\`.`,
        ...stoppedKeptLine(result, details, ctx.branch),
        handoffBlock(result.handoff, ctx)
      );
      break;
    case "error": {
      const where = result.failedRound !== null ? ` in round ${result.failedRound}` : "";
      const last = details.lastPushedSha !== null ? `The last commit pushed to \`${ctx.branch}\` is ${commitLink(details.lastPushedSha, ctx)}.` : `No round of this run was pushed to \`${ctx.branch}\`.`;
      parts.push(
        `**Ralph stopped on an error**${where} ${after} \u2014 the bot could not go on:`,
        fenced(clip(safeCode(result.reason, ctx.secrets), BOUND.output))
      );
      if (details.workflowFix != null) parts.push(fenced(details.workflowFix, "yaml"));
      const byHand = details.compareUrl ?? null;
      if (byHand !== null) parts.push(`**[Open the pull request by hand](${linkTarget(byHand)})** from \`${ctx.branch}\`.`);
      parts.push(last);
      if (result.kept !== null || result.failedRound !== null)
        parts.push(keptLine(result.kept, details, ctx.branch).replace(/^Its work/, `Round ${result.failedRound ?? "?"}'s work`));
      parts.push(handoffBlock(result.handoff, ctx), `Fix the cause, then comment \`/ralph\` to continue from \`${ctx.branch}\`.`);
      break;
    }
  }
  if (result.state.lastPassingSha !== null) {
    parts.push(`Best effort: the newest commit whose verification passed is ${commitLink(result.state.lastPassingSha, ctx)}.`);
  }
  if (ctx.runUrl !== null) parts.push(`[Workflow run](${ctx.runUrl})`);
  return parts.join("\n\n");
}

// src/render/timeline.ts
var TIMELINE_ROUNDS = 50;
function renderTimeline(rounds, label) {
  if (rounds.length === 0) return "";
  const shown = rounds.slice(-TIMELINE_ROUNDS);
  const lines = ["gantt", "  title Rounds", "  dateFormat x", "  axisFormat %H:%M", "  todayMarker off", "  section Rounds"];
  let previousEnd = null;
  for (const round of shown) {
    const start2 = round.startedAt ?? previousEnd ?? 0;
    const end = start2 + Math.max(1, Math.round(round.elapsedMs ?? 0));
    previousEnd = end;
    const name = label(round).replace(/[:#;\s]+/g, " ").trim();
    lines.push(`  ${name} : r${round.round}, ${start2}, ${end}`);
  }
  const left = rounds.length - shown.length;
  const note = left > 0 ? `The timeline shows the last ${shown.length} rounds; ${left} earlier rounds are left out.

` : "";
  return `${note}${fenced(lines.join("\n"), "mermaid")}`;
}

// src/render/round-table.ts
function tableRound(round, ctx) {
  return {
    round: round.round,
    status: roundStatus(round),
    verified: roundVerdict(round),
    summary: summaryCell(round, ctx),
    sha: round.commit.sha,
    commentUrl: round.commentUrl,
    usage: round.usage ?? null,
    startedAt: round.startedAt ?? null,
    elapsedMs: round.elapsedMs,
    refusedHosts: round.refusedHosts ?? []
  };
}
function refusedInRounds(rounds) {
  const sums = /* @__PURE__ */ new Map();
  for (const host of rounds.flatMap((round) => round.refusedHosts)) {
    const key = `${host.reason} ${host.host}`;
    const known = sums.get(key);
    sums.set(key, { ...host, count: (known?.count ?? 0) + host.count });
  }
  return [...sums.values()].sort((a, b) => b.count - a.count || a.host.localeCompare(b.host)).slice(0, MARKER_REFUSED_HOSTS);
}
function usageCell(usage) {
  const text2 = formatUsage(usage ?? void 0);
  return text2 !== "" ? text2 : "\u2014";
}
var VERIFIED_CELL = { passed: "\u2713", failed: "\u2717", none: "\u2013" };
function roundRow(round, ctx) {
  const summary2 = round.summary === null ? "\u2014" : clip(round.summary.replace(/\s+/g, " ").replace(/</g, "&lt;"), SUMMARY_CELL_CHARS);
  const cells = [
    round.commentUrl !== null ? `[${round.round}](${linkTarget(round.commentUrl)})` : String(round.round),
    round.status,
    round.verified === null ? "\u2014" : VERIFIED_CELL[round.verified],
    summary2.replace(/\s+/g, " ").replace(/\|/g, "\\|"),
    commitLink(round.sha, ctx),
    usageCell(round.usage),
    round.elapsedMs === null ? "\u2014" : formatDuration(round.elapsedMs)
  ];
  return `| ${cells.join(" | ")} |`;
}
function renderRoundTable(rounds, ctx) {
  return [
    "| round | status | verified | summary | commit | usage | duration |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rounds.map((round) => roundRow(round, ctx))
  ].join("\n");
}
function totalsLine(rounds) {
  const usage = formatUsage(rounds.reduce((sum, round) => round.usage === null ? sum : addUsage(sum, round.usage), {}));
  const elapsedMs = rounds.reduce((sum, round) => sum + (round.elapsedMs ?? 0), 0);
  return `Total: ${rounds.length} round${rounds.length === 1 ? "" : "s"} \xB7 ${formatDuration(elapsedMs)} in rounds${usage !== "" ? ` \xB7 ${usage}` : ""}`;
}
function renderRounds(rounds, ctx, maxChars = Infinity) {
  for (let shown = Math.min(rounds.length, TIMELINE_ROUNDS); ; shown--) {
    const last = rounds.slice(rounds.length - shown);
    const which = shown < rounds.length ? `the last ${shown} of ${rounds.length} rounds` : `${rounds.length} round${rounds.length === 1 ? "" : "s"}`;
    const parts = [
      `**Rounds** on \`${ctx.branch}\` with agent \`${ctx.agent}\` (${which})`,
      renderRoundTable(last, ctx),
      totalsLine(rounds),
      refusedHostsLine(refusedInRounds(rounds), ctx),
      renderTimeline(
        last,
        (round) => `Round ${round.round} \xB7 ${round.status} \xB7 ${round.elapsedMs === null ? "\u2014" : formatDuration(round.elapsedMs)}`
      )
    ].filter((part) => part !== "");
    const text2 = parts.join("\n\n");
    if (text2.length <= maxChars) return text2;
    if (shown <= 1) throw new Error(`the rounds do not fit in ${maxChars} characters`);
  }
}
function findTable(lines) {
  const header = lines.findIndex((line, i) => /^\| round \|/.test(line) && /^\|[\s|:-]+\|$/.test(lines[i + 1] ?? ""));
  if (header < 0) return null;
  const rows = [];
  for (let i = header + 2; i < lines.length && (lines[i] ?? "").startsWith("|"); i++) rows.push(i);
  return { header, rows };
}
function roundTableRows(body) {
  const lines = body.split("\n");
  const table = findTable(lines);
  return table === null ? [] : table.rows.map((i) => lines[i] ?? "");
}
function withoutRun(body, runUrl) {
  if (runUrl === null) return body;
  const lines = body.split("\n");
  const table = findTable(lines);
  const from = table?.rows.find((i) => (lines[i] ?? "").startsWith("| \u21B3 |") && (lines[i] ?? "").includes(`(${runUrl})`));
  if (table === null || from === void 0) return body;
  const end = (table.rows.at(-1) ?? from) + 1;
  return [...lines.slice(0, from), ...lines.slice(end)].join("\n");
}
function separatorRow(body, label) {
  const lines = body.split("\n");
  const table = findTable(lines);
  const columns = table === null ? 7 : Math.max(2, (lines[table.header]?.split("|").length ?? 9) - 2);
  return `| \u21B3 | ${label.replace(/\|/g, "\\|").replace(/\n/g, " ")} |${" |".repeat(columns - 2)}`;
}
var LEFT_OUT = /^\| … \| (\d{1,9}) older rows left out to fit GitHub's limit \|$/;
function withRows(body, rows, where, header) {
  const lines = body.split("\n");
  const table = findTable(lines);
  let dropped = 0;
  const existing = (table?.rows ?? []).map((i) => lines[i] ?? "");
  const counted2 = existing.filter((row) => {
    const note = LEFT_OUT.exec(row);
    if (note !== null) dropped += Number(note[1]);
    return note === null;
  });
  let kept = where === "start" ? [...rows, ...counted2] : [...counted2, ...rows];
  const render = (all) => {
    if (table === null) return `${body}

${header}
${all.join("\n")}`;
    const from = table.header + 2;
    return [...lines.slice(0, from), ...all, ...lines.slice(from + existing.length)].join("\n");
  };
  for (; ; ) {
    const note = dropped > 0 ? [`| \u2026 | ${dropped} older rows left out to fit GitHub's limit |`] : [];
    const result = render([...note, ...kept]);
    if (result.length <= GITHUB_BODY_LIMIT || kept.length === 0) return result;
    const drop = Math.max(1, Math.ceil(kept.length / 10));
    kept = kept.slice(drop);
    dropped += drop;
  }
}

// src/render/pull-request.ts
function renderPullRequestTitle(issueTitle, ctx) {
  return clip(`Ralph: ${safeLine(issueTitle, ctx.secrets)} (#${ctx.issueNumber})`, BOUND.title).replace(/\s+/g, " ");
}
function renderPullRequestBody(final, verification, rounds, ctx, notes = []) {
  const head = [
    renderMarker("pull-request", { run: ctx.runId, issue: ctx.issueNumber }),
    safe(final.summary, ctx, BOUND.summary),
    `**Evidence, as reported by the agent**

${bulletList(final.evidence, ctx)}`,
    verification === null ? "**Verification:** none \u2014 the agent's `complete` was not checked by a command (set `verify-command`)." : `**Verification:** ${commandSpan(verification.command, ctx)} ${verification.reason} \u2713

${verificationBlock(verification, ctx)}`,
    ...notes.map((note) => clip(note, BOUND.summary))
  ].join("\n\n");
  const tail = `Closes #${ctx.issueNumber}`;
  const room = GITHUB_BODY_LIMIT - head.length - tail.length - 4;
  return bounded([head, renderRounds(rounds, ctx, room), tail].join("\n\n"));
}

// src/action/artifact.ts
import { stat as stat3 } from "node:fs/promises";
import { dirname as dirname5, resolve as resolve5 } from "node:path";
var DEFAULT_RETENTION_DAYS = 30;
var DEFAULT_UPLOAD_TIMEOUT_MS = 5 * 6e4;
var LIBRARY_ENV = [
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RESULTS_URL",
  "GITHUB_SERVER_URL",
  "GITHUB_RETENTION_DAYS",
  "ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY",
  "ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS"
];
var REQUIRED_ENV = ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID"];
function rescueArtifactName(issueNumber, round) {
  return issueNumber === null ? `ralph-round-${round}` : `ralph-issue-${issueNumber}-round-${round}`;
}
function artifactUrl(id, env) {
  const repository = env.GITHUB_REPOSITORY;
  const runId = env.GITHUB_RUN_ID;
  if (!repository || !runId) return null;
  const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  return `${server}/${repository}/actions/runs/${runId}/artifacts/${id}`;
}
var queue = Promise.resolve();
function uploadRescueBundle(upload, env = process.env) {
  const run3 = queue.then(() => uploadNow(upload, env));
  queue = run3.catch(() => void 0);
  return run3;
}
async function uploadNow(upload, env) {
  const fail = (cause) => ({
    failure: `could not upload the rescue bundle as workflow artifact '${upload.name}': ${cause}`
  });
  try {
    const missing = REQUIRED_ENV.filter((key) => !env[key]);
    if (missing.length > 0) {
      const runtime = missing.filter((key) => key.startsWith("ACTIONS_"));
      return fail(
        runtime.length > 0 ? `not running in GitHub Actions (${missing.join(", ")} not set)` : `the runner environment lacks ${missing.join(", ")}`
      );
    }
    const path = resolve5(upload.path);
    const file = await stat3(path).catch((error) => error);
    if (file instanceof Error) return fail(`cannot read ${path} (${file.code ?? file.message})`);
    if (!file.isFile()) return fail(`${path} is not a file`);
    if (file.size === 0) return fail(`${path} is empty`);
    const { DefaultArtifactClient } = await import("./artifact-O6UOHXQD.js");
    const timeoutMs = upload.timeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
    const restore = applyLibraryEnv(env);
    let timer;
    try {
      const uploading = new DefaultArtifactClient().uploadArtifact(upload.name, [path], dirname5(path), {
        retentionDays: upload.retentionDays ?? DEFAULT_RETENTION_DAYS,
        // A bundle's objects are already zlib-compressed: zipping them again only costs time.
        compressionLevel: 0
      });
      uploading.catch(() => void 0);
      const timedOut = new Promise((done) => {
        timer = setTimeout(() => done("timeout"), timeoutMs);
      });
      const response = await Promise.race([uploading, timedOut]);
      if (response === "timeout") return fail(`the upload did not finish within ${Number((timeoutMs / 1e3).toFixed(1))} s`);
      if (response.id === void 0) return fail("the artifact service returned no artifact id");
      const url = artifactUrl(response.id, env) ?? "";
      return { id: response.id, name: upload.name, url, size: response.size ?? file.size };
    } finally {
      clearTimeout(timer);
      restore();
    }
  } catch (error) {
    return fail(describe3(error));
  }
}
function applyLibraryEnv(env) {
  if (env === process.env) return () => void 0;
  const saved = LIBRARY_ENV.map((key) => [key, process.env[key]]);
  for (const key of LIBRARY_ENV) setEnv(key, env[key]);
  return () => {
    for (const [key, value] of saved) setEnv(key, value);
  };
}
function setEnv(key, value) {
  if (value === void 0) delete process.env[key];
  else process.env[key] = value;
}
function describe3(error) {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split(/\r?\n/).find((part) => part.trim() !== "") ?? "unknown error").trim();
  const status = error instanceof Error ? error.statusCode : void 0;
  return typeof status === "number" ? `the blob storage answered ${status}: ${line}` : line;
}

// src/action/run/outputs.ts
function lastPushedSha(result) {
  return result.rounds.filter((round) => round.commit.unpushed === null).at(-1)?.commit.sha ?? null;
}
function setOutputs(result, run3, pullRequest, headSha) {
  const totals = run3.tracking.totals(result.rounds);
  setOutput("outcome", result.outcome);
  setOutput("rounds", String(totals.rounds));
  setOutput("branch", run3.ctx.branch);
  setOutput("head-sha", headSha ?? "");
  setOutput("pull-request-number", pullRequest !== null ? String(pullRequest.number) : "");
  setOutput("pull-request-url", pullRequest?.url ?? "");
  setOutput("report", result.handoff !== null ? serializeReport(sanitizeJson(result.handoff, run3.secrets)) : "");
  setOutput("elapsed-seconds", String(Math.round(totals.elapsedMs / 1e3)));
  setOutput("usage", JSON.stringify(totals.usage));
}
function addUnposted(summary2, run3) {
  for (const comment of run3.reporter.unposted) {
    summary2.addRaw(`
### Round ${comment.round}'s comment, not posted on #${run3.thread.number} (${comment.why})

${comment.body}
`);
  }
}
function lockedWords(run3, finalRefused) {
  const rounds = run3.reporter.unposted.filter((comment) => comment.kind === "locked").map((comment) => comment.round);
  if (rounds.length === 0 && !finalRefused) return null;
  const refused = [
    ...rounds.length > 0 ? [`the round comment${rounds.length === 1 ? "" : "s"} of round${rounds.length === 1 ? "" : "s"} ${listWords(rounds)}`] : [],
    ...finalRefused ? ["the final comment"] : []
  ];
  const summary2 = run3.ctx.runUrl !== null ? `the job summary of the [workflow run](${run3.ctx.runUrl})` : "the job summary";
  const count2 = rounds.length + (finalRefused ? 1 : 0);
  return `#${run3.thread.number} was locked during the run: GitHub refused ${refused.join(" and ")} there; ${summary2} has ${count2 === 1 ? "it" : "them"}.`;
}
function listWords(numbers) {
  return numbers.length <= 1 ? numbers.join("") : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

// src/action/run/end.ts
async function endRun(result, run3, fix = null) {
  let ending = result;
  let pullRequest = null;
  let compareUrl = null;
  if (ending.outcome === "complete") {
    const proposal = await propose(ending, run3);
    if (proposal.kind === "pull-request") pullRequest = proposal.pullRequest;
    else if (proposal.kind === "refused") {
      ending = { ...ending, outcome: "error", reason: proposal.reason, failedRound: null, kept: null };
      compareUrl = proposal.compareUrl;
    }
  }
  const totals = run3.tracking.totals(ending.rounds);
  const details = {
    lastPushedSha: lastPushedSha(ending),
    keptUrl: await keptUrl(keptWork(ending), ending.rounds.at(-1)?.round ?? 0, run3),
    compareUrl,
    workflowFix: fix,
    totals
  };
  setOutputs(ending, run3, pullRequest, details.lastPushedSha);
  const cancelled = ending.outcome === "cancelled" && run3.termination.aborted;
  let finalPosted = true;
  let lockedFinal = null;
  if (pullRequest === null && !cancelled) {
    const { runId } = run3.ctx;
    const body = renderFinalComment(ending, run3.ctx, details);
    await run3.thread.postOnce(
      body,
      { kind: "final", match: (data) => data["run"] === runId, ignore: run3.record.startCommentIds },
      run3.inputs["bot-login"],
      []
    ).catch((error) => {
      finalPosted = false;
      if (isLockedRefusal(error)) lockedFinal = body;
      warning(`could not post the final comment: ${describeFailure(error, run3.secrets)}`);
    });
  }
  const cancelledLine = !cancelled ? null : ending.outcome === "cancelled" && ending.kept !== void 0 ? `The workflow run was cancelled while the round in progress waited to be pushed again: it was committed, not pushed. ${workWords(details)}` : "The workflow run was cancelled; the round in progress was stopped, committed and pushed.";
  const locked = lockedWords(run3, lockedFinal !== null);
  const line = [cancelledLine, locked].filter((part) => part !== null).join("\n\n");
  const tracked = await run3.tracking.write(ending.outcome, pullRequest?.url ?? null, line !== "" ? line : null);
  await run3.venue.finish(ending, run3, pullRequest);
  await writeSummary(ending, run3, { locked, lockedFinal, tracked }).catch(
    (error) => warning(`could not write the job summary: ${describeFailure(error, run3.secrets)}`)
  );
  info(`Ralph run ended: ${ending.outcome} after ${totals.rounds} round(s)${locked !== null ? ` (${plain(locked)})` : ""}`);
  if (ending.outcome === "error") {
    const byHand = compareUrl !== null ? `
Open the pull request by hand: ${compareUrl}` : "";
    const work = finalPosted ? "" : `
${workWords(details)}`;
    setFailed(sanitize(ending.reason + byHand + work, run3.secrets));
  }
}
async function endHandedOff(result, run3, handed) {
  const { next, workflow, ref } = handed;
  setOutputs(result, run3, null, lastPushedSha(result));
  const nextRun = next.id !== null ? `workflow run ${next.id}` : "a new run (GitHub did not say which)";
  const summary2 = summary.addHeading(`Ralph run on #${run3.issueNumber}: handed off`, 2).addRaw(renderRoundTable(run3.reporter.rows(), run3.ctx), true).addRaw(`
Round ${result.nextRound} starts in the next run of \`${workflow}\` (relay mode).
`).addRaw(next.id !== null && next.htmlUrl !== null ? `
Next: [workflow run ${next.id}](${next.htmlUrl}).
` : "");
  addUnposted(summary2, run3);
  await summary2.write().catch((error) => warning(`could not write the job summary: ${describeFailure(error, run3.secrets)}`));
  info(
    sanitize(
      `Ralph run handed off: round ${result.nextRound} starts in ${nextRun} of ${workflow} on ${ref}${next.htmlUrl !== null ? ` (${next.htmlUrl})` : ""}`,
      run3.secrets
    )
  );
}
function workWords(details) {
  const pushed = details.lastPushedSha !== null ? `The last pushed commit is ${details.lastPushedSha}.` : "No round was pushed.";
  return details.keptUrl !== null ? `${pushed} The unpushed round is kept at ${details.keptUrl}.` : pushed;
}
async function propose(result, run3) {
  const prepared = run3.tracking.prepared;
  if (prepared === null) {
    return { kind: "refused", reason: "the run completed without a prepared workspace", compareUrl: null };
  }
  const { workspace, baseBranch, baseSha } = prepared;
  try {
    if (baseSha !== null && !await workspace.differsFrom(baseSha)) return { kind: "no-change" };
    const locked = lockedWords(run3, false);
    const body = renderPullRequestBody(
      result.handoff,
      result.verification,
      run3.reporter.rows(),
      run3.ctx,
      locked !== null ? [`_${locked}_`] : []
    );
    const pullRequest = await run3.venue.propose(body, run3, baseBranch);
    return { kind: "pull-request", pullRequest };
  } catch (error) {
    if (error instanceof PullRequestRefused) {
      return {
        kind: "refused",
        reason: `GitHub refused to open the pull request (${describeFailure(error, run3.secrets)}). The work is on \`${run3.ctx.branch}\`; open the pull request by hand.`,
        compareUrl: error.compareUrl
      };
    }
    return { kind: "refused", reason: `the pull request could not be opened: ${describeFailure(error, run3.secrets)}`, compareUrl: null };
  }
}
function keptWork(result) {
  if (result.outcome === "error") return result.kept;
  if (result.outcome === "blocked" && result.by === "conflict") return result.kept;
  if (result.outcome === "round-failed" || result.outcome === "cancelled" || result.outcome === "timed-out") return result.kept ?? null;
  return null;
}
async function keptUrl(kept, round, run3) {
  if (kept === null) return null;
  if (kept.kind === "branch") return `${run3.ctx.repositoryUrl}/tree/${kept.branch}`;
  const uploaded = await uploadRescueBundle({ path: kept.path, name: rescueArtifactName(run3.issueNumber, round) });
  if ("failure" in uploaded) {
    warning(`could not upload the rescue bundle ${kept.path}: ${uploaded.failure}`);
    return null;
  }
  return uploaded.url;
}
async function writeSummary(result, run3, notes) {
  const report = result.handoff !== null ? fenced(reportCode(result.handoff, run3.secrets), "json") : "none";
  const summary2 = summary.addHeading(`Ralph run on #${run3.issueNumber}: ${result.outcome}`, 2);
  if (notes.locked !== null) summary2.addRaw(`
${notes.locked}
`, true);
  if (!notes.tracked) {
    summary2.addRaw("\nThe tracking comment could not be updated (see the warnings in the job log): it does not show this ending.\n", true);
  }
  summary2.addRaw(renderRounds(run3.reporter.rows(), run3.ctx), true).addRaw(`

<details><summary>Final report</summary>

${report}

</details>
`);
  addUnposted(summary2, run3);
  if (notes.lockedFinal !== null) summary2.addRaw(`
### The final comment, not posted on #${run3.thread.number}

${notes.lockedFinal}
`);
  await summary2.write();
}
function plain(markdown) {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
}

// src/action/run/issue.ts
function issueVenue(request) {
  return {
    kind: "issue",
    conversation: request.issueNumber,
    baseRef: null,
    askHidden: NO_HIDDEN_TEXT,
    async objectiveNote(run3) {
      const { trigger, runner } = run3;
      if (trigger.objectiveNote !== null) return trigger.objectiveNote;
      if (trigger.commentId === null) return null;
      return fetchTriggerComment(run3.octokit, { owner: runner.owner, repo: runner.repo, issueNumber: run3.issueNumber }, trigger.commentId);
    },
    propose: (body, run3, baseBranch) => run3.thread.openOrUpdatePullRequest({
      head: run3.ctx.branch,
      base: baseBranch,
      title: renderPullRequestTitle(run3.tracking.issueTitle, run3.ctx),
      body,
      draft: run3.inputs.draft,
      repositoryUrl: run3.ctx.repositoryUrl
    }),
    finish: () => Promise.resolve()
  };
}
async function fetchTriggerComment(octokit, ref, commentId) {
  const comment = await readIssueComment(octokit, ref, commentId);
  if (!comment.issueUrl.endsWith(`/issues/${ref.issueNumber}`)) {
    throw new Error(`input 'comment-id' (${commentId}) is a comment on another issue than #${ref.issueNumber}`);
  }
  return comment.body;
}

// src/github/review.ts
var ReviewComment = external_exports.looseObject({
  id: external_exports.number().int(),
  path: external_exports.string(),
  line: external_exports.number().int().nullable().optional(),
  original_line: external_exports.number().int().nullable().optional(),
  original_commit_id: external_exports.string().optional(),
  body: external_exports.string(),
  user: external_exports.looseObject({ login: external_exports.string() }).nullable()
});
var Review = external_exports.looseObject({
  id: external_exports.number().int(),
  body: external_exports.string().nullable(),
  state: external_exports.string(),
  html_url: external_exports.string(),
  /** The head commit the review was made on. */
  commit_id: external_exports.string().nullable().optional(),
  user: external_exports.looseObject({ login: external_exports.string() }).nullable()
});
function inline(comment) {
  return {
    id: comment.id,
    path: comment.path,
    line: comment.line ?? comment.original_line ?? null,
    author: comment.user?.login ?? "ghost",
    body: comment.body
  };
}
async function readReview(octokit, ref, reviewId) {
  const { owner, repo, pullRequestNumber: pull_number } = ref;
  const { data } = await octokit.rest.pulls.getReview({ owner, repo, pull_number, review_id: reviewId });
  const review = Review.parse(data);
  const listed2 = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, {
    owner,
    repo,
    pull_number,
    review_id: reviewId,
    per_page: 100
  });
  return { review, comments: external_exports.array(ReviewComment).parse(listed2).map(inline) };
}
async function readCommentsSincePush(octokit, ref, headSha) {
  const { owner, repo, pullRequestNumber: pull_number } = ref;
  const listed2 = await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 });
  return external_exports.array(ReviewComment).parse(listed2).filter((comment) => comment.original_commit_id === headSha).map(inline);
}

// src/core/pull-request-ask.ts
var MAX_REVIEW_COMMENTS = 50;
var MAX_REVIEW_BODY_CHARS = 4e3;
var MAX_REVIEW_COMMENT_CHARS = 2e3;
var MAX_REVIEW_CHARS = 16e3;
function cut2(text2, max) {
  const marker = " [\u2026cut]";
  if (text2.length <= max) return text2;
  let kept = text2.slice(0, max - marker.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 55296 && last <= 56319) kept = kept.slice(0, -1);
  return kept.trimEnd() + marker;
}
function visiblePromptText(text2, secrets, hidden) {
  const visible2 = withoutHiddenText(text2.normalize("NFC"));
  hidden.push(visible2.hidden);
  return safeNote(visible2.text, secrets).replace(/<!--/g, "&lt;!--").trim();
}
function renderPullRequestAsk(ask, secrets) {
  const found = [];
  const promptText = (text2, secrets2) => visiblePromptText(text2, secrets2, found);
  const who = promptText(ask.author, secrets);
  const head = ask.kind === "review" ? `A review of pull request #${ask.pullRequestNumber} by ${who} requested changes.` : `${who} asked for another run on pull request #${ask.pullRequestNumber}.`;
  const body = cut2(promptText(ask.body, secrets), MAX_REVIEW_BODY_CHARS);
  const parts = [head, body !== "" ? `${ask.kind === "review" ? "The review says" : "The comment says"}:

${body}` : ""];
  const intro = ask.kind === "review" ? "Inline comments of the review, and any others made since the branch's last push" : "Inline review comments made since the branch's last push";
  const items = [];
  let size = parts.join("\n\n").length;
  for (const comment of ask.comments.slice(0, MAX_REVIEW_COMMENTS)) {
    const where = `\`${promptText(comment.path, secrets).replace(/[`\n]/g, "'")}\`${comment.line !== null ? ` line ${comment.line}` : ""}`;
    const text2 = cut2(promptText(comment.body, secrets), MAX_REVIEW_COMMENT_CHARS).replace(/\n/g, "\n  ");
    const item = `- ${where} (${promptText(comment.author, secrets)}): ${text2}`;
    if (size + item.length + 1 > MAX_REVIEW_CHARS) break;
    items.push(item);
    size += item.length + 1;
  }
  if (items.length > 0) parts.push(`${intro} (${ask.comments.length}):
${items.join("\n")}`);
  const left = ask.comments.length - items.length;
  if (left > 0) parts.push(`${left} more inline comments were left out; read them on the pull request.`);
  return { text: parts.filter((part) => part !== "").join("\n\n"), hidden: found.reduce(addHidden, NO_HIDDEN_TEXT) };
}

// src/action/run/pull-request.ts
async function openPullRequestVenue(request, pull) {
  const { octokit, runner, trigger } = request;
  const ref = { owner: runner.owner, repo: runner.repo, pullRequestNumber: pull.number };
  const check = trigger.check;
  if (check !== void 0) {
    info(`Ralph run from pull request #${pull.number}: the failed check "${check.name}"`);
    const asker = { kind: "check", author: null, url: check.url, checkName: check.name };
    return pullRequestVenue(octokit, ref, pull.baseRef, check.objective, asker, check.hidden);
  }
  let read;
  try {
    read = await readAsk(octokit, ref, request, pull);
  } catch (error) {
    if (!(error instanceof NotAnAsk)) throw error;
    info(`Ralph skipped: ${error.message}`);
    setOutput("outcome", "skipped");
    return null;
  }
  const { ask, url } = read;
  const asked = renderPullRequestAsk(ask, request.secrets);
  const note = [asked.text, ...trigger.source === "dispatch" && trigger.objectiveNote !== null ? [trigger.objectiveNote] : []];
  info(`Ralph run from pull request #${pull.number} (${ask.kind} by ${ask.author}, ${ask.comments.length} inline comments)`);
  return pullRequestVenue(octokit, ref, pull.baseRef, note.join("\n\n"), { kind: ask.kind, author: ask.author, url }, asked.hidden);
}
var NotAnAsk = class extends Error {
};
async function readAsk(octokit, ref, request, pull) {
  const { trigger } = request;
  const permitted = permittedLogins(octokit, ref, request.inputs["allowed-permission"], request.inputs["bot-login"]);
  if (pull.reviewId !== null) {
    const { review, comments: own } = await readReview(octokit, ref, pull.reviewId);
    if (review.state.toUpperCase() !== "CHANGES_REQUESTED") {
      throw new NotAnAsk(`review ${review.id} of pull request #${pull.number} does not request changes (${review.state})`);
    }
    const author2 = review.user?.login ?? "ghost";
    if (!await permitted(author2)) {
      throw new NotAnAsk(`review ${review.id} of pull request #${pull.number} is by ${author2}, who may not start Ralph runs`);
    }
    const ids = new Set(own.map((comment) => comment.id));
    const others = await readCommentsSincePush(octokit, ref, review.commit_id ?? pull.headSha);
    const comments2 = await byPermitted([...own, ...others.filter((comment) => !ids.has(comment.id))], permitted);
    const ask = { kind: "review", pullRequestNumber: pull.number, author: author2, body: review.body ?? "", comments: comments2 };
    return { ask, url: review.html_url };
  }
  let body = trigger.source === "command" ? trigger.objectiveNote ?? "" : "";
  let author = trigger.actor?.login ?? "someone";
  let url = null;
  if (trigger.commentId !== null) {
    const data = await readIssueComment(octokit, ref, trigger.commentId);
    if (!data.issueUrl.endsWith(`/issues/${pull.number}`)) {
      throw new Error(`input 'comment-id' (${trigger.commentId}) is a comment on another issue than pull request #${pull.number}`);
    }
    body = data.body;
    author = data.author ?? author;
    url = data.url;
    if (!await permitted(author)) {
      throw new NotAnAsk(`input 'comment-id' (${trigger.commentId}) is a comment by ${author}, who may not start Ralph runs`);
    }
  }
  const comments = await byPermitted(await readCommentsSincePush(octokit, ref, pull.headSha), permitted);
  return { ask: { kind: "command", pullRequestNumber: pull.number, author, body, comments }, url };
}
async function byPermitted(comments, permitted) {
  const kept = [];
  for (const comment of comments) if (await permitted(comment.author)) kept.push(comment);
  if (kept.length < comments.length) {
    info(`left out ${comments.length - kept.length} inline comments by people without the permission to start Ralph runs`);
  }
  return kept;
}
function pullRequestVenue(octokit, ref, baseRef, note, asker, askHidden) {
  const { pullRequestNumber: pull_number } = ref;
  const currentBody = async (run3) => withoutRun((await readPullRequest(octokit, ref, pull_number)).body ?? "", run3.ctx.runUrl);
  const write = (body) => writePullRequestBody(octokit, ref, pull_number, body);
  const separator = (body, run3) => {
    const by = renderAsker(asker, run3.secrets);
    return separatorRow(body, run3.ctx.runUrl !== null ? `${by} \xB7 [workflow run](${run3.ctx.runUrl})` : by);
  };
  const header = (run3) => renderRoundTable([], run3.ctx);
  return {
    kind: "pull-request",
    conversation: pull_number,
    askHidden,
    baseRef,
    objectiveNote: () => Promise.resolve(note),
    // It updates this pull request (never a second), keeping the earlier rounds of its round table above the new ones.
    async propose(body, run3) {
      const earlier = roundTableRows(await currentBody(run3));
      return write(withRows(body, [...earlier, separator(body, run3)], "start", header(run3)));
    },
    async finish(result, run3, updated) {
      let pullRequestUpdated = updated !== null;
      if (!pullRequestUpdated && run3.reporter.rows().length > 0) {
        try {
          const body = await currentBody(run3);
          const rows = roundTableRows(renderRoundTable(run3.reporter.rows(), run3.ctx));
          await write(withRows(body, [separator(body, run3), ...rows], "end", header(run3)));
          pullRequestUpdated = true;
        } catch (error) {
          warning(`could not add the rounds to pull request #${pull_number}: ${describeFailure(error, run3.secrets)}`);
        }
      }
      const { runId } = run3.ctx;
      const text2 = renderAskReply({
        asker,
        outcome: result.outcome,
        rounds: run3.tracking.totals(result.rounds).rounds,
        branch: run3.ctx.branch,
        pullRequestUpdated,
        runUrl: run3.ctx.runUrl,
        secrets: run3.secrets
      });
      await run3.thread.postOnce(
        `${renderMarker("reply", { reason: "pull-request", run: runId })}
${text2}`,
        { kind: "reply", match: (data) => data["reason"] === "pull-request" && data["run"] === runId },
        run3.inputs["bot-login"]
      ).catch((error) => warning(`could not reply on pull request #${pull_number}: ${describeFailure(error, run3.secrets)}`));
    }
  };
}

// src/github/dispatch-refusal.ts
var DISPATCH_INPUTS = {
  issue: { description: "The issue to work on", required: true, default: null },
  rounds: { description: "Rounds for this run, from `/ralph rounds=N` (empty for the default)", required: false, default: "" },
  "comment-id": { description: "The trigger comment (empty for a label); its text joins the objective", required: false, default: "" },
  "pull-request": {
    description: "The Ralph pull request a review or `/ralph` came from (empty for a run on the issue)",
    required: false,
    default: ""
  },
  "review-id": { description: "The review requesting changes that started the run (empty otherwise)", required: false, default: "" },
  check: {
    description: "The failed check of the pull request's head that started the run (empty otherwise)",
    required: false,
    default: ""
  },
  "relay-run": { description: "Relay mode: the run this workflow run continues (set by the action)", required: false, default: "" },
  "relay-round": { description: "Relay mode: the round this workflow run starts (set by the action)", required: false, default: "" }
};
function readDispatchRefusal(error) {
  if (typeof error !== "object" || error === null || !("status" in error) || error.status !== 422) return null;
  const data = "response" in error && typeof error.response === "object" && error.response !== null ? error.response.data : null;
  const message = typeof data === "object" && data !== null && "message" in data && typeof data.message === "string" ? data.message : null;
  if (message === null) return null;
  const undeclared = /^Unexpected inputs provided: (\[.*\])$/s.exec(message)?.[1];
  if (undeclared !== void 0) {
    const inputs = [...undeclared.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1] ?? ""}"`));
    return inputs.length > 0 ? { kind: "undeclared", inputs, message } : null;
  }
  const required = /^Required input '(.+)' not provided$/s.exec(message)?.[1];
  if (required !== void 0) return { kind: "required", input: required, message };
  if (/^Workflow does not have 'workflow_dispatch' trigger$/.test(message)) return { kind: "no-trigger", message };
  return null;
}
function refusalFix(refusal2, workflow, ref, sender) {
  const where = `The workflow \`.github/workflows/${workflow}\` on \`${ref}\``;
  switch (refusal2.kind) {
    case "undeclared": {
      const one = refusal2.inputs.length === 1;
      return {
        words: `${where} does not declare the input${one ? "" : "s"} ${listed(refusal2.inputs)}, which ${sender} sends: add ${one ? "it" : "them"} to its \`on.workflow_dispatch.inputs\`.`,
        yaml: inputsYaml(refusal2.inputs)
      };
    }
    case "required":
      return {
        words: `${where} requires the input \`${refusal2.input}\`, which ${sender} does not send: make it optional (\`required: false\`, with a \`default\`) or remove it.`,
        yaml: null
      };
    case "no-trigger":
      return {
        words: `${where} has no \`workflow_dispatch\` trigger, through which ${sender} starts it: add the trigger with the inputs Ralph sends.`,
        yaml: inputsYaml(Object.keys(DISPATCH_INPUTS))
      };
  }
}
function inputsYaml(names) {
  const lines = ["on:", "  workflow_dispatch:", "    inputs:"];
  for (const name of names) {
    const declared = DISPATCH_INPUTS[name] ?? { description: "Sent by Ralph", required: false, default: "" };
    const key = /^[A-Za-z_][\w-]*$/.test(name) ? name : JSON.stringify(name);
    lines.push(`      ${key}:`, `        description: ${JSON.stringify(declared.description)}`);
    lines.push(`        required: ${declared.required}`);
    if (declared.default !== null) lines.push(`        default: ${JSON.stringify(declared.default)}`);
  }
  return lines.join("\n");
}
function listed(names) {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length <= 1 ? quoted[0] ?? "" : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1) ?? ""}`;
}

// src/github/repository.ts
async function defaultBranch(octokit, ref) {
  return (await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo })).data.default_branch;
}

// src/action/run/relay.ts
function workflowOf(workflowRef) {
  const match = /^[^/]+\/[^/]+\/\.github\/workflows\/([^/@]+)@(.+)$/.exec(workflowRef ?? "");
  return match?.[1] !== void 0 && match[2] !== void 0 ? { file: match[1], ref: match[2] } : null;
}
function dispatchableRef(ref) {
  return /^refs\/(heads|tags)\/./.test(ref) ? ref : null;
}
function carriedOver(relay, resume, runId, now) {
  const spentBeforeUsd = resume?.marker.spent ?? null;
  const usage = resume?.marker.usage !== void 0 ? parseUsage(resume.marker.usage) : null;
  const continues = resume !== null && resume.continues;
  const earlierLegs = continues ? (resume.marker.legs ?? resume.run).split(",").filter((leg) => leg !== "") : [];
  const legs = earlierLegs.at(-1) === runId ? earlierLegs : [...earlierLegs, runId];
  const legsBefore = continues ? resume.marker.legsBefore ?? 0 : 0;
  return {
    ...NOTHING_CARRIED,
    spentBeforeUsd,
    usageBefore: usage?.ok === true ? usage.usage : {},
    earlierRounds: continues ? resume.earlierRounds : [],
    relay: relay ? { legs, ...legsBefore > 0 ? { legsBefore } : {}, looked: now } : null
  };
}
function relayDeadline(stepDeadline, runStartedAt, runTimeoutMs, now = Date.now()) {
  const left = runStartedAt.getTime() + runTimeoutMs - now;
  return AbortSignal.any([stepDeadline, left <= 0 ? AbortSignal.abort() : AbortSignal.timeout(left)]);
}
async function lookBeforeLeg(run3, look) {
  run3.tracking.looked(/* @__PURE__ */ new Date());
  return look().catch((error) => {
    warning(`could not read the issue's new comments (stop requests, notes): ${describeFailure(error, run3.secrets)}`);
    return { stopBy: null, notes: [] };
  });
}
async function handOff(result, run3) {
  const { runner, ctx } = run3;
  const cancelled = () => ({ kind: "refused", ending: { ...result, outcome: "cancelled" }, fix: null });
  if (run3.termination.aborted) return cancelled();
  const workflow = workflowOf(runner.workflowRef);
  const refused = (why, fix, yaml = null) => ({
    kind: "refused",
    ending: {
      outcome: "error",
      handoff: result.handoff,
      reason: `${why}. Round ${result.nextRound - 1} is pushed to \`${ctx.branch}\`; round ${result.nextRound} did not start. ${fix} Then comment \`${run3.inputs.command}\` to resume.`,
      failedRound: null,
      kept: null,
      rounds: result.rounds,
      state: result.state,
      elapsedMs: result.elapsedMs
    },
    fix: yaml
  });
  if (workflow === null) {
    return refused(
      "relay mode could not tell which workflow to dispatch (GITHUB_WORKFLOW_REF is not set)",
      "Run the action in a GitHub Actions workflow, or use `mode: in-job`."
    );
  }
  if (!await run3.tracking.write(HANDED_OFF)) {
    return refused(
      "relay mode could not record the handoff in the tracking comment (see the warning in the workflow run's log)",
      "Wait until GitHub accepts comment edits again."
    );
  }
  const inputs = {
    issue: String(run3.issueNumber),
    rounds: String(ctx.maxRounds),
    "relay-run": ctx.runId,
    "relay-round": String(result.nextRound),
    ...run3.trigger.commentId !== null ? { "comment-id": String(run3.trigger.commentId) } : {},
    // A run from its pull request goes on talking there, with the same review as its objective.
    ...run3.trigger.pullRequest !== null ? { "pull-request": String(run3.trigger.pullRequest.number) } : {},
    ...run3.trigger.pullRequest?.reviewId != null ? { "review-id": String(run3.trigger.pullRequest.reviewId) } : {},
    // A run from a failed check goes on with it: each leg names it and works on its failure.
    ...run3.trigger.check?.input != null ? { check: run3.trigger.check.input } : {}
  };
  let ref = workflow.ref;
  let next;
  try {
    ref = dispatchableRef(workflow.ref) ?? `refs/heads/${await defaultBranch(run3.octokit, runner)}`;
    next = await dispatchWorkflow(
      run3.octokit,
      { owner: runner.owner, repo: runner.repo, workflow: workflow.file, ref, inputs, runName: runTitle(run3.issueNumber) },
      { log: (message) => info(sanitize(message, run3.secrets)), signal: run3.termination }
    );
  } catch (error) {
    if (run3.termination.aborted) return cancelled();
    const why = `GitHub refused to dispatch the next workflow run (${describeFailure(error, run3.secrets)})`;
    const refusal2 = readDispatchRefusal(error);
    if (refusal2 !== null) {
      const fix = refusalFix(refusal2, workflow.file, ref, "relay mode");
      return refused(why, fix.yaml !== null ? `${fix.words} The YAML to add is below.` : fix.words, fix.yaml);
    }
    return refused(
      why,
      "Give the workflow `permissions: actions: write` (relay mode dispatches the next round's workflow run) and declare the inputs `issue`, `rounds`, `comment-id`, `pull-request`, `review-id`, `check`, `relay-run` and `relay-round` under `workflow_dispatch`."
    );
  }
  return { kind: "handed-off", next, workflow: workflow.file, ref };
}
var IN_JOB_LEG = {
  mode: "in-job",
  deadline: (step) => step,
  carried: (resume, runId, now) => carriedOver(false, resume, runId, now),
  handOffAfter: () => null,
  looksBetweenRounds: true,
  lookBefore: async () => null,
  handOff: () => Promise.reject(new Error("a run in one job never hands off"))
};
var RELAY_LEG = {
  mode: "relay",
  deadline: relayDeadline,
  carried: (resume, runId, now) => carriedOver(true, resume, runId, now),
  handOffAfter: (firstRound) => firstRound,
  // A relay leg looks before its round instead of after it: what it would read after its round is the next leg's.
  looksBetweenRounds: false,
  lookBefore: lookBeforeLeg,
  handOff
};

// src/action/run/start.ts
import { mkdtemp as mkdtemp3 } from "node:fs/promises";
import { join as join14 } from "node:path";

// src/agents/leftovers.ts
import { readdir as readdir2, readFile as readFile4 } from "node:fs/promises";
var RUN_MARKER = "RALPH_RUN_ID";
var MAX_PASSES = 50;
var PASS_DELAY_MS = 20;
function leftoverGuard(runId, log) {
  return { env: { [RUN_MARKER]: runId }, beforeNetwork: () => killLeftovers(runId, log !== void 0 ? { log } : {}) };
}
async function killLeftovers(runId, options2 = {}) {
  if (runId === "") throw new Error("killLeftovers: the run id is empty");
  const marker = Buffer.from(`\0${RUN_MARKER}=${runId}\0`);
  const spared = await ancestry();
  const killed = [];
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const found = (await markedProcesses(marker)).filter((pid) => !spared.has(pid));
    if (found.length === 0) {
      if (killed.length > 0) {
        options2.log?.(
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
    await new Promise((resolve8) => setTimeout(resolve8, PASS_DELAY_MS));
  }
  throw new Error(
    `processes the agent left running (${RUN_MARKER}=${runId}) could not be stopped after ${MAX_PASSES} attempts; no git command with the token is run while they live`
  );
}
async function markedProcesses(marker) {
  let entries;
  try {
    entries = await readdir2("/proc");
  } catch {
    return [];
  }
  const pids = entries.filter((entry) => /^\d+$/.test(entry)).map(Number);
  const marked = await Promise.all(
    pids.map(async (pid) => {
      const environ = await readFile4(`/proc/${pid}/environ`).catch(() => null);
      return environ !== null && Buffer.concat([Buffer.from([0]), environ]).includes(marker) ? pid : null;
    })
  );
  return marked.filter((pid) => pid !== null);
}
async function ancestry() {
  const pids = /* @__PURE__ */ new Set();
  for (let pid = process.pid; pid > 0 && !pids.has(pid); ) {
    pids.add(pid);
    const stat5 = await readFile4(`/proc/${pid}/stat`, "utf8").catch(() => null);
    if (stat5 === null) break;
    const ppid = Number(stat5.slice(stat5.lastIndexOf(")") + 2).split(" ")[1]);
    if (!Number.isInteger(ppid)) break;
    pid = ppid;
  }
  return pids;
}

// src/engine/index.ts
import { join as join9 } from "node:path";

// src/workspace/events-file.ts
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname as dirname6 } from "node:path";
function createEventsFile(path, options2 = {}) {
  mkdirSync(dirname6(path), { recursive: true });
  writeFileSync(path, "");
  let failed = false;
  return {
    emit(event) {
      try {
        appendFileSync(path, `${JSON.stringify(sanitizeJson(event, options2.secrets ?? []))}
`);
      } catch (error) {
        if (!failed) options2.onError?.(error instanceof Error ? error : new Error(String(error)));
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
function createVerifyCommand(options2) {
  const { command, env, sandbox, onOutput } = options2;
  if (command.trim() === "") throw new Error("createVerifyCommand: the verify command is blank");
  if (!(options2.timeoutMs >= 1 && options2.timeoutMs <= MAX_TIMER_MS2)) {
    throw new Error(`createVerifyCommand: timeoutMs must be between 1 and ${MAX_TIMER_MS2}, got ${options2.timeoutMs}`);
  }
  const workspace = resolve6(options2.workspace);
  const graceMs = options2.killGraceMs ?? DEFAULT_VERIFY_KILL_GRACE_MS;
  const tailBytes = options2.tailBytes ?? VERIFY_TAIL_CHARS;
  const minFreeBytes = options2.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const freeBytes = options2.freeBytes ?? defaultFreeBytes;
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
      timeoutMs: options2.timeoutMs,
      killGraceMs: graceMs,
      signal,
      onStdout: forward(stdout),
      onStderr: forward(stderr)
    });
    if (exit.kind === "not-started") return result("cannot-run", `could not start ${exit.file} in ${workspace}: ${exit.reason}`);
    if (exit.kind === "aborted") return result("aborted", "was stopped: the run was cancelled or ran out of time");
    if (exit.kind === "timed-out") return result("failed", `did not finish within ${formatMs(options2.timeoutMs)} and was killed`);
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
  const eventsFile = join9(settings.runDir, "events.jsonl");
  const events = createEventsFile(eventsFile, { secrets: settings.secrets, onError: settings.onEventsError });
  return { sandbox, agent, verifier, events, eventsFile };
}

// src/render/round-comment.ts
function statusHeadline(record, ctx) {
  if (record.status === "failed") return "failed";
  const reported = `the agent reported \`${record.status}\``;
  if (rejectedCompletion(record)) return `${reported}; verification failed`;
  if (record.verification?.kind === "passed") return `${reported}; verified \u2713 by ${commandSpan(record.verification.command, ctx)}`;
  return reported;
}
function notesBlock(notes, ctx) {
  const items = notes.items.map((note) => {
    const from = note.url !== null ? `[${safeLine(note.author, ctx.secrets)}](${note.url})` : safeLine(note.author, ctx.secrets);
    return `- ${from}: ${safeText(note.text, ctx.secrets).replace(/\n/g, "\n  ")}`;
  });
  const dropped = notes.dropped > 0 ? `

${notes.dropped} older notes were left out of the prompt.` : "";
  return `**Maintainer notes in this round's prompt**

${clip(items.join("\n"), BOUND.notes)}${dropped}`;
}
function roundMarkerData(record, ctx) {
  const usage = record.usage !== void 0 && Object.keys(record.usage).length > 0 ? { usage: JSON.stringify(record.usage) } : {};
  return {
    run: ctx.runId,
    issue: ctx.issueNumber,
    round: record.round,
    status: record.status,
    sha: record.commit.sha,
    ...record.startedAt !== void 0 ? { started: Math.round(record.startedAt) } : {},
    elapsed: Math.max(0, Math.round(record.elapsedMs)),
    verified: roundVerdict(record),
    ...usage,
    ...refusedMarkerData(record.refusedHosts),
    summary: summaryCell(record, ctx)
  };
}
function refusedMarkerData(hosts) {
  if (hosts === void 0 || hosts.length === 0) return {};
  return { refused: JSON.stringify(hosts.slice(0, MARKER_REFUSED_HOSTS)) };
}
var ROUND_COMMENT_FITS = [
  { fullReport: true, tailChars: BOUND.output, listChars: BOUND.list },
  { fullReport: false, tailChars: BOUND.output, listChars: BOUND.list },
  { fullReport: false, tailChars: 2e3, listChars: 4e3 }
];
function renderRoundComment(record, ctx) {
  for (const fit of ROUND_COMMENT_FITS) {
    const body = roundCommentBody(record, ctx, fit);
    if (body.length <= GITHUB_BODY_LIMIT) return body;
  }
  return bounded(roundCommentBody(record, ctx, ROUND_COMMENT_FITS[ROUND_COMMENT_FITS.length - 1]));
}
function roundCommentBody(record, ctx, fit) {
  const parts = [
    renderMarker("round", roundMarkerData(record, ctx)),
    `**Round ${record.round} of ${ctx.maxRounds} \u2014 ${statusHeadline(record, ctx)}**`
  ];
  if (ctx.check !== void 0) parts.push(`A run from the ${renderStartingCheck(ctx.check, ctx.secrets)} on the pull request's head.`);
  if (record.notes !== void 0) parts.push(notesBlock(record.notes, ctx));
  const hidden = record.objectiveHidden !== void 0 ? describeHidden(record.objectiveHidden) : null;
  if (hidden !== null) {
    parts.push(
      `_Left out of the objective the agent read: ${hidden} that the issue page does not show (hidden text can carry instructions nobody sees)._`
    );
  }
  if (record.report !== null)
    parts.push(...fit.fullReport ? reportSections(record.report, ctx) : compactReportSections(record.report, ctx));
  if (record.verification !== null) parts.push(verificationBlock(record.verification, ctx, fit.tailChars));
  if (record.failure !== null) {
    parts.push(`The round failed: ${safe(record.failure, ctx, BOUND.summary)}`);
    if (record.outputTail.trim() !== "") {
      parts.push(folded("The agent's last output", fenced(clipStart(safeCode(record.outputTail, ctx.secrets), fit.tailChars))));
    }
  }
  const network = refusedHostsLine(record.refusedHosts ?? [], ctx);
  if (network !== "") parts.push(network);
  const { notes, unpushed } = record.commit;
  if (notes.length > 0) parts.push(`**What the bot put right before saving the round**

${bulletList(notes, ctx, fit.listChars)}`);
  const changed = record.commit.changed ? "" : " (no change to the tree)";
  const usage = formatUsage(record.usage);
  const why = { conflict: "it conflicts with commits people pushed", refused: "the push was refused", failed: "it left conflict markers" };
  const where = unpushed === null ? `on \`${ctx.branch}\`` : `**not pushed** to \`${ctx.branch}\` (${why[unpushed.kind]}; see the final comment)`;
  parts.push(
    `Commit ${unpushed === null ? commitLink(record.commit.sha, ctx) : `\`${record.commit.sha.slice(0, 7)}\``} ${where}${changed} \xB7 ${formatDuration(record.elapsedMs)}${usage !== "" ? ` \xB7 ${usage}` : ""}`
  );
  return parts.join("\n\n");
}

// src/record/round-comments.ts
var RoundComments = class {
  /**
   * @param botLogin the identity whose markers are trusted (input `bot-login`); its default is the
   *   input's default, the identity of the workflow's `GITHUB_TOKEN`.
   * @param seen the issue's comments as read at the run's start, where an earlier attempt's round
   *   comments are looked for, and the run's earlier rounds for the round table; when omitted,
   *   every post first reads the issue's comments, and the table has only this workflow run's rounds.
   * @param cancel aborted when the runner cancels the job (see the class)
   */
  constructor(thread, ctx, log, botLogin = "github-actions[bot]", seen, cancel) {
    this.thread = thread;
    this.ctx = ctx;
    this.log = log;
    this.botLogin = botLogin;
    this.seen = seen;
    this.cancel = cancel;
    this.#earlier = earlierRounds(seen ?? [], ctx, botLogin);
  }
  thread;
  ctx;
  log;
  botLogin;
  seen;
  cancel;
  /** The rounds this workflow run finished so far, in order, with their round comments (or why there is none). */
  posted = [];
  /** The round comments that could not be posted, in order: the job summary shows them. */
  unposted = [];
  /** The run's rounds that earlier workflow runs reported (see {@link earlierRounds}), oldest first. */
  #earlier;
  /** @throws the post's error when GitHub refused the round comment, unless the conversation is locked or the job is being cancelled (see the class). */
  async roundFinished(record) {
    const { runId } = this.ctx;
    const body = renderRoundComment(record, this.ctx);
    const what = record.report !== null ? `the agent reported ${record.status}: ${record.report.summary}` : `failed: ${record.failure}`;
    let commentUrl;
    try {
      ({ url: commentUrl } = await this.thread.postOnce(
        body,
        { kind: "round", match: (data) => data["run"] === runId && data["round"] === record.round },
        this.botLogin,
        this.seen
      ));
    } catch (error) {
      const kind = isLockedRefusal(error) ? "locked" : this.cancel?.aborted === true ? "cancelled" : null;
      if (kind === null) throw error;
      const why = kind === "locked" ? `#${this.thread.number} is locked` : "the workflow run was being cancelled";
      this.posted.push({ ...record, commentUrl: null, notPosted: why });
      this.unposted.push({ round: record.round, body, why, kind });
      const failure = error instanceof Error ? error.message : String(error);
      this.log(
        logLine(
          `Round ${record.round}: ${what} (commit ${record.commit.sha.slice(0, 7)}; its comment was not posted: ${why}, ${failure})`,
          this.ctx.secrets
        )
      );
      return;
    }
    this.posted.push({ ...record, commentUrl });
    this.log(logLine(`Round ${record.round}: ${what} (commit ${record.commit.sha.slice(0, 7)}, ${commentUrl})`, this.ctx.secrets));
  }
  /**
   * Every round of the run as the round table shows it (issue 12), whichever workflow run did it:
   * the rounds earlier workflow runs of the run reported (relay legs, an earlier attempt), then this
   * one's; a round this workflow run posted replaces an earlier report of the same round number.
   */
  rows() {
    const own = new Set(this.posted.map((round) => round.round));
    return [...this.#earlier.filter((round) => !own.has(round.round)), ...this.posted.map((round) => tableRound(round, this.ctx))];
  }
};
function earlierRounds(comments, ctx, botLogin) {
  const byRound = /* @__PURE__ */ new Map();
  for (const comment of comments) {
    if (!(comment.body ?? "").startsWith("<!-- ralph-bot:round ")) continue;
    const parsed = RoundMarker.safeParse(readTrustedMarker(comment, "round", botLogin));
    if (!parsed.success) continue;
    const marker = parsed.data;
    if (marker.run !== ctx.runId || marker.issue !== ctx.issueNumber) continue;
    const usage = marker.usage !== void 0 ? parseUsage(marker.usage) : null;
    const refused = marker.refused !== void 0 ? RefusedHostsMarker.safeParse(parseJson(marker.refused)) : null;
    byRound.set(marker.round, {
      round: marker.round,
      status: statusWords(marker.status, marker.verified ?? null, marker.status === "complete" && marker.verified === "failed"),
      verified: marker.verified ?? null,
      summary: marker.summary ?? null,
      sha: marker.sha,
      commentUrl: comment.html_url,
      usage: usage?.ok === true ? usage.usage : null,
      startedAt: marker.started ?? null,
      elapsedMs: marker.elapsed ?? null,
      refusedHosts: refused?.success === true ? refused.data : []
    });
  }
  return [...byRound.values()].sort((a, b) => a.round - b.round);
}
function parseJson(text2) {
  try {
    return JSON.parse(text2);
  } catch {
    return null;
  }
}

// src/workspace/message.ts
var MAX_SUBJECT_CHARS2 = 72;
function formatCommitMessage(message, round, secrets = [], trailers = []) {
  const text2 = sanitize(message, secrets).trim().replace(/^---(?=\s|$)/gm, " ---");
  const body = withSubject(text2, round);
  if (trailers.length === 0) return body;
  const block = trailers.map(({ key, value }) => `${key}: ${sanitize(value, secrets).replace(/\s+/g, " ").trim()}`);
  return `${body}

${block.join("\n")}`;
}
function withSubject(text2, round) {
  if (text2 === "") return `Ralph round ${round}`;
  const firstLine = text2.split("\n", 1)[0] ?? "";
  const chars = Array.from(firstLine);
  if (chars.length <= MAX_SUBJECT_CHARS2) return text2;
  let cut3 = chars.slice(0, MAX_SUBJECT_CHARS2 - 1).join("");
  const space = cut3.lastIndexOf(" ");
  if (space >= 40) cut3 = cut3.slice(0, space);
  return `${cut3.trimEnd()}\u2026

${text2}`;
}

// src/workspace/prepare.ts
import { tmpdir as tmpdir2 } from "node:os";
import { resolve as resolve7 } from "node:path";

// src/workspace/git-dir-guard.ts
import { lstat as lstat2, mkdir as mkdir4, mkdtemp, readFile as readFile5, rm as rm5, writeFile as writeFile4 } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute as isAbsolute7, join as join10, relative as relative3 } from "node:path";
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
async function snapshotGitDir(gitDir, commonDir) {
  const paths = /* @__PURE__ */ new Set();
  for (const dir of /* @__PURE__ */ new Set([gitDir, commonDir])) for (const name of GUARDED_GIT_FILES) paths.add(join10(dir, name));
  const dirs = [];
  for (const path of /* @__PURE__ */ new Set([gitDir, commonDir])) {
    const stats = await lstat2(path);
    dirs.push({ path, dev: stats.dev, ino: stats.ino });
  }
  const files = [];
  for (const path of paths) {
    const stats = await lstat2(path).catch(() => null);
    if (stats === null) files.push({ path, bytes: null, mode: 420 });
    else if (stats.isFile()) files.push({ path, bytes: await readFile5(path), mode: stats.mode & 511 });
  }
  return { files, dirs };
}
async function restoreGitDir(snapshot) {
  for (const { path, dev, ino } of snapshot.dirs) {
    const stats = await lstat2(path).catch(() => null);
    if (stats === null || !stats.isDirectory() || stats.dev !== dev || stats.ino !== ino) {
      throw new Error(`${path} is no longer the git directory the run started with (the agent replaced it)`);
    }
  }
  const restored = [];
  for (const { path, bytes, mode } of snapshot.files) {
    const kind = await lstat2(path).then(
      (stats) => stats.isFile() ? "file" : "other",
      () => "none"
    );
    if (kind === "none" && bytes === null) continue;
    const now = kind === "file" ? await readFile5(path) : null;
    if (bytes !== null && now !== null && now.equals(bytes)) continue;
    await rm5(path, { recursive: true, force: true });
    if (bytes === null) {
      restored.push({ path, action: "removed", agentBytes: now, snapshotBytes: null });
      continue;
    }
    await mkdir4(join10(path, ".."), { recursive: true });
    await writeFile4(path, bytes, { flag: "wx", mode });
    restored.push({ path, action: "restored", agentBytes: now, snapshotBytes: bytes });
  }
  return restored;
}
function restoreNote(file, top, keys) {
  const shown = relative3(top, file.path);
  const which = keys === null ? "" : keys.length > 0 ? ` (${keys.join(", ")})` : "";
  return file.action === "removed" ? `removed ${shown}: the agent added it` : `restored ${shown}: the agent changed it${which}`;
}
async function pinGlobalConfig(folder, env = process.env) {
  const named = env.GIT_CONFIG_GLOBAL;
  if (named === "/dev/null") return named;
  const home = env.HOME !== void 0 && env.HOME !== "" ? env.HOME : homedir();
  const xdg = env.XDG_CONFIG_HOME !== void 0 && isAbsolute7(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join10(home, ".config");
  const sources = named !== void 0 && named !== "" ? [named] : [join10(xdg, "git", "config"), join10(home, ".gitconfig")];
  const parts = [];
  for (const source of sources) {
    const bytes = await readFile5(source).catch(() => null);
    if (bytes !== null) parts.push(bytes, Buffer.from("\n"));
  }
  const file = join10(folder, "global.gitconfig");
  await writeFile4(file, Buffer.concat(parts), { flag: "wx", mode: 384 });
  return file;
}
async function privateFolder(parent) {
  await mkdir4(parent, { recursive: true });
  return mkdtemp(join10(parent, "ralph-git-"));
}

// src/workspace/publish.ts
import { mkdir as mkdir5 } from "node:fs/promises";
import { join as join11 } from "node:path";

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
async function checkBeforeNetwork(git, args, hook, snapshot) {
  const command = `git ${args[0] ?? ""}`;
  try {
    await hook?.();
  } catch (error) {
    throw new GitError(`refusing to run ${command}: ${git.redact(errorText(error))}`, {
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
function isNetworkRefusal(error) {
  return error instanceof GitError && (error.reason === "config-changed" || error.reason === "agent-alive");
}
async function transportEntries(git, options2 = {}) {
  const snapshot = /* @__PURE__ */ new Map();
  for (const { key, value } of await git.configEntries(options2)) {
    if (TRANSPORT_CONFIG.test(key)) snapshot.set(key, [...snapshot.get(key) ?? [], value]);
  }
  return snapshot;
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
      const pushed = await git.push(target.url, current, target.branch, expected);
      if (pushed.exitCode === 0) {
        await git.run(["update-ref", trackingRef(target.branch), current]);
        return { sha: current, unpushed: null, arrived };
      }
      if (isRejectedAsNonFastForward(pushed) && attempt < MAX_PUSH_ATTEMPTS) continue;
      const reason = `pushing round ${round} to "${target.branch}" was refused: ${git.describePushFailure(pushed)}`;
      return { sha: current, unpushed: await keepUnpushed(target, "refused", reason, [], round, current, true) };
    }
  } catch (error) {
    if (isNetworkRefusal(error)) {
      const reason2 = `round ${round} was not pushed to "${target.branch}": ${error.message}`;
      return { sha: current, unpushed: await keepUnpushed(target, "refused", reason2, [], round, current, false) };
    }
    const reason = `pushing round ${round} to "${target.branch}" failed: ${git.redact(errorText(error))}`;
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
    } catch (error) {
      problems.push(`keeping it on the side branch "${side}" failed too: ${git.redact(errorText(error))}`);
    }
  }
  const path = join11(target.rescueDir, `${side.replace(/[^A-Za-z0-9._-]+/g, "-")}.bundle`);
  try {
    await mkdir5(target.rescueDir, { recursive: true });
    await git.bundle(path, target.branch, REMOTE);
    return { kept: { kind: "bundle", path, sha: head }, problems };
  } catch (error) {
    problems.push(`writing it to the bundle file ${path} failed too: ${git.redact(errorText(error))}`);
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

// src/workspace/prepare.ts
async function prepareCheckout(options2) {
  const { branch, baseBranch } = options2;
  const trustedGit = (checkout) => options2.git ?? resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [resolve7(checkout)]));
  const rescueDir = resolve7(options2.rescueDir ?? tmpdir2());
  const privateDir = await privateFolder(rescueDir);
  const globalConfig = await pinGlobalConfig(privateDir);
  const probe2 = new Git(options2.dir, { program: trustedGit(options2.dir), token: options2.token, globalConfig });
  const top = await probe2.run(["rev-parse", "--show-toplevel"], { allowFailure: true });
  if (top.exitCode !== 0) {
    throw probe2.commandError(["rev-parse", "--show-toplevel"], top, `${options2.dir} is not a git checkout`, "missing-ref");
  }
  const gitDir = (await probe2.run(["rev-parse", "--absolute-git-dir"])).stdout.trim();
  const commonDir = (await probe2.run(["rev-parse", "--path-format=absolute", "--git-common-dir"])).stdout.trim();
  let transportConfig = null;
  const git = new Git(top.stdout.trim(), {
    // The checkout's top may lie above `dir`: none of it may hold the git the bot runs.
    program: trustedGit(top.stdout.trim()),
    token: options2.token,
    workTree: top.stdout.trim(),
    gitDir,
    commonDir,
    globalConfig,
    ...options2.env !== void 0 ? { env: options2.env } : {},
    ...options2.retry !== void 0 ? { retry: options2.retry } : {},
    beforeNetwork: (args) => checkBeforeNetwork(git, args, options2.beforeNetwork, transportConfig)
  });
  const rescueId = options2.rescueId ?? String(Math.floor(Date.now() / 1e3));
  for (const name of [branch, baseBranch, rescueBranch(branch, rescueId, 1)]) {
    const check = await git.run(["check-ref-format", "--branch", name], { allowFailure: true });
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
  const remoteUrl = options2.push ?? true ? await git.remoteUrl(REMOTE) : null;
  transportConfig = git.hasToken ? await transportEntries(git, { remember: true }) : null;
  const dirty = await git.statusPorcelain();
  if (dirty.length > 0) {
    const shown = dirty.slice(0, 10).join(", ") + (dirty.length > 10 ? `, and ${dirty.length - 10} more` : "");
    throw new GitError(
      `the workspace has uncommitted changes (${shown}); commit, stash or remove them first \u2014 otherwise they would be pushed as the first round's work`,
      { command: "git status --porcelain", exitCode: 0, stderrTail: "", reason: "dirty" }
    );
  }
  const heads = remoteUrl !== null ? await git.lsRemoteHeads(remoteUrl, [branch, baseBranch]) : /* @__PURE__ */ new Map();
  const refspecs = [...heads.keys()].map((name) => `+refs/heads/${name}:refs/remotes/${REMOTE}/${name}`);
  if (remoteUrl !== null && refspecs.length > 0) await git.fetch(remoteUrl, refspecs);
  const remoteBranch = heads.get(branch) ?? null;
  const remoteBase = heads.get(baseBranch) ?? null;
  const current = await git.currentBranch();
  const localBranch = await git.tryRevParse(`refs/heads/${branch}`);
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
    let start2;
    if (remoteBase !== null) start2 = `refs/remotes/${REMOTE}/${baseBranch}`;
    else if (localBase !== null) start2 = `refs/heads/${baseBranch}`;
    else if (current === baseBranch) start2 = "HEAD";
    else {
      const where = remoteUrl === null ? "as a local branch" : `on ${REMOTE} nor as the checked-out branch`;
      throw new GitError(`the base branch "${baseBranch}" exists neither ${where}, so "${branch}" cannot be created`, {
        command: "git ls-remote --heads",
        exitCode: 0,
        stderrTail: "",
        reason: "missing-ref"
      });
    }
    await git.checkout(["--no-track", "-b", branch, start2, "--"]);
  }
  const head = await git.revParse("HEAD");
  return {
    checkout: { git, dir: git.dir, gitDir, branch, identity: options2.author ?? DEFAULT_IDENTITY, privateDir },
    remoteUrl,
    rescueId,
    rescueDir,
    secrets: [...options2.token !== null ? [options2.token] : [], ...options2.secrets ?? []],
    // Local commits ahead of the remote branch are not on the remote yet: the next save pushes them.
    lastSaved: remoteBranch ?? head,
    remoteHead: remoteBranch,
    head,
    branchTips: await git.branchTips(),
    transportConfig,
    // Taken last: prepare's own commands may write the configuration (e.g. a branch's upstream).
    gitDirSnapshot: await snapshotGitDir(gitDir, commonDir),
    resumed,
    baseSha
  };
}

// src/workspace/tidy.ts
import { lstat as lstat3, rm as rm7, stat as stat4, writeFile as writeFile6 } from "node:fs/promises";
import { join as join13, relative as relative4 } from "node:path";

// src/workspace/git-merge.ts
import { mkdtemp as mkdtemp2, rm as rm6, writeFile as writeFile5 } from "node:fs/promises";
import { join as join12 } from "node:path";
async function mergeTrees(git, base, ours, theirs, scratch) {
  const folder = await mkdtemp2(join12(scratch, "merge-"));
  const env = { GIT_INDEX_FILE: join12(folder, "index") };
  try {
    await git.run(["read-tree", "-m", "-i", "--aggressive", base, ours, theirs], { env });
    const stages = /* @__PURE__ */ new Map();
    for (const entry of (await git.run(["ls-files", "-u", "-z"], { env })).stdout.split("\0")) {
      const match = /^(\d+) ([0-9a-f]+) ([123])\t(.+)$/s.exec(entry);
      if (match === null) continue;
      const [, mode = "", sha = "", stage2 = "", path = ""] = match;
      stages.set(path, (stages.get(path) ?? /* @__PURE__ */ new Map()).set(Number(stage2), { mode, sha }));
    }
    const lines = [];
    for (const [path, byStage] of stages) {
      const [older, mine, other] = [byStage.get(1), byStage.get(2), byStage.get(3)];
      lines.push(`0 ${"0".repeat(other?.sha.length ?? mine?.sha.length ?? 40)}	${path}`);
      if (other === void 0) continue;
      const merged = older !== void 0 && mine !== void 0 && [older, mine, other].every((side) => /^100(644|755)$/.test(side.mode)) ? await mergeFile(git, folder, older.sha, mine.sha, other.sha) : null;
      lines.push(`${other.mode} ${merged ?? other.sha} 0	${path}`);
    }
    if (lines.length > 0) await git.run(["update-index", "-z", "--index-info"], { env, input: lines.map((line) => `${line}\0`).join("") });
    return { tree: (await git.run(["write-tree"], { env })).stdout.trim(), both: [...stages.keys()] };
  } finally {
    await rm6(folder, { recursive: true, force: true });
  }
}
async function mergeFile(git, folder, older, mine, other) {
  const files = { mine: join12(folder, "mine"), older: join12(folder, "older"), other: join12(folder, "other") };
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
  } catch (error) {
    throw new GitError(`refusing to run git: ${errorText(error)}`, { command: "", exitCode: null, stderrTail: "" });
  }
  for (const file of restored) {
    const keys = /(^|[/\\])config(\.worktree)?$/.test(file.path) ? await changedConfigKeys(checkout, file) : null;
    notes.push(restoreNote(file, checkout.dir, keys));
  }
}
async function changedConfigKeys(checkout, file) {
  const read = async (bytes, name) => {
    if (bytes === null) return /* @__PURE__ */ new Map();
    const path = join13(checkout.privateDir, name);
    try {
      await writeFile6(path, bytes, { mode: 384 });
      const result = await checkout.git.run(["config", "--file", path, "--list", "-z"], { allowFailure: true });
      if (result.exitCode !== 0 && result.stdout === "" && bytes.toString("utf8").trim() !== "") return null;
      return configValues(result.stdout);
    } finally {
      await rm7(path, { force: true });
    }
  };
  const agent = await read(file.agentBytes, "agent.gitconfig");
  const saved = await read(file.snapshotBytes, "saved.gitconfig");
  return agent === null || saved === null ? null : changedKeys(saved, agent);
}
async function dropGitlinks(checkout, lastSaved, notes) {
  const git = checkout.git;
  const diff = await git.run(["diff-index", "--cached", "--raw", "-z", "--no-renames", "--ignore-submodules=none", lastSaved, "--"]);
  const staged = newGitlinks(diff.stdout);
  const changed = diff.stdout !== "";
  if (staged.length === 0) return { against: lastSaved, changed };
  const head = new Set(gitlinks((await git.run(["ls-tree", "-r", "-z", "--full-tree", "HEAD"])).stdout));
  const declared = new Set(
    (await git.run(["config", "--file", join13(checkout.dir, ".gitmodules"), "-z", "--get-regexp", "^submodule\\..*\\.path$"], {
      allowFailure: true
    })).stdout.split("\0").map((entry) => entry.slice(entry.indexOf("\n") + 1)).filter((path) => path !== "")
  );
  let left = Math.floor(diff.stdout.split("\0").length / 2);
  for (const path of staged) {
    if (declared.has(path)) continue;
    left--;
    await git.run(["update-index", "--force-remove", "--", path]);
    notes.push(
      head.has(path) ? `left out nested repository ${path} (the agent committed it as a gitlink; the round's commit removes it)` : `left out nested repository ${path} (the agent staged it as a gitlink)`
    );
  }
  return { against: lastSaved, changed: left > 0 };
}
async function putRight(checkout, notes) {
  const git = checkout.git;
  for (const lock of ["index.lock", "HEAD.lock"]) {
    const path = join13(checkout.gitDir, lock);
    if (await removeLock(path)) notes.push(`removed a stale ${relative4(checkout.dir, path)} the agent left`);
  }
  const inProgress = (name) => pathExists(join13(checkout.gitDir, name));
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
var MAX_LISTED_PATHS = 100;
async function stage(checkout, notes) {
  const git = checkout.git;
  const status = await git.run(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
  const nested = [];
  const paths = [];
  const fields = status.stdout.split("\0");
  for (let i = 0; i < fields.length; i++) {
    const entry = fields[i] ?? "";
    if (entry.length < 4) continue;
    const path = entry.slice(3);
    if (entry[0] === "R" || entry[0] === "C") paths.push(fields[++i] ?? "");
    if (entry.startsWith("?? ") && path.endsWith("/") && await pathExists(join13(checkout.dir, path, ".git"))) {
      nested.push(path.slice(0, -1));
      continue;
    }
    paths.push(path);
  }
  for (const path of nested) notes.push(`left out nested repository ${path} (it has its own .git)`);
  const listed2 = paths.filter((path) => path !== "");
  const submodules = await pathExists(join13(checkout.dir, ".gitmodules"));
  if (listed2.length === 0 && !submodules) return;
  if (listed2.length > 0 && listed2.length <= MAX_LISTED_PATHS && !submodules) {
    const args = ["--literal-pathspecs", "add", "--all", "--pathspec-from-file=-", "--pathspec-file-nul"];
    const added = await git.run(args, { input: listed2.map((path) => `${path}\0`).join(""), allowFailure: true });
    if (added.exitCode === 0) return;
  }
  await git.addAll(nested);
}
async function roundCommit2(checkout, round, message, withTrailers, merging, notes, known = null) {
  const git = checkout.git;
  const start2 = round.start;
  const onBranch = await git.refAt(`refs/heads/${checkout.branch}`, [start2]);
  const tip = onBranch !== null && await git.isAncestor(start2, onBranch) ? onBranch : start2;
  const agentHead = await git.refAt("HEAD", [start2, tip]);
  const current = await git.currentBranch();
  const where = current === null ? "left HEAD detached" : current === checkout.branch ? `moved "${checkout.branch}" itself` : `left the branch "${current}" checked out`;
  if (agentHead !== null && await git.isAncestor(tip, agentHead)) {
    const staged = merging || (known !== null && known.against === agentHead ? known.changed : await git.hasStagedChanges());
    const head2 = staged || withTrailers && agentHead !== start2 ? await git.commit(message, checkout.identity) : agentHead;
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
  const head = changes || withTrailers && tip !== start2 ? await git.commitTree(merged.tree, tip, message, checkout.identity) : tip;
  await git.run(["symbolic-ref", "HEAD", `refs/heads/${checkout.branch}`]);
  await git.run(["reset", "--hard", "--quiet", head]);
  const from = builtOn === null ? "the empty tree (its HEAD shares no commit with the branches)" : builtOn.slice(0, 12);
  const both = merged.both.length > 0 ? `; ${describePaths(merged.both)} changed on both sides were merged, the agent's lines winning where they overlapped` : "";
  notes.push(
    `the agent ${where}, so its HEAD no longer contained the round's start ${start2.slice(0, 12)}: ` + (changes ? `the round's commit holds only the agent's own changes (against ${from}, where its work began), applied on top of ${tip.slice(0, 12)}, so earlier rounds' work stays${both}` : `the agent's own changes (against ${from}, where its work began) add nothing to ${tip.slice(0, 12)}, where "${checkout.branch}" stays`)
  );
  return head;
}
async function conflictMarkers(git, start2, head) {
  const result = await git.run(["diff", "--check", "--no-ext-diff", "--no-textconv", start2, head, "--"], { allowFailure: true });
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
async function pathExists(path) {
  return stat4(path).then(
    () => true,
    () => false
  );
}
async function removeLock(path) {
  if (await lstat3(path).catch(() => null) === null) return false;
  await rm7(path, { recursive: true, force: true });
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
    const path = fields[i + 1] ?? "";
    if (newMode === "160000" && oldMode !== "160000" && path !== "") paths.push(path);
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
  constructor(prepared) {
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
  }
  /**
   * Check out the run's branch, resumed or created, and hold it for the run: see
   * {@link prepareCheckout} (`prepare.ts`) for what is read, checked and done.
   * @throws GitError (its `reason` names the cause: `missing-ref`, `dirty`, `diverged`,
   *   `agent-alive`, `failed`) and Error when no git is found outside the folders the agent can write.
   */
  static async prepare(options2) {
    const prepared = await prepareCheckout(options2);
    return { workspace: new _Workspace(prepared), resumed: prepared.resumed, baseSha: prepared.baseSha, headSha: prepared.head };
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
   * fast-forward to it (local commits not pushed yet are rebased onto it). `arrived` lists
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
    const taken = await takeIn(this.#target, this.#lastSaved, this.#roundStart);
    if (taken.kind === "conflict") return { kind: "conflict", reason: taken.reason };
    this.#remoteHead = taken.kind === "synced" ? taken.remote : null;
    let arrived = this.#arrived;
    if (taken.kind === "synced") {
      if (taken.taken.length > 0) arrived = mergeArrived(arrived, taken.taken);
      const moved = taken.remote !== this.#lastSaved || taken.head !== this.#roundStart;
      this.#lastSaved = taken.remote;
      if (moved) await this.#startRound(taken.head);
    }
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
    await stage(checkout, notes);
    const staged = await dropGitlinks(checkout, this.#lastSaved, notes);
    const start2 = this.#roundStart;
    const head = await roundCommit2(checkout, { start: start2, branches: this.#roundBranches }, text2, trailers.length > 0, merging, notes, staged);
    const marked = await conflictMarkers(checkout.git, start2, head);
    const failure = marked.length > 0 ? `unresolved conflict markers in ${marked.join(", ")}` : null;
    if (failure !== null && this.#target !== null) {
      const unpushed = await keepUnpushed(this.#target, "failed", `round ${round} left ${failure}`, marked, round, head, true);
      if (unpushed.kept !== null) await checkout.git.run(["reset", "--hard", "--quiet", start2]);
      await this.#startRound(unpushed.kept !== null ? start2 : head);
      return { sha: head, changed: head !== start2, notes, failure, unpushed };
    }
    if (this.#target === null) {
      this.#lastSaved = head;
      await this.#startRound(head);
      return { sha: head, changed: head !== start2, notes, failure, unpushed: null };
    }
    const published = await publishRound(this.#target, this.#lastSaved, this.#remoteHead, round, head);
    if (published.unpushed === null) {
      this.#lastSaved = published.sha;
      this.#remoteHead = published.sha;
      this.#arrived = mergeArrived(this.#arrived, published.arrived);
    }
    await this.#startRound(published.sha);
    return { sha: published.sha, changed: head !== start2, notes, failure, unpushed: published.unpushed };
  }
  /** Remember where the next round starts: its head, and the commits the branches point at before its agent runs. */
  async #startRound(head) {
    this.#roundStart = head;
    this.#roundBranches = await this.#checkout.git.branchTips();
  }
};

// src/action/run/life.ts
var TRACKING_EDIT_EVERY_MS = 1e4;
var RunTracking = class {
  constructor(parts, issueTitle, carried) {
    this.parts = parts;
    this.#issueTitle = issueTitle;
    this.#carried = carried;
  }
  parts;
  #issueTitle;
  #runState = null;
  #prepared = null;
  #carried;
  /** When the last tracking write was asked for (ms since the epoch). */
  #writtenAt = Number.NEGATIVE_INFINITY;
  /** The held-back edit of {@link refresh}, or null. */
  #held = null;
  /** The issue's title once read; `#N` before. */
  get issueTitle() {
    return this.#issueTitle;
  }
  /** The state after the last finished round (or the one taken over), for the tracking comment's marker. */
  get runState() {
    return this.#runState;
  }
  /** The prepared workspace; null until the start prepared it. */
  get prepared() {
    return this.#prepared;
  }
  /** What earlier workflow runs of the run left: finished rounds' lines, spend, relay legs. */
  get carried() {
    return this.#carried;
  }
  /** The issue's title, read at the start. */
  titled(title) {
    this.#issueTitle = title;
  }
  /** The state after a finished round, or the one a resumed run takes over. */
  stateIs(state) {
    this.#runState = state;
  }
  /** The workspace the start prepared. */
  preparedIs(prepared) {
    this.#prepared = prepared;
  }
  /** A relay leg looked at the new comments at `at` (kept as the run's `looked` for the next leg). */
  looked(at) {
    const relay = this.#carried.relay;
    if (relay !== null) this.#carried = { ...this.#carried, relay: { ...relay, looked: at } };
  }
  /** What the tracking comment shows now: `state` is `running` or the outcome. */
  view(state = "running", pullRequestUrl = null, ending = null) {
    return {
      trigger: this.parts.key,
      state,
      issueTitle: this.#issueTitle,
      rounds: this.parts.reporter.posted,
      startedAt: this.parts.startedAt,
      now: /* @__PURE__ */ new Date(),
      pullRequestUrl,
      ending,
      runState: this.#runState,
      carried: this.#carried
    };
  }
  /**
   * Writes the tracking comment as it stands, and drops an edit {@link refresh} held back; never
   * throws (a failed edit is a warning in the job log, and the answer false).
   */
  write(state, pullRequestUrl = null, ending = null) {
    if (this.#held !== null) clearTimeout(this.#held);
    this.#held = null;
    this.#writtenAt = Date.now();
    return this.parts.record.write(
      this.view(state, pullRequestUrl, ending),
      this.parts.ctx,
      (message) => warning(sanitize(message, this.parts.secrets))
    );
  }
  /**
   * The `running` tracking comment after a round: written now when the last write was asked for
   * {@link TRACKING_EDIT_EVERY_MS} ago or more, else once that time is up (as it stands then: one
   * edit for every round that ended meanwhile), unless another write comes first. Never throws.
   */
  async refresh() {
    const wait = this.#writtenAt + TRACKING_EDIT_EVERY_MS - Date.now();
    if (wait <= 0) {
      await this.write("running");
      return;
    }
    if (this.#held !== null) return;
    this.#held = setTimeout(() => void this.write("running"), wait);
    this.#held.unref();
  }
  /**
   * The whole run's totals as the tracking comment counts them, from what earlier workflow runs
   * carried over and `rounds`, this workflow run's: the final comment, the job log and the step's
   * outputs say the same.
   */
  totals(rounds) {
    return {
      rounds: carriedRoundCount(this.#carried.earlierRounds) + rounds.length,
      usage: addUsage(this.#carried.usageBefore, sumUsage(rounds)),
      elapsedMs: Date.now() - this.parts.startedAt.getTime()
    };
  }
};

// src/action/run/start.ts
function newRun(request, venue, leg, admitted) {
  const { inputs, runner, trigger, issueNumber } = request;
  const { thread, record, resume } = admitted;
  const continues = resume !== null && resume.continues;
  const startedAt = continues ? new Date(resume.started) : /* @__PURE__ */ new Date();
  const ctx = {
    issueNumber,
    branch: `${inputs["branch-prefix"]}${issueNumber}`,
    maxRounds: admitted.maxRounds,
    agent: inputs.agent,
    sandboxed: inputs.sandbox !== "none",
    networkOpen: inputs.network === "open",
    maxCostUsd: inputs["max-cost-usd"],
    runId: continues ? resume.run : runner.runId,
    runUrl: runner.runUrl,
    repositoryUrl: `${runner.serverUrl}/${runner.owner}/${runner.repo}`,
    secrets: request.secrets,
    ...trigger.kind === "start" && trigger.check !== void 0 ? { check: { name: trigger.check.name, url: trigger.check.url } } : {}
  };
  const key = continues ? resume.trigger : admitted.key;
  const reporter = new RoundComments(
    thread,
    ctx,
    (message) => info(message),
    inputs["bot-login"],
    record.comments,
    request.termination
  );
  const tracking = new RunTracking(
    { record, ctx, key, startedAt, reporter, secrets: request.secrets },
    trigger.issue?.title ?? `#${issueNumber}`,
    leg.carried(resume, runner.runId, admitted.now)
  );
  return {
    ...request,
    venue,
    leg,
    deadline: leg.deadline(request.deadline, startedAt, inputs["run-timeout-minutes"] * 6e4),
    ctx,
    thread,
    record,
    key,
    startedAt,
    reporter,
    otherConversation: admitted.otherConversation,
    tracking
  };
}
async function start(run3, resume) {
  const { runner, octokit, trigger, issueNumber, tracking } = run3;
  const issue = trigger.issue ?? await readIssue(octokit, runner, issueNumber);
  tracking.titled(issue.title);
  const note = await run3.venue.objectiveNote(run3);
  const savedState = run3.record.savedState;
  if (resume !== null) tracking.stateIs(savedState);
  const sameRun = resume !== null && resume.continues ? resume.trackingCommentId : null;
  const baseBranch = baseBranchOf(run3);
  baseBranch.catch(() => void 0);
  await run3.record.open(tracking.view(), run3.ctx, sameRun);
  const acknowledged = acknowledge(octokit, runner, { issueNumber: run3.venue.conversation, commentId: trigger.commentId }).catch(
    (error) => warning(`could not react to the trigger: ${describeFailure(error, run3.secrets)}`)
  );
  try {
    if (resume !== null && sameRun === null) {
      await run3.record.supersede(resume, { runId: runner.runId, runUrl: runner.runUrl }, (message) => warning(message));
    }
    const { workspace, resumed } = await prepare(run3, resume, await baseBranch);
    const engine = await openEngine({
      inputs: run3.inputs,
      workspace: runner.workspace,
      runDir: await mkdtemp3(join14(runner.runnerTemp, "ralph-")),
      // The run's identity, one for all its rounds (in relay mode its first workflow run's id).
      runId: run3.ctx.runId,
      issueNumber,
      env: run3.agentEnv,
      agentSecrets: run3.agentSecrets,
      hidden: runnerHiddenFolders(process.env),
      processEnv: process.env,
      secrets: run3.secrets,
      onOutput: (chunk) => process.stdout.write(chunk),
      onEventsError: (error) => warning(`event log: ${error.message}`)
    });
    setOutput("events-file", engine.eventsFile);
    return {
      issue,
      note,
      initialState: resume !== null || resumed ? savedState : null,
      firstRound: resume?.firstRound ?? 1,
      lookFrom: previousLook(resume),
      workspace,
      engine,
      acknowledged
    };
  } catch (error) {
    await acknowledged;
    throw error;
  }
}
async function baseBranchOf(run3) {
  return run3.venue.baseRef ?? run3.inputs["base-branch"] ?? await defaultBranch(run3.octokit, run3.runner);
}
async function prepare(run3, resume, baseBranch) {
  const { inputs, runner } = run3;
  const prepared = await Workspace.prepare({
    dir: runner.workspace,
    branch: run3.ctx.branch,
    baseBranch,
    token: inputs["github-token"],
    secrets: run3.secrets,
    rescueId: runner.runId,
    rescueDir: runner.runnerTemp,
    // A git host's outage is waited out as GitHub's are: for the run's time left (at least a minute, so the round can still be pushed).
    retry: {
      patience: () => Math.max(6e4, run3.startedAt.getTime() + inputs["run-timeout-minutes"] * 6e4 - Date.now()),
      signal: run3.termination,
      log: (message) => warning(message)
    },
    // The agent's processes carry the run's id (RALPH_RUN_ID): what one of them left is found by it.
    ...leftoverGuard(run3.ctx.runId, (message) => info(message))
  });
  run3.tracking.preparedIs({ workspace: prepared.workspace, baseBranch, baseSha: prepared.baseSha });
  const from = resume !== null && run3.trigger.relay !== void 0 ? `relay leg of run ${resume.run} at round ${resume.firstRound}` : resume !== null ? `taking over from workflow run ${resume.run} at round ${resume.firstRound}` : prepared.resumed ? "resumed from origin" : `new from ${baseBranch}`;
  info(`Ralph run on ${run3.ctx.branch} (${from}), up to ${run3.ctx.maxRounds} rounds`);
  return { workspace: prepared.workspace, resumed: prepared.resumed };
}
function previousLook(resume) {
  const looked = resume !== null && resume.continues ? resume.marker.looked : void 0;
  return looked !== void 0 ? new Date(looked) : null;
}

// src/action/run/index.ts
async function runOnIssue(request) {
  const pull = request.trigger.pullRequest;
  const venue = pull !== null ? await openPullRequestVenue(request, pull) : issueVenue(request);
  if (venue === null) return;
  const admitted = await admit2(request, venue);
  if (admitted === null) return;
  const leg = request.inputs.mode === "relay" ? RELAY_LEG : IN_JOB_LEG;
  const run3 = newRun(request, venue, leg, admitted);
  const heartbeat = setInterval(() => void run3.tracking.write("running"), HEARTBEAT_MS);
  const stopBeating = () => clearInterval(heartbeat);
  request.termination.addEventListener("abort", stopBeating, { once: true });
  let result;
  try {
    result = await startAndRunRounds(run3, admitted.resume);
  } catch (error) {
    result = errorResult(error, run3);
  } finally {
    stopBeating();
    request.termination.removeEventListener("abort", stopBeating);
  }
  if (result.outcome !== "handed-off") return endRun(result, run3);
  const handed = await leg.handOff(result, run3);
  if (handed.kind === "handed-off") return endHandedOff(result, run3, handed);
  await endRun(handed.ending, run3, handed.fix);
}
function errorResult(error, run3) {
  const state = run3.tracking.runState ?? EMPTY_RUN_STATE;
  return {
    outcome: "error",
    handoff: state.handoff,
    reason: describeFailure(error, run3.secrets),
    failedRound: null,
    kept: null,
    rounds: [...run3.reporter.posted],
    state,
    elapsedMs: Date.now() - run3.startedAt.getTime()
  };
}
async function startAndRunRounds(run3, resume) {
  const started = await start(run3, resume);
  try {
    const { inputs, ctx, termination } = run3;
    const { agent, verifier, sandbox, events } = started.engine;
    const between = openBetween(run3, sandbox, started.lookFrom);
    await between.lookBefore();
    const objective = buildObjective({ issue: started.issue, note: started.note });
    return await runRounds(
      {
        objective: objective.text,
        objectiveHidden: addHidden(objective.hidden, run3.venue.askHidden),
        maxRounds: ctx.maxRounds,
        maxHandoffChars: inputs["max-handoff-chars"],
        reportFile: (round) => agent.reportFile(round),
        verify: inputs.verify,
        noProgressRounds: inputs["no-progress-rounds"],
        initialState: started.initialState,
        firstRound: started.firstRound,
        maxCostUsd: inputs["max-cost-usd"],
        runLink: ctx.runUrl,
        spentBeforeUsd: run3.tracking.carried.spentBeforeUsd,
        handOffAfter: run3.leg.handOffAfter(started.firstRound)
      },
      {
        agent: { runRound: (request) => withWorkflowCommandsStopped(() => agent.runRound(request)) },
        workspace: started.workspace,
        reporter: between.reporter,
        verifier: verifier === null ? null : { command: verifier.command, verify: (round, signal) => withWorkflowCommandsStopped(() => verifier.verify(round, signal)) },
        events,
        now: Date.now,
        signal: AbortSignal.any([termination, between.stop]),
        deadline: run3.deadline,
        notes: between.notes
      }
    );
  } finally {
    await started.acknowledged;
  }
}

// src/action/runner.ts
import { readFile as readFile6 } from "node:fs/promises";
var RunnerEnvironment = external_exports.object({
  GITHUB_REPOSITORY: external_exports.string().regex(/^[^/\s]+\/[^/\s]+$/, "must be owner/repo"),
  GITHUB_EVENT_NAME: external_exports.string().min(1),
  GITHUB_EVENT_PATH: external_exports.string().min(1),
  GITHUB_WORKSPACE: external_exports.string().min(1),
  RUNNER_TEMP: external_exports.string().min(1),
  GITHUB_API_URL: external_exports.string().url().default("https://api.github.com"),
  GITHUB_SERVER_URL: external_exports.string().url().default("https://github.com"),
  GITHUB_RUN_ID: external_exports.string().default("local"),
  GITHUB_RUN_ATTEMPT: external_exports.string().default("1"),
  GITHUB_WORKFLOW_REF: external_exports.string().optional()
});
async function readRunnerContext(env) {
  const parsed = RunnerEnvironment.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${issue.path.join(".")} (${issue.message})`).join(", ");
    throw new Error(`the runner environment is incomplete: ${names}`);
  }
  const vars = parsed.data;
  let payload;
  try {
    payload = JSON.parse(await readFile6(vars.GITHUB_EVENT_PATH, "utf8"));
  } catch (error) {
    throw new Error(`cannot read the event payload at GITHUB_EVENT_PATH (${vars.GITHUB_EVENT_PATH}): ${error.message}`);
  }
  const [owner = "", repo = ""] = vars.GITHUB_REPOSITORY.split("/");
  const serverUrl = vars.GITHUB_SERVER_URL.replace(/\/+$/, "");
  return {
    owner,
    repo,
    eventName: vars.GITHUB_EVENT_NAME,
    payload,
    workspace: vars.GITHUB_WORKSPACE,
    runnerTemp: vars.RUNNER_TEMP,
    apiUrl: vars.GITHUB_API_URL,
    serverUrl,
    runId: vars.GITHUB_RUN_ID,
    runAttempt: Number.parseInt(vars.GITHUB_RUN_ATTEMPT, 10) || 1,
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${vars.GITHUB_RUN_ID}`,
    workflowRef: vars.GITHUB_WORKFLOW_REF ?? null
  };
}

// src/action/main.ts
function readRawInputs() {
  return Object.fromEntries(INPUT_NAMES.map((name) => [name, getInput(name, { trimWhitespace: false })]));
}
function secretValues(inputs, agentEnvNames, env) {
  const values = agentEnvNames.map((name) => env[name]).filter((value) => value !== void 0 && value.length >= 4);
  return [inputs["github-token"], ...values];
}
function terminationSignal() {
  const controller = new AbortController();
  const cancel = (signal) => {
    warning(`received ${signal}: stopping the agent and saving the round in progress`);
    controller.abort();
  };
  process.once("SIGINT", cancel);
  process.once("SIGTERM", cancel);
  return controller.signal;
}
function skip(reason) {
  info(`Ralph skipped: ${reason}`);
  setOutput("outcome", "skipped");
}
async function run2(env = process.env) {
  try {
    const inputs = parseInputs(readRawInputs());
    const deadline = AbortSignal.timeout(inputs["run-timeout-minutes"] * 6e4);
    const agentEnvNames = parseAgentEnvNames(inputs["agent-env"]);
    const agentSecretNames = parseAgentSecretNames(inputs["agent-secrets"], agentEnvNames);
    const secrets = secretValues(inputs, [...agentEnvNames, ...agentSecretNames], env);
    const agentSecrets = Object.fromEntries(agentSecretNames.map((name) => [name, env[name] ?? ""]));
    for (const secret of secrets) setSecret(secret);
    const agentEnv = buildAgentEnvironment(env, agentEnvNames, {});
    const runner = await readRunnerContext(env);
    const triggerSettings = {
      triggerLabel: inputs["trigger-label"],
      command: inputs.command,
      maxRoundsLimit: inputs["max-rounds-limit"],
      issueNumber: inputs["issue-number"],
      objective: inputs.objective,
      commentId: inputs["comment-id"],
      branchPrefix: inputs["branch-prefix"],
      pullRequest: inputs["pull-request"],
      reviewId: inputs["review-id"]
    };
    const check = readCompletedCheck(runner.eventName, runner.payload);
    const dispatchedCheck = runner.eventName === "workflow_dispatch" ? inputs.check : null;
    const legCheck = dispatchedCheck !== null && isRelayLeg(runner.payload) ? dispatchedCheck : null;
    const decidedCheck = legCheck === null ? dispatchedCheck : null;
    const parsed = check === null && decidedCheck === null ? parseTrigger(runner.eventName, runner.payload, triggerSettings) : null;
    if (parsed?.kind === "skip") return skip(parsed.reason);
    if (parsed?.kind === "lookup" && parsed.actor !== null && isIgnoredActor(parsed.actor, inputs["bot-login"])) {
      return skip(`the sender ${parsed.actor.login} is a bot`);
    }
    const runEndsAt = Date.now() + inputs["run-timeout-minutes"] * 6e4;
    const termination = terminationSignal();
    const octokit = createClient({
      token: inputs["github-token"],
      baseUrl: runner.apiUrl,
      log: (message) => warning(message),
      patience: () => Math.max(6e4, runEndsAt - Date.now()),
      // `npm run bench` only: the bot's own cost without GitHub's write pacing (see the README's Performance).
      throttling: env.RALPH_BENCH_UNTHROTTLED !== "1",
      cancel: termination
    });
    const completed = check ?? (decidedCheck !== null ? await readDispatchedCheck(octokit, runner, decidedCheck) : null);
    if (completed !== null && "skip" in completed) return skip(completed.skip);
    const fromCheck = completed !== null ? await startFromCheck(octokit, runner, inputs, completed, secrets) : null;
    if (fromCheck !== null && "skip" in fromCheck) return skip(fromCheck.skip);
    const named = decidedCheck !== null ? inputs["pull-request"] : null;
    if (fromCheck !== null && named !== null && fromCheck.pullRequest?.number !== named) {
      return skip(`the failed check is on pull request #${fromCheck.pullRequest?.number ?? "?"}, not on #${named} the dispatch named`);
    }
    const read = fromCheck ?? (parsed === null ? null : parsed.kind === "lookup" ? parseTrigger(
      runner.eventName,
      runner.payload,
      triggerSettings,
      await readPullRequest(octokit, runner, parsed.pullRequestNumber)
    ) : parsed);
    const trigger = legCheck !== null && read?.kind === "start" ? await legFromCheck(octokit, runner, inputs, legCheck, read, secrets) : read;
    if (trigger === null) throw new Error("the event is neither a trigger nor a completed check");
    if (trigger.kind === "skip") return skip(trigger.reason);
    if (trigger.kind === "lookup") throw new Error("the pull request was read, yet the event still asks for it");
    if (trigger.issueNumber === null) throw new Error("a run needs an issue: set the issue-number input");
    const admission = await admit(octokit, { owner: runner.owner, repo: runner.repo }, trigger.actor, {
      botLogin: inputs["bot-login"],
      allowedPermission: inputs["allowed-permission"]
    });
    if (admission.kind === "ignore") return skip(admission.reason);
    const conversation = trigger.pullRequest?.number ?? trigger.issueNumber;
    const thread = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: conversation });
    if (admission.kind === "refuse") {
      await thread.postOwn("reply", { reason: "permission" }, admission.reply, ownComment(inputs, runner));
      return skip(admission.reason);
    }
    if (trigger.kind === "refuse") {
      await thread.postOwn("reply", { reason: "command" }, trigger.reply, ownComment(inputs, runner));
      return skip("the command was malformed");
    }
    if (trigger.kind === "stop") return await requestStop(octokit, runner, trigger, thread, inputs);
    if (trigger.kind === "note") return await requestNote(octokit, runner, trigger, thread, inputs);
    const request = {
      inputs,
      runner,
      octokit,
      trigger,
      issueNumber: trigger.issueNumber,
      secrets,
      agentEnv,
      agentSecrets,
      termination,
      deadline
    };
    await runOnIssue(request);
  } catch (error) {
    setOutput("outcome", "error");
    setFailed(error instanceof Error ? error.message : String(error));
  }
}
function ownComment(inputs, runner) {
  return { botLogin: inputs["bot-login"], runId: runner.runId };
}
async function requestStop(octokit, runner, trigger, thread, inputs) {
  let target = await liveRunOn(octokit, thread, runner, inputs) ? thread : null;
  if (target === null) {
    const other = await liveRunOnOtherConversation(octokit, runner, inputs, {
      issueNumber: trigger.issueNumber,
      fromPullRequest: trigger.pullRequest !== void 0
    });
    if (other !== null) target = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: other });
  }
  if (target === null) {
    if (trigger.source === "command") {
      await thread.postOwn(
        "reply",
        { reason: "no-live-run" },
        "There is no live Ralph run on this issue to stop.",
        ownComment(inputs, runner)
      );
    }
    return skip("there is no live run on this issue to stop");
  }
  if (trigger.commentId !== null) await acknowledge(octokit, runner, { issueNumber: trigger.issueNumber, commentId: trigger.commentId });
  const why = trigger.source === "command" ? `\`${inputs.command} stop\`` : `the \`${inputs["trigger-label"]}\` label was removed`;
  const who = safeText(`@${trigger.actor.login}`, []);
  await target.postOwn(
    "stop",
    { by: trigger.actor.login },
    `Stopping the live Ralph run on this issue after its current round (${why}, by ${who}).`,
    ownComment(inputs, runner)
  );
  info(`Ralph stop requested by ${trigger.actor.login}`);
  setOutput("outcome", "skipped");
}
async function requestNote(octokit, runner, trigger, thread, inputs) {
  const live = await liveRunOn(octokit, thread, runner, inputs) || await liveRunOnOtherConversation(octokit, runner, inputs, {
    issueNumber: trigger.issueNumber,
    fromPullRequest: trigger.pullRequest !== void 0
  }) !== null;
  if (!live) {
    await thread.postOwn("reply", { reason: "no-live-run" }, noLiveRunForNote(inputs.command), ownComment(inputs, runner));
    return skip("there is no live run on this issue for the note");
  }
  await acknowledge(octokit, runner, { issueNumber: trigger.issueNumber, commentId: trigger.commentId });
  info(`Ralph note from ${trigger.actor.login} left for the live run's next round`);
  setOutput("outcome", "skipped");
}
export {
  run2 as run
};
