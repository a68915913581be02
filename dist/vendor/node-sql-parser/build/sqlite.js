var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/big-integer/BigInteger.js
var require_BigInteger = __commonJS({
  "node_modules/big-integer/BigInteger.js"(exports2, module2) {
    var bigInt = (function(undefined) {
      "use strict";
      var BASE = 1e7, LOG_BASE = 7, MAX_INT = 9007199254740992, MAX_INT_ARR = smallToArray(MAX_INT), DEFAULT_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
      var supportsNativeBigInt = typeof BigInt === "function";
      function Integer(v, radix, alphabet, caseSensitive) {
        if (typeof v === "undefined") return Integer[0];
        if (typeof radix !== "undefined") return +radix === 10 && !alphabet ? parseValue(v) : parseBase(v, radix, alphabet, caseSensitive);
        return parseValue(v);
      }
      function BigInteger(value, sign) {
        this.value = value;
        this.sign = sign;
        this.isSmall = false;
      }
      BigInteger.prototype = Object.create(Integer.prototype);
      function SmallInteger(value) {
        this.value = value;
        this.sign = value < 0;
        this.isSmall = true;
      }
      SmallInteger.prototype = Object.create(Integer.prototype);
      function NativeBigInt(value) {
        this.value = value;
      }
      NativeBigInt.prototype = Object.create(Integer.prototype);
      function isPrecise(n) {
        return -MAX_INT < n && n < MAX_INT;
      }
      function smallToArray(n) {
        if (n < 1e7)
          return [n];
        if (n < 1e14)
          return [n % 1e7, Math.floor(n / 1e7)];
        return [n % 1e7, Math.floor(n / 1e7) % 1e7, Math.floor(n / 1e14)];
      }
      function arrayToSmall(arr) {
        trim(arr);
        var length = arr.length;
        if (length < 4 && compareAbs(arr, MAX_INT_ARR) < 0) {
          switch (length) {
            case 0:
              return 0;
            case 1:
              return arr[0];
            case 2:
              return arr[0] + arr[1] * BASE;
            default:
              return arr[0] + (arr[1] + arr[2] * BASE) * BASE;
          }
        }
        return arr;
      }
      function trim(v) {
        var i2 = v.length;
        while (v[--i2] === 0) ;
        v.length = i2 + 1;
      }
      function createArray(length) {
        var x = new Array(length);
        var i2 = -1;
        while (++i2 < length) {
          x[i2] = 0;
        }
        return x;
      }
      function truncate(n) {
        if (n > 0) return Math.floor(n);
        return Math.ceil(n);
      }
      function add(a, b) {
        var l_a = a.length, l_b = b.length, r = new Array(l_a), carry = 0, base = BASE, sum, i2;
        for (i2 = 0; i2 < l_b; i2++) {
          sum = a[i2] + b[i2] + carry;
          carry = sum >= base ? 1 : 0;
          r[i2] = sum - carry * base;
        }
        while (i2 < l_a) {
          sum = a[i2] + carry;
          carry = sum === base ? 1 : 0;
          r[i2++] = sum - carry * base;
        }
        if (carry > 0) r.push(carry);
        return r;
      }
      function addAny(a, b) {
        if (a.length >= b.length) return add(a, b);
        return add(b, a);
      }
      function addSmall(a, carry) {
        var l = a.length, r = new Array(l), base = BASE, sum, i2;
        for (i2 = 0; i2 < l; i2++) {
          sum = a[i2] - base + carry;
          carry = Math.floor(sum / base);
          r[i2] = sum - carry * base;
          carry += 1;
        }
        while (carry > 0) {
          r[i2++] = carry % base;
          carry = Math.floor(carry / base);
        }
        return r;
      }
      BigInteger.prototype.add = function(v) {
        var n = parseValue(v);
        if (this.sign !== n.sign) {
          return this.subtract(n.negate());
        }
        var a = this.value, b = n.value;
        if (n.isSmall) {
          return new BigInteger(addSmall(a, Math.abs(b)), this.sign);
        }
        return new BigInteger(addAny(a, b), this.sign);
      };
      BigInteger.prototype.plus = BigInteger.prototype.add;
      SmallInteger.prototype.add = function(v) {
        var n = parseValue(v);
        var a = this.value;
        if (a < 0 !== n.sign) {
          return this.subtract(n.negate());
        }
        var b = n.value;
        if (n.isSmall) {
          if (isPrecise(a + b)) return new SmallInteger(a + b);
          b = smallToArray(Math.abs(b));
        }
        return new BigInteger(addSmall(b, Math.abs(a)), a < 0);
      };
      SmallInteger.prototype.plus = SmallInteger.prototype.add;
      NativeBigInt.prototype.add = function(v) {
        return new NativeBigInt(this.value + parseValue(v).value);
      };
      NativeBigInt.prototype.plus = NativeBigInt.prototype.add;
      function subtract(a, b) {
        var a_l = a.length, b_l = b.length, r = new Array(a_l), borrow = 0, base = BASE, i2, difference;
        for (i2 = 0; i2 < b_l; i2++) {
          difference = a[i2] - borrow - b[i2];
          if (difference < 0) {
            difference += base;
            borrow = 1;
          } else borrow = 0;
          r[i2] = difference;
        }
        for (i2 = b_l; i2 < a_l; i2++) {
          difference = a[i2] - borrow;
          if (difference < 0) difference += base;
          else {
            r[i2++] = difference;
            break;
          }
          r[i2] = difference;
        }
        for (; i2 < a_l; i2++) {
          r[i2] = a[i2];
        }
        trim(r);
        return r;
      }
      function subtractAny(a, b, sign) {
        var value;
        if (compareAbs(a, b) >= 0) {
          value = subtract(a, b);
        } else {
          value = subtract(b, a);
          sign = !sign;
        }
        value = arrayToSmall(value);
        if (typeof value === "number") {
          if (sign) value = -value;
          return new SmallInteger(value);
        }
        return new BigInteger(value, sign);
      }
      function subtractSmall(a, b, sign) {
        var l = a.length, r = new Array(l), carry = -b, base = BASE, i2, difference;
        for (i2 = 0; i2 < l; i2++) {
          difference = a[i2] + carry;
          carry = Math.floor(difference / base);
          difference %= base;
          r[i2] = difference < 0 ? difference + base : difference;
        }
        r = arrayToSmall(r);
        if (typeof r === "number") {
          if (sign) r = -r;
          return new SmallInteger(r);
        }
        return new BigInteger(r, sign);
      }
      BigInteger.prototype.subtract = function(v) {
        var n = parseValue(v);
        if (this.sign !== n.sign) {
          return this.add(n.negate());
        }
        var a = this.value, b = n.value;
        if (n.isSmall)
          return subtractSmall(a, Math.abs(b), this.sign);
        return subtractAny(a, b, this.sign);
      };
      BigInteger.prototype.minus = BigInteger.prototype.subtract;
      SmallInteger.prototype.subtract = function(v) {
        var n = parseValue(v);
        var a = this.value;
        if (a < 0 !== n.sign) {
          return this.add(n.negate());
        }
        var b = n.value;
        if (n.isSmall) {
          return new SmallInteger(a - b);
        }
        return subtractSmall(b, Math.abs(a), a >= 0);
      };
      SmallInteger.prototype.minus = SmallInteger.prototype.subtract;
      NativeBigInt.prototype.subtract = function(v) {
        return new NativeBigInt(this.value - parseValue(v).value);
      };
      NativeBigInt.prototype.minus = NativeBigInt.prototype.subtract;
      BigInteger.prototype.negate = function() {
        return new BigInteger(this.value, !this.sign);
      };
      SmallInteger.prototype.negate = function() {
        var sign = this.sign;
        var small = new SmallInteger(-this.value);
        small.sign = !sign;
        return small;
      };
      NativeBigInt.prototype.negate = function() {
        return new NativeBigInt(-this.value);
      };
      BigInteger.prototype.abs = function() {
        return new BigInteger(this.value, false);
      };
      SmallInteger.prototype.abs = function() {
        return new SmallInteger(Math.abs(this.value));
      };
      NativeBigInt.prototype.abs = function() {
        return new NativeBigInt(this.value >= 0 ? this.value : -this.value);
      };
      function multiplyLong(a, b) {
        var a_l = a.length, b_l = b.length, l = a_l + b_l, r = createArray(l), base = BASE, product, carry, i2, a_i, b_j;
        for (i2 = 0; i2 < a_l; ++i2) {
          a_i = a[i2];
          for (var j = 0; j < b_l; ++j) {
            b_j = b[j];
            product = a_i * b_j + r[i2 + j];
            carry = Math.floor(product / base);
            r[i2 + j] = product - carry * base;
            r[i2 + j + 1] += carry;
          }
        }
        trim(r);
        return r;
      }
      function multiplySmall(a, b) {
        var l = a.length, r = new Array(l), base = BASE, carry = 0, product, i2;
        for (i2 = 0; i2 < l; i2++) {
          product = a[i2] * b + carry;
          carry = Math.floor(product / base);
          r[i2] = product - carry * base;
        }
        while (carry > 0) {
          r[i2++] = carry % base;
          carry = Math.floor(carry / base);
        }
        return r;
      }
      function shiftLeft(x, n) {
        var r = [];
        while (n-- > 0) r.push(0);
        return r.concat(x);
      }
      function multiplyKaratsuba(x, y) {
        var n = Math.max(x.length, y.length);
        if (n <= 30) return multiplyLong(x, y);
        n = Math.ceil(n / 2);
        var b = x.slice(n), a = x.slice(0, n), d = y.slice(n), c = y.slice(0, n);
        var ac = multiplyKaratsuba(a, c), bd = multiplyKaratsuba(b, d), abcd = multiplyKaratsuba(addAny(a, b), addAny(c, d));
        var product = addAny(addAny(ac, shiftLeft(subtract(subtract(abcd, ac), bd), n)), shiftLeft(bd, 2 * n));
        trim(product);
        return product;
      }
      function useKaratsuba(l1, l2) {
        return -0.012 * l1 - 0.012 * l2 + 15e-6 * l1 * l2 > 0;
      }
      BigInteger.prototype.multiply = function(v) {
        var n = parseValue(v), a = this.value, b = n.value, sign = this.sign !== n.sign, abs;
        if (n.isSmall) {
          if (b === 0) return Integer[0];
          if (b === 1) return this;
          if (b === -1) return this.negate();
          abs = Math.abs(b);
          if (abs < BASE) {
            return new BigInteger(multiplySmall(a, abs), sign);
          }
          b = smallToArray(abs);
        }
        if (useKaratsuba(a.length, b.length))
          return new BigInteger(multiplyKaratsuba(a, b), sign);
        return new BigInteger(multiplyLong(a, b), sign);
      };
      BigInteger.prototype.times = BigInteger.prototype.multiply;
      function multiplySmallAndArray(a, b, sign) {
        if (a < BASE) {
          return new BigInteger(multiplySmall(b, a), sign);
        }
        return new BigInteger(multiplyLong(b, smallToArray(a)), sign);
      }
      SmallInteger.prototype._multiplyBySmall = function(a) {
        if (isPrecise(a.value * this.value)) {
          return new SmallInteger(a.value * this.value);
        }
        return multiplySmallAndArray(Math.abs(a.value), smallToArray(Math.abs(this.value)), this.sign !== a.sign);
      };
      BigInteger.prototype._multiplyBySmall = function(a) {
        if (a.value === 0) return Integer[0];
        if (a.value === 1) return this;
        if (a.value === -1) return this.negate();
        return multiplySmallAndArray(Math.abs(a.value), this.value, this.sign !== a.sign);
      };
      SmallInteger.prototype.multiply = function(v) {
        return parseValue(v)._multiplyBySmall(this);
      };
      SmallInteger.prototype.times = SmallInteger.prototype.multiply;
      NativeBigInt.prototype.multiply = function(v) {
        return new NativeBigInt(this.value * parseValue(v).value);
      };
      NativeBigInt.prototype.times = NativeBigInt.prototype.multiply;
      function square(a) {
        var l = a.length, r = createArray(l + l), base = BASE, product, carry, i2, a_i, a_j;
        for (i2 = 0; i2 < l; i2++) {
          a_i = a[i2];
          carry = 0 - a_i * a_i;
          for (var j = i2; j < l; j++) {
            a_j = a[j];
            product = 2 * (a_i * a_j) + r[i2 + j] + carry;
            carry = Math.floor(product / base);
            r[i2 + j] = product - carry * base;
          }
          r[i2 + l] = carry;
        }
        trim(r);
        return r;
      }
      BigInteger.prototype.square = function() {
        return new BigInteger(square(this.value), false);
      };
      SmallInteger.prototype.square = function() {
        var value = this.value * this.value;
        if (isPrecise(value)) return new SmallInteger(value);
        return new BigInteger(square(smallToArray(Math.abs(this.value))), false);
      };
      NativeBigInt.prototype.square = function(v) {
        return new NativeBigInt(this.value * this.value);
      };
      function divMod1(a, b) {
        var a_l = a.length, b_l = b.length, base = BASE, result = createArray(b.length), divisorMostSignificantDigit = b[b_l - 1], lambda = Math.ceil(base / (2 * divisorMostSignificantDigit)), remainder = multiplySmall(a, lambda), divisor = multiplySmall(b, lambda), quotientDigit, shift, carry, borrow, i2, l, q;
        if (remainder.length <= a_l) remainder.push(0);
        divisor.push(0);
        divisorMostSignificantDigit = divisor[b_l - 1];
        for (shift = a_l - b_l; shift >= 0; shift--) {
          quotientDigit = base - 1;
          if (remainder[shift + b_l] !== divisorMostSignificantDigit) {
            quotientDigit = Math.floor((remainder[shift + b_l] * base + remainder[shift + b_l - 1]) / divisorMostSignificantDigit);
          }
          carry = 0;
          borrow = 0;
          l = divisor.length;
          for (i2 = 0; i2 < l; i2++) {
            carry += quotientDigit * divisor[i2];
            q = Math.floor(carry / base);
            borrow += remainder[shift + i2] - (carry - q * base);
            carry = q;
            if (borrow < 0) {
              remainder[shift + i2] = borrow + base;
              borrow = -1;
            } else {
              remainder[shift + i2] = borrow;
              borrow = 0;
            }
          }
          while (borrow !== 0) {
            quotientDigit -= 1;
            carry = 0;
            for (i2 = 0; i2 < l; i2++) {
              carry += remainder[shift + i2] - base + divisor[i2];
              if (carry < 0) {
                remainder[shift + i2] = carry + base;
                carry = 0;
              } else {
                remainder[shift + i2] = carry;
                carry = 1;
              }
            }
            borrow += carry;
          }
          result[shift] = quotientDigit;
        }
        remainder = divModSmall(remainder, lambda)[0];
        return [arrayToSmall(result), arrayToSmall(remainder)];
      }
      function divMod2(a, b) {
        var a_l = a.length, b_l = b.length, result = [], part = [], base = BASE, guess, xlen, highx, highy, check;
        while (a_l) {
          part.unshift(a[--a_l]);
          trim(part);
          if (compareAbs(part, b) < 0) {
            result.push(0);
            continue;
          }
          xlen = part.length;
          highx = part[xlen - 1] * base + part[xlen - 2];
          highy = b[b_l - 1] * base + b[b_l - 2];
          if (xlen > b_l) {
            highx = (highx + 1) * base;
          }
          guess = Math.ceil(highx / highy);
          do {
            check = multiplySmall(b, guess);
            if (compareAbs(check, part) <= 0) break;
            guess--;
          } while (guess);
          result.push(guess);
          part = subtract(part, check);
        }
        result.reverse();
        return [arrayToSmall(result), arrayToSmall(part)];
      }
      function divModSmall(value, lambda) {
        var length = value.length, quotient = createArray(length), base = BASE, i2, q, remainder, divisor;
        remainder = 0;
        for (i2 = length - 1; i2 >= 0; --i2) {
          divisor = remainder * base + value[i2];
          q = truncate(divisor / lambda);
          remainder = divisor - q * lambda;
          quotient[i2] = q | 0;
        }
        return [quotient, remainder | 0];
      }
      function divModAny(self2, v) {
        var value, n = parseValue(v);
        if (supportsNativeBigInt) {
          return [new NativeBigInt(self2.value / n.value), new NativeBigInt(self2.value % n.value)];
        }
        var a = self2.value, b = n.value;
        var quotient;
        if (b === 0) throw new Error("Cannot divide by zero");
        if (self2.isSmall) {
          if (n.isSmall) {
            return [new SmallInteger(truncate(a / b)), new SmallInteger(a % b)];
          }
          return [Integer[0], self2];
        }
        if (n.isSmall) {
          if (b === 1) return [self2, Integer[0]];
          if (b == -1) return [self2.negate(), Integer[0]];
          var abs = Math.abs(b);
          if (abs < BASE) {
            value = divModSmall(a, abs);
            quotient = arrayToSmall(value[0]);
            var remainder = value[1];
            if (self2.sign) remainder = -remainder;
            if (typeof quotient === "number") {
              if (self2.sign !== n.sign) quotient = -quotient;
              return [new SmallInteger(quotient), new SmallInteger(remainder)];
            }
            return [new BigInteger(quotient, self2.sign !== n.sign), new SmallInteger(remainder)];
          }
          b = smallToArray(abs);
        }
        var comparison = compareAbs(a, b);
        if (comparison === -1) return [Integer[0], self2];
        if (comparison === 0) return [Integer[self2.sign === n.sign ? 1 : -1], Integer[0]];
        if (a.length + b.length <= 200)
          value = divMod1(a, b);
        else value = divMod2(a, b);
        quotient = value[0];
        var qSign = self2.sign !== n.sign, mod = value[1], mSign = self2.sign;
        if (typeof quotient === "number") {
          if (qSign) quotient = -quotient;
          quotient = new SmallInteger(quotient);
        } else quotient = new BigInteger(quotient, qSign);
        if (typeof mod === "number") {
          if (mSign) mod = -mod;
          mod = new SmallInteger(mod);
        } else mod = new BigInteger(mod, mSign);
        return [quotient, mod];
      }
      BigInteger.prototype.divmod = function(v) {
        var result = divModAny(this, v);
        return {
          quotient: result[0],
          remainder: result[1]
        };
      };
      NativeBigInt.prototype.divmod = SmallInteger.prototype.divmod = BigInteger.prototype.divmod;
      BigInteger.prototype.divide = function(v) {
        return divModAny(this, v)[0];
      };
      NativeBigInt.prototype.over = NativeBigInt.prototype.divide = function(v) {
        return new NativeBigInt(this.value / parseValue(v).value);
      };
      SmallInteger.prototype.over = SmallInteger.prototype.divide = BigInteger.prototype.over = BigInteger.prototype.divide;
      BigInteger.prototype.mod = function(v) {
        return divModAny(this, v)[1];
      };
      NativeBigInt.prototype.mod = NativeBigInt.prototype.remainder = function(v) {
        return new NativeBigInt(this.value % parseValue(v).value);
      };
      SmallInteger.prototype.remainder = SmallInteger.prototype.mod = BigInteger.prototype.remainder = BigInteger.prototype.mod;
      BigInteger.prototype.pow = function(v) {
        var n = parseValue(v), a = this.value, b = n.value, value, x, y;
        if (b === 0) return Integer[1];
        if (a === 0) return Integer[0];
        if (a === 1) return Integer[1];
        if (a === -1) return n.isEven() ? Integer[1] : Integer[-1];
        if (n.sign) {
          return Integer[0];
        }
        if (!n.isSmall) throw new Error("The exponent " + n.toString() + " is too large.");
        if (this.isSmall) {
          if (isPrecise(value = Math.pow(a, b)))
            return new SmallInteger(truncate(value));
        }
        x = this;
        y = Integer[1];
        while (true) {
          if (b & true) {
            y = y.times(x);
            --b;
          }
          if (b === 0) break;
          b /= 2;
          x = x.square();
        }
        return y;
      };
      SmallInteger.prototype.pow = BigInteger.prototype.pow;
      NativeBigInt.prototype.pow = function(v) {
        var n = parseValue(v);
        var a = this.value, b = n.value;
        var _0 = BigInt(0), _1 = BigInt(1), _2 = BigInt(2);
        if (b === _0) return Integer[1];
        if (a === _0) return Integer[0];
        if (a === _1) return Integer[1];
        if (a === BigInt(-1)) return n.isEven() ? Integer[1] : Integer[-1];
        if (n.isNegative()) return new NativeBigInt(_0);
        var x = this;
        var y = Integer[1];
        while (true) {
          if ((b & _1) === _1) {
            y = y.times(x);
            --b;
          }
          if (b === _0) break;
          b /= _2;
          x = x.square();
        }
        return y;
      };
      BigInteger.prototype.modPow = function(exp, mod) {
        exp = parseValue(exp);
        mod = parseValue(mod);
        if (mod.isZero()) throw new Error("Cannot take modPow with modulus 0");
        var r = Integer[1], base = this.mod(mod);
        if (exp.isNegative()) {
          exp = exp.multiply(Integer[-1]);
          base = base.modInv(mod);
        }
        while (exp.isPositive()) {
          if (base.isZero()) return Integer[0];
          if (exp.isOdd()) r = r.multiply(base).mod(mod);
          exp = exp.divide(2);
          base = base.square().mod(mod);
        }
        return r;
      };
      NativeBigInt.prototype.modPow = SmallInteger.prototype.modPow = BigInteger.prototype.modPow;
      function compareAbs(a, b) {
        if (a.length !== b.length) {
          return a.length > b.length ? 1 : -1;
        }
        for (var i2 = a.length - 1; i2 >= 0; i2--) {
          if (a[i2] !== b[i2]) return a[i2] > b[i2] ? 1 : -1;
        }
        return 0;
      }
      BigInteger.prototype.compareAbs = function(v) {
        var n = parseValue(v), a = this.value, b = n.value;
        if (n.isSmall) return 1;
        return compareAbs(a, b);
      };
      SmallInteger.prototype.compareAbs = function(v) {
        var n = parseValue(v), a = Math.abs(this.value), b = n.value;
        if (n.isSmall) {
          b = Math.abs(b);
          return a === b ? 0 : a > b ? 1 : -1;
        }
        return -1;
      };
      NativeBigInt.prototype.compareAbs = function(v) {
        var a = this.value;
        var b = parseValue(v).value;
        a = a >= 0 ? a : -a;
        b = b >= 0 ? b : -b;
        return a === b ? 0 : a > b ? 1 : -1;
      };
      BigInteger.prototype.compare = function(v) {
        if (v === Infinity) {
          return -1;
        }
        if (v === -Infinity) {
          return 1;
        }
        var n = parseValue(v), a = this.value, b = n.value;
        if (this.sign !== n.sign) {
          return n.sign ? 1 : -1;
        }
        if (n.isSmall) {
          return this.sign ? -1 : 1;
        }
        return compareAbs(a, b) * (this.sign ? -1 : 1);
      };
      BigInteger.prototype.compareTo = BigInteger.prototype.compare;
      SmallInteger.prototype.compare = function(v) {
        if (v === Infinity) {
          return -1;
        }
        if (v === -Infinity) {
          return 1;
        }
        var n = parseValue(v), a = this.value, b = n.value;
        if (n.isSmall) {
          return a == b ? 0 : a > b ? 1 : -1;
        }
        if (a < 0 !== n.sign) {
          return a < 0 ? -1 : 1;
        }
        return a < 0 ? 1 : -1;
      };
      SmallInteger.prototype.compareTo = SmallInteger.prototype.compare;
      NativeBigInt.prototype.compare = function(v) {
        if (v === Infinity) {
          return -1;
        }
        if (v === -Infinity) {
          return 1;
        }
        var a = this.value;
        var b = parseValue(v).value;
        return a === b ? 0 : a > b ? 1 : -1;
      };
      NativeBigInt.prototype.compareTo = NativeBigInt.prototype.compare;
      BigInteger.prototype.equals = function(v) {
        return this.compare(v) === 0;
      };
      NativeBigInt.prototype.eq = NativeBigInt.prototype.equals = SmallInteger.prototype.eq = SmallInteger.prototype.equals = BigInteger.prototype.eq = BigInteger.prototype.equals;
      BigInteger.prototype.notEquals = function(v) {
        return this.compare(v) !== 0;
      };
      NativeBigInt.prototype.neq = NativeBigInt.prototype.notEquals = SmallInteger.prototype.neq = SmallInteger.prototype.notEquals = BigInteger.prototype.neq = BigInteger.prototype.notEquals;
      BigInteger.prototype.greater = function(v) {
        return this.compare(v) > 0;
      };
      NativeBigInt.prototype.gt = NativeBigInt.prototype.greater = SmallInteger.prototype.gt = SmallInteger.prototype.greater = BigInteger.prototype.gt = BigInteger.prototype.greater;
      BigInteger.prototype.lesser = function(v) {
        return this.compare(v) < 0;
      };
      NativeBigInt.prototype.lt = NativeBigInt.prototype.lesser = SmallInteger.prototype.lt = SmallInteger.prototype.lesser = BigInteger.prototype.lt = BigInteger.prototype.lesser;
      BigInteger.prototype.greaterOrEquals = function(v) {
        return this.compare(v) >= 0;
      };
      NativeBigInt.prototype.geq = NativeBigInt.prototype.greaterOrEquals = SmallInteger.prototype.geq = SmallInteger.prototype.greaterOrEquals = BigInteger.prototype.geq = BigInteger.prototype.greaterOrEquals;
      BigInteger.prototype.lesserOrEquals = function(v) {
        return this.compare(v) <= 0;
      };
      NativeBigInt.prototype.leq = NativeBigInt.prototype.lesserOrEquals = SmallInteger.prototype.leq = SmallInteger.prototype.lesserOrEquals = BigInteger.prototype.leq = BigInteger.prototype.lesserOrEquals;
      BigInteger.prototype.isEven = function() {
        return (this.value[0] & 1) === 0;
      };
      SmallInteger.prototype.isEven = function() {
        return (this.value & 1) === 0;
      };
      NativeBigInt.prototype.isEven = function() {
        return (this.value & BigInt(1)) === BigInt(0);
      };
      BigInteger.prototype.isOdd = function() {
        return (this.value[0] & 1) === 1;
      };
      SmallInteger.prototype.isOdd = function() {
        return (this.value & 1) === 1;
      };
      NativeBigInt.prototype.isOdd = function() {
        return (this.value & BigInt(1)) === BigInt(1);
      };
      BigInteger.prototype.isPositive = function() {
        return !this.sign;
      };
      SmallInteger.prototype.isPositive = function() {
        return this.value > 0;
      };
      NativeBigInt.prototype.isPositive = SmallInteger.prototype.isPositive;
      BigInteger.prototype.isNegative = function() {
        return this.sign;
      };
      SmallInteger.prototype.isNegative = function() {
        return this.value < 0;
      };
      NativeBigInt.prototype.isNegative = SmallInteger.prototype.isNegative;
      BigInteger.prototype.isUnit = function() {
        return false;
      };
      SmallInteger.prototype.isUnit = function() {
        return Math.abs(this.value) === 1;
      };
      NativeBigInt.prototype.isUnit = function() {
        return this.abs().value === BigInt(1);
      };
      BigInteger.prototype.isZero = function() {
        return false;
      };
      SmallInteger.prototype.isZero = function() {
        return this.value === 0;
      };
      NativeBigInt.prototype.isZero = function() {
        return this.value === BigInt(0);
      };
      BigInteger.prototype.isDivisibleBy = function(v) {
        var n = parseValue(v);
        if (n.isZero()) return false;
        if (n.isUnit()) return true;
        if (n.compareAbs(2) === 0) return this.isEven();
        return this.mod(n).isZero();
      };
      NativeBigInt.prototype.isDivisibleBy = SmallInteger.prototype.isDivisibleBy = BigInteger.prototype.isDivisibleBy;
      function isBasicPrime(v) {
        var n = v.abs();
        if (n.isUnit()) return false;
        if (n.equals(2) || n.equals(3) || n.equals(5)) return true;
        if (n.isEven() || n.isDivisibleBy(3) || n.isDivisibleBy(5)) return false;
        if (n.lesser(49)) return true;
      }
      function millerRabinTest(n, a) {
        var nPrev = n.prev(), b = nPrev, r = 0, d, t, i2, x;
        while (b.isEven()) b = b.divide(2), r++;
        next: for (i2 = 0; i2 < a.length; i2++) {
          if (n.lesser(a[i2])) continue;
          x = bigInt(a[i2]).modPow(b, n);
          if (x.isUnit() || x.equals(nPrev)) continue;
          for (d = r - 1; d != 0; d--) {
            x = x.square().mod(n);
            if (x.isUnit()) return false;
            if (x.equals(nPrev)) continue next;
          }
          return false;
        }
        return true;
      }
      BigInteger.prototype.isPrime = function(strict) {
        var isPrime = isBasicPrime(this);
        if (isPrime !== undefined) return isPrime;
        var n = this.abs();
        var bits = n.bitLength();
        if (bits <= 64)
          return millerRabinTest(n, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]);
        var logN = Math.log(2) * bits.toJSNumber();
        var t = Math.ceil(strict === true ? 2 * Math.pow(logN, 2) : logN);
        for (var a = [], i2 = 0; i2 < t; i2++) {
          a.push(bigInt(i2 + 2));
        }
        return millerRabinTest(n, a);
      };
      NativeBigInt.prototype.isPrime = SmallInteger.prototype.isPrime = BigInteger.prototype.isPrime;
      BigInteger.prototype.isProbablePrime = function(iterations, rng) {
        var isPrime = isBasicPrime(this);
        if (isPrime !== undefined) return isPrime;
        var n = this.abs();
        var t = iterations === undefined ? 5 : iterations;
        for (var a = [], i2 = 0; i2 < t; i2++) {
          a.push(bigInt.randBetween(2, n.minus(2), rng));
        }
        return millerRabinTest(n, a);
      };
      NativeBigInt.prototype.isProbablePrime = SmallInteger.prototype.isProbablePrime = BigInteger.prototype.isProbablePrime;
      BigInteger.prototype.modInv = function(n) {
        var t = bigInt.zero, newT = bigInt.one, r = parseValue(n), newR = this.abs(), q, lastT, lastR;
        while (!newR.isZero()) {
          q = r.divide(newR);
          lastT = t;
          lastR = r;
          t = newT;
          r = newR;
          newT = lastT.subtract(q.multiply(newT));
          newR = lastR.subtract(q.multiply(newR));
        }
        if (!r.isUnit()) throw new Error(this.toString() + " and " + n.toString() + " are not co-prime");
        if (t.compare(0) === -1) {
          t = t.add(n);
        }
        if (this.isNegative()) {
          return t.negate();
        }
        return t;
      };
      NativeBigInt.prototype.modInv = SmallInteger.prototype.modInv = BigInteger.prototype.modInv;
      BigInteger.prototype.next = function() {
        var value = this.value;
        if (this.sign) {
          return subtractSmall(value, 1, this.sign);
        }
        return new BigInteger(addSmall(value, 1), this.sign);
      };
      SmallInteger.prototype.next = function() {
        var value = this.value;
        if (value + 1 < MAX_INT) return new SmallInteger(value + 1);
        return new BigInteger(MAX_INT_ARR, false);
      };
      NativeBigInt.prototype.next = function() {
        return new NativeBigInt(this.value + BigInt(1));
      };
      BigInteger.prototype.prev = function() {
        var value = this.value;
        if (this.sign) {
          return new BigInteger(addSmall(value, 1), true);
        }
        return subtractSmall(value, 1, this.sign);
      };
      SmallInteger.prototype.prev = function() {
        var value = this.value;
        if (value - 1 > -MAX_INT) return new SmallInteger(value - 1);
        return new BigInteger(MAX_INT_ARR, true);
      };
      NativeBigInt.prototype.prev = function() {
        return new NativeBigInt(this.value - BigInt(1));
      };
      var powersOfTwo = [1];
      while (2 * powersOfTwo[powersOfTwo.length - 1] <= BASE) powersOfTwo.push(2 * powersOfTwo[powersOfTwo.length - 1]);
      var powers2Length = powersOfTwo.length, highestPower2 = powersOfTwo[powers2Length - 1];
      function shift_isSmall(n) {
        return Math.abs(n) <= BASE;
      }
      BigInteger.prototype.shiftLeft = function(v) {
        var n = parseValue(v).toJSNumber();
        if (!shift_isSmall(n)) {
          throw new Error(String(n) + " is too large for shifting.");
        }
        if (n < 0) return this.shiftRight(-n);
        var result = this;
        if (result.isZero()) return result;
        while (n >= powers2Length) {
          result = result.multiply(highestPower2);
          n -= powers2Length - 1;
        }
        return result.multiply(powersOfTwo[n]);
      };
      NativeBigInt.prototype.shiftLeft = SmallInteger.prototype.shiftLeft = BigInteger.prototype.shiftLeft;
      BigInteger.prototype.shiftRight = function(v) {
        var remQuo;
        var n = parseValue(v).toJSNumber();
        if (!shift_isSmall(n)) {
          throw new Error(String(n) + " is too large for shifting.");
        }
        if (n < 0) return this.shiftLeft(-n);
        var result = this;
        while (n >= powers2Length) {
          if (result.isZero() || result.isNegative() && result.isUnit()) return result;
          remQuo = divModAny(result, highestPower2);
          result = remQuo[1].isNegative() ? remQuo[0].prev() : remQuo[0];
          n -= powers2Length - 1;
        }
        remQuo = divModAny(result, powersOfTwo[n]);
        return remQuo[1].isNegative() ? remQuo[0].prev() : remQuo[0];
      };
      NativeBigInt.prototype.shiftRight = SmallInteger.prototype.shiftRight = BigInteger.prototype.shiftRight;
      function bitwise(x, y, fn) {
        y = parseValue(y);
        var xSign = x.isNegative(), ySign = y.isNegative();
        var xRem = xSign ? x.not() : x, yRem = ySign ? y.not() : y;
        var xDigit = 0, yDigit = 0;
        var xDivMod = null, yDivMod = null;
        var result = [];
        while (!xRem.isZero() || !yRem.isZero()) {
          xDivMod = divModAny(xRem, highestPower2);
          xDigit = xDivMod[1].toJSNumber();
          if (xSign) {
            xDigit = highestPower2 - 1 - xDigit;
          }
          yDivMod = divModAny(yRem, highestPower2);
          yDigit = yDivMod[1].toJSNumber();
          if (ySign) {
            yDigit = highestPower2 - 1 - yDigit;
          }
          xRem = xDivMod[0];
          yRem = yDivMod[0];
          result.push(fn(xDigit, yDigit));
        }
        var sum = fn(xSign ? 1 : 0, ySign ? 1 : 0) !== 0 ? bigInt(-1) : bigInt(0);
        for (var i2 = result.length - 1; i2 >= 0; i2 -= 1) {
          sum = sum.multiply(highestPower2).add(bigInt(result[i2]));
        }
        return sum;
      }
      BigInteger.prototype.not = function() {
        return this.negate().prev();
      };
      NativeBigInt.prototype.not = SmallInteger.prototype.not = BigInteger.prototype.not;
      BigInteger.prototype.and = function(n) {
        return bitwise(this, n, function(a, b) {
          return a & b;
        });
      };
      NativeBigInt.prototype.and = SmallInteger.prototype.and = BigInteger.prototype.and;
      BigInteger.prototype.or = function(n) {
        return bitwise(this, n, function(a, b) {
          return a | b;
        });
      };
      NativeBigInt.prototype.or = SmallInteger.prototype.or = BigInteger.prototype.or;
      BigInteger.prototype.xor = function(n) {
        return bitwise(this, n, function(a, b) {
          return a ^ b;
        });
      };
      NativeBigInt.prototype.xor = SmallInteger.prototype.xor = BigInteger.prototype.xor;
      var LOBMASK_I = 1 << 30, LOBMASK_BI = (BASE & -BASE) * (BASE & -BASE) | LOBMASK_I;
      function roughLOB(n) {
        var v = n.value, x = typeof v === "number" ? v | LOBMASK_I : typeof v === "bigint" ? v | BigInt(LOBMASK_I) : v[0] + v[1] * BASE | LOBMASK_BI;
        return x & -x;
      }
      function integerLogarithm(value, base) {
        if (base.compareTo(value) <= 0) {
          var tmp = integerLogarithm(value, base.square(base));
          var p = tmp.p;
          var e = tmp.e;
          var t = p.multiply(base);
          return t.compareTo(value) <= 0 ? { p: t, e: e * 2 + 1 } : { p, e: e * 2 };
        }
        return { p: bigInt(1), e: 0 };
      }
      BigInteger.prototype.bitLength = function() {
        var n = this;
        if (n.compareTo(bigInt(0)) < 0) {
          n = n.negate().subtract(bigInt(1));
        }
        if (n.compareTo(bigInt(0)) === 0) {
          return bigInt(0);
        }
        return bigInt(integerLogarithm(n, bigInt(2)).e).add(bigInt(1));
      };
      NativeBigInt.prototype.bitLength = SmallInteger.prototype.bitLength = BigInteger.prototype.bitLength;
      function max(a, b) {
        a = parseValue(a);
        b = parseValue(b);
        return a.greater(b) ? a : b;
      }
      function min(a, b) {
        a = parseValue(a);
        b = parseValue(b);
        return a.lesser(b) ? a : b;
      }
      function gcd(a, b) {
        a = parseValue(a).abs();
        b = parseValue(b).abs();
        if (a.equals(b)) return a;
        if (a.isZero()) return b;
        if (b.isZero()) return a;
        var c = Integer[1], d, t;
        while (a.isEven() && b.isEven()) {
          d = min(roughLOB(a), roughLOB(b));
          a = a.divide(d);
          b = b.divide(d);
          c = c.multiply(d);
        }
        while (a.isEven()) {
          a = a.divide(roughLOB(a));
        }
        do {
          while (b.isEven()) {
            b = b.divide(roughLOB(b));
          }
          if (a.greater(b)) {
            t = b;
            b = a;
            a = t;
          }
          b = b.subtract(a);
        } while (!b.isZero());
        return c.isUnit() ? a : a.multiply(c);
      }
      function lcm(a, b) {
        a = parseValue(a).abs();
        b = parseValue(b).abs();
        return a.divide(gcd(a, b)).multiply(b);
      }
      function randBetween(a, b, rng) {
        a = parseValue(a);
        b = parseValue(b);
        var usedRNG = rng || Math.random;
        var low = min(a, b), high = max(a, b);
        var range = high.subtract(low).add(1);
        if (range.isSmall) return low.add(Math.floor(usedRNG() * range));
        var digits = toBase(range, BASE).value;
        var result = [], restricted = true;
        for (var i2 = 0; i2 < digits.length; i2++) {
          var top = restricted ? digits[i2] + (i2 + 1 < digits.length ? digits[i2 + 1] / BASE : 0) : BASE;
          var digit = truncate(usedRNG() * top);
          result.push(digit);
          if (digit < digits[i2]) restricted = false;
        }
        return low.add(Integer.fromArray(result, BASE, false));
      }
      var parseBase = function(text, base, alphabet, caseSensitive) {
        alphabet = alphabet || DEFAULT_ALPHABET;
        text = String(text);
        if (!caseSensitive) {
          text = text.toLowerCase();
          alphabet = alphabet.toLowerCase();
        }
        var length = text.length;
        var i2;
        var absBase = Math.abs(base);
        var alphabetValues = {};
        for (i2 = 0; i2 < alphabet.length; i2++) {
          alphabetValues[alphabet[i2]] = i2;
        }
        for (i2 = 0; i2 < length; i2++) {
          var c = text[i2];
          if (c === "-") continue;
          if (c in alphabetValues) {
            if (alphabetValues[c] >= absBase) {
              if (c === "1" && absBase === 1) continue;
              throw new Error(c + " is not a valid digit in base " + base + ".");
            }
          }
        }
        base = parseValue(base);
        var digits = [];
        var isNegative = text[0] === "-";
        for (i2 = isNegative ? 1 : 0; i2 < text.length; i2++) {
          var c = text[i2];
          if (c in alphabetValues) digits.push(parseValue(alphabetValues[c]));
          else if (c === "<") {
            var start = i2;
            do {
              i2++;
            } while (text[i2] !== ">" && i2 < text.length);
            digits.push(parseValue(text.slice(start + 1, i2)));
          } else throw new Error(c + " is not a valid character");
        }
        return parseBaseFromArray(digits, base, isNegative);
      };
      function parseBaseFromArray(digits, base, isNegative) {
        var val = Integer[0], pow = Integer[1], i2;
        for (i2 = digits.length - 1; i2 >= 0; i2--) {
          val = val.add(digits[i2].times(pow));
          pow = pow.times(base);
        }
        return isNegative ? val.negate() : val;
      }
      function stringify(digit, alphabet) {
        alphabet = alphabet || DEFAULT_ALPHABET;
        if (digit < alphabet.length) {
          return alphabet[digit];
        }
        return "<" + digit + ">";
      }
      function toBase(n, base) {
        base = bigInt(base);
        if (base.isZero()) {
          if (n.isZero()) return { value: [0], isNegative: false };
          throw new Error("Cannot convert nonzero numbers to base 0.");
        }
        if (base.equals(-1)) {
          if (n.isZero()) return { value: [0], isNegative: false };
          if (n.isNegative())
            return {
              value: [].concat.apply(
                [],
                Array.apply(null, Array(-n.toJSNumber())).map(Array.prototype.valueOf, [1, 0])
              ),
              isNegative: false
            };
          var arr = Array.apply(null, Array(n.toJSNumber() - 1)).map(Array.prototype.valueOf, [0, 1]);
          arr.unshift([1]);
          return {
            value: [].concat.apply([], arr),
            isNegative: false
          };
        }
        var neg = false;
        if (n.isNegative() && base.isPositive()) {
          neg = true;
          n = n.abs();
        }
        if (base.isUnit()) {
          if (n.isZero()) return { value: [0], isNegative: false };
          return {
            value: Array.apply(null, Array(n.toJSNumber())).map(Number.prototype.valueOf, 1),
            isNegative: neg
          };
        }
        var out = [];
        var left = n, divmod;
        while (left.isNegative() || left.compareAbs(base) >= 0) {
          divmod = left.divmod(base);
          left = divmod.quotient;
          var digit = divmod.remainder;
          if (digit.isNegative()) {
            digit = base.minus(digit).abs();
            left = left.next();
          }
          out.push(digit.toJSNumber());
        }
        out.push(left.toJSNumber());
        return { value: out.reverse(), isNegative: neg };
      }
      function toBaseString(n, base, alphabet) {
        var arr = toBase(n, base);
        return (arr.isNegative ? "-" : "") + arr.value.map(function(x) {
          return stringify(x, alphabet);
        }).join("");
      }
      BigInteger.prototype.toArray = function(radix) {
        return toBase(this, radix);
      };
      SmallInteger.prototype.toArray = function(radix) {
        return toBase(this, radix);
      };
      NativeBigInt.prototype.toArray = function(radix) {
        return toBase(this, radix);
      };
      BigInteger.prototype.toString = function(radix, alphabet) {
        if (radix === undefined) radix = 10;
        if (radix !== 10 || alphabet) return toBaseString(this, radix, alphabet);
        var v = this.value, l = v.length, str = String(v[--l]), zeros = "0000000", digit;
        while (--l >= 0) {
          digit = String(v[l]);
          str += zeros.slice(digit.length) + digit;
        }
        var sign = this.sign ? "-" : "";
        return sign + str;
      };
      SmallInteger.prototype.toString = function(radix, alphabet) {
        if (radix === undefined) radix = 10;
        if (radix != 10 || alphabet) return toBaseString(this, radix, alphabet);
        return String(this.value);
      };
      NativeBigInt.prototype.toString = SmallInteger.prototype.toString;
      NativeBigInt.prototype.toJSON = BigInteger.prototype.toJSON = SmallInteger.prototype.toJSON = function() {
        return this.toString();
      };
      BigInteger.prototype.valueOf = function() {
        return parseInt(this.toString(), 10);
      };
      BigInteger.prototype.toJSNumber = BigInteger.prototype.valueOf;
      SmallInteger.prototype.valueOf = function() {
        return this.value;
      };
      SmallInteger.prototype.toJSNumber = SmallInteger.prototype.valueOf;
      NativeBigInt.prototype.valueOf = NativeBigInt.prototype.toJSNumber = function() {
        return parseInt(this.toString(), 10);
      };
      function parseStringValue(v) {
        if (isPrecise(+v)) {
          var x = +v;
          if (x === truncate(x))
            return supportsNativeBigInt ? new NativeBigInt(BigInt(x)) : new SmallInteger(x);
          throw new Error("Invalid integer: " + v);
        }
        var sign = v[0] === "-";
        if (sign) v = v.slice(1);
        var split = v.split(/e/i);
        if (split.length > 2) throw new Error("Invalid integer: " + split.join("e"));
        if (split.length === 2) {
          var exp = split[1];
          if (exp[0] === "+") exp = exp.slice(1);
          exp = +exp;
          if (exp !== truncate(exp) || !isPrecise(exp)) throw new Error("Invalid integer: " + exp + " is not a valid exponent.");
          var text = split[0];
          var decimalPlace = text.indexOf(".");
          if (decimalPlace >= 0) {
            exp -= text.length - decimalPlace - 1;
            text = text.slice(0, decimalPlace) + text.slice(decimalPlace + 1);
          }
          if (exp < 0) throw new Error("Cannot include negative exponent part for integers");
          text += new Array(exp + 1).join("0");
          v = text;
        }
        var isValid = /^([0-9][0-9]*)$/.test(v);
        if (!isValid) throw new Error("Invalid integer: " + v);
        if (supportsNativeBigInt) {
          return new NativeBigInt(BigInt(sign ? "-" + v : v));
        }
        var r = [], max2 = v.length, l = LOG_BASE, min2 = max2 - l;
        while (max2 > 0) {
          r.push(+v.slice(min2, max2));
          min2 -= l;
          if (min2 < 0) min2 = 0;
          max2 -= l;
        }
        trim(r);
        return new BigInteger(r, sign);
      }
      function parseNumberValue(v) {
        if (supportsNativeBigInt) {
          return new NativeBigInt(BigInt(v));
        }
        if (isPrecise(v)) {
          if (v !== truncate(v)) throw new Error(v + " is not an integer.");
          return new SmallInteger(v);
        }
        return parseStringValue(v.toString());
      }
      function parseValue(v) {
        if (typeof v === "number") {
          return parseNumberValue(v);
        }
        if (typeof v === "string") {
          return parseStringValue(v);
        }
        if (typeof v === "bigint") {
          return new NativeBigInt(v);
        }
        return v;
      }
      for (var i = 0; i < 1e3; i++) {
        Integer[i] = parseValue(i);
        if (i > 0) Integer[-i] = parseValue(-i);
      }
      Integer.one = Integer[1];
      Integer.zero = Integer[0];
      Integer.minusOne = Integer[-1];
      Integer.max = max;
      Integer.min = min;
      Integer.gcd = gcd;
      Integer.lcm = lcm;
      Integer.isInstance = function(x) {
        return x instanceof BigInteger || x instanceof SmallInteger || x instanceof NativeBigInt;
      };
      Integer.randBetween = randBetween;
      Integer.fromArray = function(digits, base, isNegative) {
        return parseBaseFromArray(digits.map(parseValue), parseValue(base || 10), isNegative);
      };
      return Integer;
    })();
    if (typeof module2 !== "undefined" && module2.hasOwnProperty("exports")) {
      module2.exports = bigInt;
    }
    if (typeof define === "function" && define.amd) {
      define(function() {
        return bigInt;
      });
    }
  }
});

// node_modules/node-sql-parser/build/sqlite.js
!(function(r, t) {
  for (var e in t) r[e] = t[e];
})(exports, (function(r) {
  var t = {};
  function e(n) {
    if (t[n]) return t[n].exports;
    var o = t[n] = { i: n, l: false, exports: {} };
    return r[n].call(o.exports, o, o.exports, e), o.l = true, o.exports;
  }
  return e.m = r, e.c = t, e.d = function(r2, t2, n) {
    e.o(r2, t2) || Object.defineProperty(r2, t2, { enumerable: true, get: n });
  }, e.r = function(r2) {
    "undefined" != typeof Symbol && Symbol.toStringTag && Object.defineProperty(r2, Symbol.toStringTag, { value: "Module" }), Object.defineProperty(r2, "__esModule", { value: true });
  }, e.t = function(r2, t2) {
    if (1 & t2 && (r2 = e(r2)), 8 & t2) return r2;
    if (4 & t2 && "object" == typeof r2 && r2 && r2.__esModule) return r2;
    var n = /* @__PURE__ */ Object.create(null);
    if (e.r(n), Object.defineProperty(n, "default", { enumerable: true, value: r2 }), 2 & t2 && "string" != typeof r2) for (var o in r2) e.d(n, o, function(t3) {
      return r2[t3];
    }.bind(null, o));
    return n;
  }, e.n = function(r2) {
    var t2 = r2 && r2.__esModule ? function() {
      return r2.default;
    } : function() {
      return r2;
    };
    return e.d(t2, "a", t2), t2;
  }, e.o = function(r2, t2) {
    return Object.prototype.hasOwnProperty.call(r2, t2);
  }, e.p = "", e(e.s = 1);
})([function(r, t, e) {
  "use strict";
  var n = e(2);
  function o(r2, t2, e2, n2) {
    this.message = r2, this.expected = t2, this.found = e2, this.location = n2, this.name = "SyntaxError", "function" == typeof Error.captureStackTrace && Error.captureStackTrace(this, o);
  }
  !(function(r2, t2) {
    function e2() {
      this.constructor = r2;
    }
    e2.prototype = t2.prototype, r2.prototype = new e2();
  })(o, Error), o.buildMessage = function(r2, t2) {
    var e2 = { literal: function(r3) {
      return '"' + o2(r3.text) + '"';
    }, class: function(r3) {
      var t3, e3 = "";
      for (t3 = 0; t3 < r3.parts.length; t3++) e3 += r3.parts[t3] instanceof Array ? u(r3.parts[t3][0]) + "-" + u(r3.parts[t3][1]) : u(r3.parts[t3]);
      return "[" + (r3.inverted ? "^" : "") + e3 + "]";
    }, any: function(r3) {
      return "any character";
    }, end: function(r3) {
      return "end of input";
    }, other: function(r3) {
      return r3.description;
    } };
    function n2(r3) {
      return r3.charCodeAt(0).toString(16).toUpperCase();
    }
    function o2(r3) {
      return r3.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, (function(r4) {
        return "\\x0" + n2(r4);
      })).replace(/[\x10-\x1F\x7F-\x9F]/g, (function(r4) {
        return "\\x" + n2(r4);
      }));
    }
    function u(r3) {
      return r3.replace(/\\/g, "\\\\").replace(/\]/g, "\\]").replace(/\^/g, "\\^").replace(/-/g, "\\-").replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, (function(r4) {
        return "\\x0" + n2(r4);
      })).replace(/[\x10-\x1F\x7F-\x9F]/g, (function(r4) {
        return "\\x" + n2(r4);
      }));
    }
    return "Expected " + (function(r3) {
      var t3, n3, o3, u2 = new Array(r3.length);
      for (t3 = 0; t3 < r3.length; t3++) u2[t3] = (o3 = r3[t3], e2[o3.type](o3));
      if (u2.sort(), u2.length > 0) {
        for (t3 = 1, n3 = 1; t3 < u2.length; t3++) u2[t3 - 1] !== u2[t3] && (u2[n3] = u2[t3], n3++);
        u2.length = n3;
      }
      switch (u2.length) {
        case 1:
          return u2[0];
        case 2:
          return u2[0] + " or " + u2[1];
        default:
          return u2.slice(0, -1).join(", ") + ", or " + u2[u2.length - 1];
      }
    })(r2) + " but " + (function(r3) {
      return r3 ? '"' + o2(r3) + '"' : "end of input";
    })(t2) + " found.";
  }, r.exports = { SyntaxError: o, parse: function(r2, t2) {
    t2 = void 0 !== t2 ? t2 : {};
    var e2, u = {}, a = { start: Qu }, s = Qu, i = function(r3, t3) {
      return Zc(r3, t3, 1);
    }, c = Bu("IF", true), l = Bu("if", true), f = Bu("exists", true), p = Bu("TRIGGER", true), b = Bu("BEFORE", true), v = Bu("AFTER", true), y = Bu("INSTEAD OF", true), d = Bu("ON", true), h = Bu("OF", true), m = function(r3, t3) {
      return Zc(r3, t3);
    }, w = Bu("BEGIN", true), L = Bu("END", true), C = Bu("FOR", true), A = Bu("EACH", true), E = Bu("ROW", true), g = Bu("STATEMENT", true), j = (Bu("CASCADED", true), Bu("LOCAL", true)), _ = Bu("CHECK", true), T = (Bu("OPTION", false), function(r3, t3) {
      return Zc(r3, t3);
    }), S = Bu("AUTO_INCREMENT", true), x = Bu("AUTOINCREMENT", true), k = Bu("UNIQUE", true), I = Bu("KEY", true), N = Bu("PRIMARY", true), O = Bu("COLUMN_FORMAT", true), R = Bu("FIXED", true), U = Bu("DYNAMIC", true), M = Bu("DEFAULT", true), D = Bu("STORAGE", true), P = Bu("DISK", true), F = Bu("MEMORY", true), $ = Bu("GENERATED", true), H = Bu("ALWAYS", true), B = Bu("AS", true), G = Bu("STORED", true), q = Bu("VIRTUAL", true), W = Bu("first", true), Y = Bu("after", true), V = Bu("FOREIGN", true), Q = Bu("CHANGE", true), X = Bu("ALGORITHM", true), K = Bu("INSTANT", true), z = Bu("INPLACE", true), Z = Bu("COPY", true), J = Bu("LOCK", true), rr = Bu("NONE", true), tr = Bu("SHARED", true), er = Bu("EXCLUSIVE", true), nr = Bu("NOT", true), or = Bu("REPLICATION", true), ur = Bu("FOREIGN KEY", true), ar = Bu("ENFORCED", true), sr = Bu("MATCH FULL", true), ir = Bu("MATCH PARTIAL", true), cr = Bu("MATCH SIMPLE", true), lr = Bu("RESTRICT", true), fr = Bu("CASCADE", true), pr = Bu("SET NULL", true), br = Bu("NO ACTION", true), vr = Bu("SET DEFAULT", true), yr = Bu("CHARACTER", true), dr = Bu("SET", true), hr = Bu("CHARSET", true), mr = Bu("COLLATE", true), wr = Bu("AVG_ROW_LENGTH", true), Lr = Bu("KEY_BLOCK_SIZE", true), Cr = Bu("MAX_ROWS", true), Ar = Bu("MIN_ROWS", true), Er = Bu("STATS_SAMPLE_PAGES", true), gr = Bu("CONNECTION", true), jr = Bu("COMPRESSION", true), _r = Bu("'", false), Tr = Bu("ZLIB", true), Sr = Bu("LZ4", true), xr = Bu("ENGINE", true), kr = Bu("WITHOUT", true), Ir = Bu("ROWID", true), Nr = Bu("STRICT", true), Or = Bu("READ", true), Rr = Bu("LOW_PRIORITY", true), Ur = Bu("WRITE", true), Mr = function(r3, t3) {
      return Zc(r3, t3);
    }, Dr = Bu("BINARY", true), Pr = Bu("MASTER", true), Fr = Bu("LOGS", true), $r = Bu("BINLOG", true), Hr = Bu("EVENTS", true), Br = Bu("COLLATION", true), Gr = Bu("GRANTS", true), qr = Bu("(", false), Wr = Bu(")", false), Yr = Bu("BTREE", true), Vr = Bu("HASH", true), Qr = Bu("WITH", true), Xr = Bu("PARSER", true), Kr = Bu("VISIBLE", true), zr = Bu("INVISIBLE", true), Zr = function(r3, t3) {
      return t3.unshift(r3), t3.forEach((r4) => {
        const { table: t4, as: e3 } = r4;
        ul[t4] = t4, e3 && (ul[e3] = t4), (function(r5) {
          const t5 = tl(r5);
          r5.clear(), t5.forEach((t6) => r5.add(t6));
        })(ol);
      }), t3;
    }, Jr = Bu("=", false), rt = Bu("DUPLICATE", true), tt = Bu("ABORT", true), et = Bu("FAIL", true), nt = Bu("IGNORE", true), ot = Bu("REPLACE", true), ut = Bu("ROLLBACK", true), at = function(r3, t3) {
      return Jc(r3, t3);
    }, st = Bu("!", false), it = function(r3) {
      return r3[0] + " " + r3[2];
    }, ct = Bu(">=", false), lt = Bu(">", false), ft = Bu("<=", false), pt = Bu("<>", false), bt = Bu("<", false), vt = Bu("==", false), yt = Bu("!=", false), dt = Bu("ESCAPE", true), ht = Bu("glob", true), mt = Bu("+", false), wt = Bu("-", false), Lt = Bu("*", false), Ct = Bu("/", false), At = Bu("%", false), Et = Bu("||", false), gt = Bu("&", false), jt = Bu(">>", false), _t = Bu("<<", false), Tt = Bu("^", false), St = Bu("|", false), xt = Bu("?", false), kt = Bu("~", false), It = Bu("?|", false), Nt = Bu("?&", false), Ot = Bu("#-", false), Rt = Bu("#>>", false), Ut = Bu("#>", false), Mt = Bu("@>", false), Dt = Bu("<@", false), Pt = function(r3) {
      return true === Vc[r3.toUpperCase()];
    }, Ft = Bu('"', false), $t = /^[^"]/, Ht = Gu(['"'], true, false), Bt = /^[^']/, Gt = Gu(["'"], true, false), qt = Bu("`", false), Wt = /^[^`]/, Yt = Gu(["`"], true, false), Vt = function(r3, t3) {
      return r3 + t3.join("");
    }, Qt = /^[A-Za-z_]/, Xt = Gu([["A", "Z"], ["a", "z"], "_"], false, false), Kt = /^[A-Za-z0-9_]/, zt = Gu([["A", "Z"], ["a", "z"], ["0", "9"], "_"], false, false), Zt = /^[A-Za-z0-9_:\u4E00-\u9FA5\xC0-\u017F]/, Jt = Gu([["A", "Z"], ["a", "z"], ["0", "9"], "_", ":", ["\u4E00", "\u9FA5"], ["\xC0", "\u017F"]], false, false), re = Bu(":", false), te = Bu("_binary", true), ee = Bu("X", true), ne = /^[0-9A-Fa-f]/, oe = Gu([["0", "9"], ["A", "F"], ["a", "f"]], false, false), ue = Bu("b", true), ae = Bu("0x", false), se = function(r3, t3) {
      return { type: r3.toLowerCase(), value: t3[1].join("") };
    }, ie = /^[^"\\\0-\x1F\x7F]/, ce = Gu(['"', "\\", ["\0", ""], "\x7F"], true, false), le = /^[^'\\]/, fe = Gu(["'", "\\"], true, false), pe = Bu("\\'", false), be = Bu('\\"', false), ve = Bu("\\\\", false), ye = Bu("\\/", false), de = Bu("\\b", false), he = Bu("\\f", false), me = Bu("\\n", false), we = Bu("\\r", false), Le = Bu("\\t", false), Ce = Bu("\\u", false), Ae = Bu("\\", false), Ee = Bu("''", false), ge = Bu('""', false), je = Bu("``", false), _e = /^[\n\r]/, Te = Gu(["\n", "\r"], false, false), Se = Bu(".", false), xe = /^[0-9]/, ke = Gu([["0", "9"]], false, false), Ie = /^[0-9a-fA-F]/, Ne = Gu([["0", "9"], ["a", "f"], ["A", "F"]], false, false), Oe = /^[eE]/, Re = Gu(["e", "E"], false, false), Ue = /^[+\-]/, Me = Gu(["+", "-"], false, false), De = Bu("ANALYZE", true), Pe = Bu("ATTACH", true), Fe = Bu("NULL", true), $e = Bu("NOT NULL", true), He = Bu("TRUE", true), Be = Bu("TO", true), Ge = Bu("FALSE", true), qe = Bu("SHOW", true), We = Bu("DROP", true), Ye = Bu("USE", true), Ve = Bu("ALTER", true), Qe = Bu("SELECT", true), Xe = Bu("UPDATE", true), Ke = Bu("CREATE", true), ze = Bu("TEMPORARY", true), Ze = Bu("TEMP", true), Je = Bu("DELETE", true), rn = Bu("INSERT", true), tn = Bu("RECURSIVE", true), en = Bu("RENAME", true), nn = Bu("RETURNING", true), on = (Bu("EXPLAIN", true), Bu("PARTITION", true)), un = Bu("INTO", true), an = Bu("FROM", true), sn = Bu("UNLOCK", true), cn = Bu("TABLE", true), ln = Bu("TABLES", true), fn = Bu("DATABASE", true), pn = Bu("SCHEMA", true), bn = Bu("LEFT", true), vn = Bu("INNER", true), yn = Bu("JOIN", true), dn = Bu("OUTER", true), hn = Bu("OVER", true), mn = Bu("UNION", true), wn = Bu("VALUES", true), Ln = Bu("USING", true), Cn = Bu("WHERE", true), An = Bu("GROUP", true), En = Bu("BY", true), gn = Bu("ORDER", true), jn = Bu("HAVING", true), _n = Bu("LIMIT", true), Tn = Bu("OFFSET", true), Sn = Bu("ASC", true), xn = Bu("DESC", true), kn = Bu("DESCRIBE", true), In = Bu("ALL", true), Nn = Bu("DISTINCT", true), On = Bu("BETWEEN", true), Rn = Bu("IN", true), Un = Bu("IS", true), Mn = Bu("LIKE", true), Dn = Bu("RLIKE", true), Pn = Bu("REGEXP", true), Fn = Bu("EXISTS", true), $n = Bu("AND", true), Hn = Bu("OR", true), Bn = Bu("COUNT", true), Gn = Bu("GROUP_CONCAT", true), qn = Bu("MAX", true), Wn = Bu("MIN", true), Yn = Bu("SUM", true), Vn = Bu("AVG", true), Qn = Bu("CALL", true), Xn = Bu("CASE", true), Kn = Bu("WHEN", true), zn = Bu("THEN", true), Zn = Bu("ELSE", true), Jn = Bu("CAST", true), ro = Bu("BIT", true), to = Bu("CHAR", true), eo = Bu("VARCHAR", true), no = Bu("NUMERIC", true), oo = Bu("DECIMAL", true), uo = Bu("SIGNED", true), ao = Bu("UNSIGNED", true), so = Bu("INT", true), io = Bu("ZEROFILL", true), co = Bu("INTEGER", true), lo = Bu("JSON", true), fo = Bu("SMALLINT", true), po = Bu("TINYINT", true), bo = Bu("TINYTEXT", true), vo = Bu("TEXT", true), yo = Bu("MEDIUMTEXT", true), ho = Bu("LONGTEXT", true), mo = Bu("BIGINT", true), wo = Bu("ENUM", true), Lo = Bu("FLOAT", true), Co = Bu("DOUBLE", true), Ao = Bu("REAL", true), Eo = Bu("DATE", true), go = Bu("DATETIME", true), jo = Bu("TIME", true), _o = Bu("TIMESTAMP", true), To = Bu("TRUNCATE", true), So = Bu("USER", true), xo = Bu("CURRENT_DATE", true), ko = (Bu("ADDDATE", true), Bu("INTERVAL", true)), Io = Bu("YEAR", true), No = Bu("MONTH", true), Oo = Bu("DAY", true), Ro = Bu("HOUR", true), Uo = Bu("MINUTE", true), Mo = Bu("SECOND", true), Do = Bu("CURRENT_TIME", true), Po = Bu("CURRENT_TIMESTAMP", true), Fo = Bu("CURRENT_USER", true), $o = Bu("SESSION_USER", true), Ho = Bu("SYSTEM_USER", true), Bo = Bu("GLOBAL", true), Go = Bu("SESSION", true), qo = Bu("PERSIST", true), Wo = Bu("PERSIST_ONLY", true), Yo = Bu("VIEW", true), Vo = Bu("@", false), Qo = Bu("@@", false), Xo = Bu("$", false), Ko = Bu("return", true), zo = Bu(":=", false), Zo = Bu("DUAL", true), Jo = Bu("ADD", true), ru = Bu("COLUMN", true), tu = Bu("INDEX", true), eu = Bu("MODIFY", true), nu = Bu("FULLTEXT", true), ou = Bu("SPATIAL", true), uu = Bu("COMMENT", true), au = Bu("CONSTRAINT", true), su = Bu("REFERENCES", true), iu = Bu("SQL_CALC_FOUND_ROWS", true), cu = Bu("SQL_CACHE", true), lu = Bu("SQL_NO_CACHE", true), fu = Bu("SQL_SMALL_RESULT", true), pu = Bu("SQL_BIG_RESULT", true), bu = Bu("SQL_BUFFER_RESULT", true), vu = Bu(",", false), yu = Bu("[", false), du = Bu("]", false), hu = Bu(";", false), mu = Bu("->", false), wu = Bu("->>", false), Lu = Bu("&&", false), Cu = Bu("/*", false), Au = Bu("*/", false), Eu = Bu("--", false), gu = Bu("#", false), ju = { type: "any" }, _u = /^[ \t\n\r]/, Tu = Gu([" ", "	", "\n", "\r"], false, false), Su = Bu("blob", true), xu = Bu("tinyblob", true), ku = Bu("mediumblob", true), Iu = Bu("longblob", true), Nu = Bu("boolean", true), Ou = function(r3) {
      return { dataType: r3 };
    }, Ru = /^[0-6]/, Uu = Gu([["0", "6"]], false, false), Mu = 0, Du = 0, Pu = [{ line: 1, column: 1 }], Fu = 0, $u = [], Hu = 0;
    if ("startRule" in t2) {
      if (!(t2.startRule in a)) throw new Error(`Can't start parsing from rule "` + t2.startRule + '".');
      s = a[t2.startRule];
    }
    function Bu(r3, t3) {
      return { type: "literal", text: r3, ignoreCase: t3 };
    }
    function Gu(r3, t3, e3) {
      return { type: "class", parts: r3, inverted: t3, ignoreCase: e3 };
    }
    function qu(t3) {
      var e3, n2 = Pu[t3];
      if (n2) return n2;
      for (e3 = t3 - 1; !Pu[e3]; ) e3--;
      for (n2 = { line: (n2 = Pu[e3]).line, column: n2.column }; e3 < t3; ) 10 === r2.charCodeAt(e3) ? (n2.line++, n2.column = 1) : n2.column++, e3++;
      return Pu[t3] = n2, n2;
    }
    function Wu(r3, t3) {
      var e3 = qu(r3), n2 = qu(t3);
      return { start: { offset: r3, line: e3.line, column: e3.column }, end: { offset: t3, line: n2.line, column: n2.column } };
    }
    function Yu(r3) {
      Mu < Fu || (Mu > Fu && (Fu = Mu, $u = []), $u.push(r3));
    }
    function Vu(r3, t3, e3) {
      return new o(o.buildMessage(r3, t3), r3, t3, e3);
    }
    function Qu() {
      var r3, t3;
      return r3 = Mu, Tc() !== u && (t3 = zu()) !== u ? (Du = r3, r3 = t3) : (Mu = r3, r3 = u), r3;
    }
    function Xu() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "analyze" === r2.substr(Mu, 7).toLowerCase() ? (e4 = r2.substr(Mu, 7), Mu += 7) : (e4 = u, 0 === Hu && Yu(De));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "ANALYZE") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u && (n2 = Fa()) !== u && Tc() !== u ? (Du = t4, o2 = e3, a2 = n2, nl.add(`${o2}::${a2.db}::${a2.table}`), e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: o2.toLowerCase(), table: a2 } }, t4 = e3) : (Mu = t4, t4 = u);
        var o2, a2;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2, a2, s2;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "attach" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(Pe));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "ATTACH") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u && (n2 = Li()) !== u && Tc() !== u && (o2 = is()) !== u && Tc() !== u && (a2 = hi()) !== u && Tc() !== u && (s2 = _s()) !== u && Tc() !== u ? (Du = t4, i2 = e3, c2 = n2, l2 = o2, f2 = a2, p2 = s2, e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: i2.toLowerCase(), database: c2, expr: l2, as: f2 && f2[0].toLowerCase(), schema: p2 } }, t4 = e3) : (Mu = t4, t4 = u);
        var i2, c2, l2, f2, p2;
        return t4;
      })()) === u && (t3 = (function() {
        var r3, t4, e3, n2, o2, a2, s2;
        r3 = Mu, (t4 = ai()) !== u && Tc() !== u && (e3 = mi()) !== u && Tc() !== u ? ((n2 = ta()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Ua()) !== u ? (Du = r3, c2 = t4, l2 = e3, f2 = n2, (p2 = o2) && p2.forEach((r4) => nl.add(`${c2}::${r4.db}::${r4.table}`)), t4 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: c2.toLowerCase(), keyword: l2.toLowerCase(), prefix: f2, name: p2 } }, r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        var c2, l2, f2, p2;
        r3 === u && (r3 = Mu, (t4 = ai()) !== u && Tc() !== u && (e3 = sc()) !== u && Tc() !== u ? ((n2 = ta()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Ua()) !== u ? (Du = r3, t4 = (function(r4, t5, e4, n3) {
          return { tableList: Array.from(nl), columnList: tl(ol), ast: { type: r4.toLowerCase(), keyword: t5.toLowerCase(), prefix: e4, name: n3 } };
        })(t4, e3, n2, o2), r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, (t4 = ai()) !== u && Tc() !== u && (e3 = bc()) !== u && Tc() !== u && (n2 = Es()) !== u && Tc() !== u && (o2 = Ci()) !== u && Tc() !== u && (a2 = Fa()) !== u && Tc() !== u ? ((s2 = (function() {
          var r4, t5, e4, n3, o3, a3;
          r4 = Mu, (t5 = la()) === u && (t5 = fa());
          if (t5 !== u) {
            for (e4 = [], n3 = Mu, (o3 = Tc()) !== u ? ((a3 = la()) === u && (a3 = fa()), a3 !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u)) : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u ? ((a3 = la()) === u && (a3 = fa()), a3 !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u)) : (Mu = n3, n3 = u);
            e4 !== u ? (Du = r4, t5 = i(t5, e4), r4 = t5) : (Mu = r4, r4 = u);
          } else Mu = r4, r4 = u;
          return r4;
        })()) === u && (s2 = null), s2 !== u && Tc() !== u ? (Du = r3, t4 = (function(r4, t5, e4, n3, o3) {
          return { tableList: Array.from(nl), columnList: tl(ol), ast: { type: r4.toLowerCase(), keyword: t5.toLowerCase(), name: e4, table: n3, options: o3 } };
        })(t4, e3, n2, a2, s2), r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)));
        return r3;
      })()) === u && (t3 = (function() {
        var t4;
        (t4 = (function() {
          var r3, t5, e3, n2, o2, a2, s2;
          r3 = Mu, (t5 = ii()) !== u && Tc() !== u ? ((e3 = ci()) === u && (e3 = li()), e3 === u && (e3 = null), e3 !== u && Tc() !== u && mi() !== u && Tc() !== u ? ((n2 = ra()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Fa()) !== u && Tc() !== u && (a2 = (function() {
            var r4, t6, e4, n3, o3, a3, s3, i3, c3;
            if (r4 = Mu, (t6 = Cc()) !== u) if (Tc() !== u) if ((e4 = oa()) !== u) {
              for (n3 = [], o3 = Mu, (a3 = Tc()) !== u && (s3 = wc()) !== u && (i3 = Tc()) !== u && (c3 = oa()) !== u ? o3 = a3 = [a3, s3, i3, c3] : (Mu = o3, o3 = u); o3 !== u; ) n3.push(o3), o3 = Mu, (a3 = Tc()) !== u && (s3 = wc()) !== u && (i3 = Tc()) !== u && (c3 = oa()) !== u ? o3 = a3 = [a3, s3, i3, c3] : (Mu = o3, o3 = u);
              n3 !== u && (o3 = Tc()) !== u && (a3 = Ac()) !== u ? (Du = r4, t6 = T(e4, n3), r4 = t6) : (Mu = r4, r4 = u);
            } else Mu = r4, r4 = u;
            else Mu = r4, r4 = u;
            else Mu = r4, r4 = u;
            return r4;
          })()) !== u && Tc() !== u ? ((s2 = (function() {
            var r4, t6, e4, n3, o3, a3, s3, i3;
            if (r4 = Mu, (t6 = wa()) !== u) {
              for (e4 = [], n3 = Mu, (o3 = Tc()) !== u ? ((a3 = wc()) === u && (a3 = null), a3 !== u && (s3 = Tc()) !== u && (i3 = wa()) !== u ? n3 = o3 = [o3, a3, s3, i3] : (Mu = n3, n3 = u)) : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u ? ((a3 = wc()) === u && (a3 = null), a3 !== u && (s3 = Tc()) !== u && (i3 = wa()) !== u ? n3 = o3 = [o3, a3, s3, i3] : (Mu = n3, n3 = u)) : (Mu = n3, n3 = u);
              e4 !== u ? (Du = r4, t6 = m(t6, e4), r4 = t6) : (Mu = r4, r4 = u);
            } else Mu = r4, r4 = u;
            return r4;
          })()) === u && (s2 = null), s2 !== u ? (Du = r3, i2 = t5, c2 = e3, l2 = n2, p2 = a2, b2 = s2, (f2 = o2) && nl.add(`create::${f2.db}::${f2.table}`), t5 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: i2[0].toLowerCase(), keyword: "table", temporary: c2 && c2[0].toLowerCase(), if_not_exists: l2, table: [f2], create_definitions: p2, table_options: b2 } }, r3 = t5) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
          var i2, c2, l2, f2, p2, b2;
          r3 === u && (r3 = Mu, (t5 = ii()) !== u && Tc() !== u ? ((e3 = ci()) === u && (e3 = li()), e3 === u && (e3 = null), e3 !== u && Tc() !== u && mi() !== u && Tc() !== u ? ((n2 = ra()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Fa()) !== u && Tc() !== u && (a2 = hi()) !== u && Tc() !== u && (s2 = Ca()) !== u ? (Du = r3, t5 = (function(r4, t6, e4, n3, o3, u2) {
            return n3 && nl.add(`create::${n3.db}::${n3.table}`), { tableList: Array.from(nl), columnList: tl(ol), ast: { type: r4[0].toLowerCase(), keyword: "table", temporary: t6 && t6[0].toLowerCase(), if_not_exists: e4, table: [n3], as: "as", query_expr: u2 } };
          })(t5, e3, n2, o2, 0, s2), r3 = t5) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u));
          return r3;
        })()) === u && (t4 = (function() {
          var t5, e3, n2, o2, a2, s2;
          t5 = Mu, (e3 = ii()) !== u && Tc() !== u ? ((n2 = Li()) === u && (n2 = (function() {
            var t6, e4, n3, o3;
            t6 = Mu, "schema" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(pn));
            e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t6, t6 = e4 = "SCHEMA") : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u);
            return t6;
          })()), n2 !== u && Tc() !== u ? ((o2 = ra()) === u && (o2 = null), o2 !== u && Tc() !== u && (a2 = $c()) !== u && Tc() !== u ? ((s2 = (function() {
            var r3, t6, e4, n3, o3, a3;
            if (r3 = Mu, (t6 = ma()) !== u) {
              for (e4 = [], n3 = Mu, (o3 = Tc()) !== u && (a3 = ma()) !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u && (a3 = ma()) !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u);
              e4 !== u ? (Du = r3, t6 = i(t6, e4), r3 = t6) : (Mu = r3, r3 = u);
            } else Mu = r3, r3 = u;
            return r3;
          })()) === u && (s2 = null), s2 !== u ? (Du = t5, e3 = (function(r3, t6, e4, n3, o3) {
            const u2 = t6.toLowerCase();
            return { tableList: Array.from(nl), columnList: tl(ol), ast: { type: r3[0].toLowerCase(), keyword: u2, if_not_exists: e4, [u2]: { db: n3.schema, schema: n3.name }, create_definitions: o3 } };
          })(e3, n2, o2, a2, s2), t5 = e3) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var r3, t5, e3, n2, o2, a2, s2, i2, c2, l2, f2;
          r3 = Mu, (t5 = ii()) !== u && Tc() !== u ? ((e3 = yc()) === u && (e3 = null), e3 !== u && Tc() !== u && (n2 = bc()) !== u && Tc() !== u ? ((o2 = ra()) === u && (o2 = null), o2 !== u && Tc() !== u && (a2 = Fa()) !== u && Tc() !== u ? ((s2 = Na()) === u && (s2 = null), s2 !== u && Tc() !== u && (i2 = Ci()) !== u && Tc() !== u && (c2 = Fa()) !== u && Tc() !== u && Cc() !== u && Tc() !== u && (l2 = (function() {
            var r4, t6, e4, n3, o3, a3, s3, i3;
            if (r4 = Mu, (t6 = na()) !== u) {
              for (e4 = [], n3 = Mu, (o3 = Tc()) !== u && (a3 = wc()) !== u && (s3 = Tc()) !== u && (i3 = na()) !== u ? n3 = o3 = [o3, a3, s3, i3] : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u && (a3 = wc()) !== u && (s3 = Tc()) !== u && (i3 = na()) !== u ? n3 = o3 = [o3, a3, s3, i3] : (Mu = n3, n3 = u);
              e4 !== u ? (Du = r4, t6 = m(t6, e4), r4 = t6) : (Mu = r4, r4 = u);
            } else Mu = r4, r4 = u;
            return r4;
          })()) !== u && Tc() !== u && Ac() !== u && Tc() !== u ? ((f2 = Ba()) === u && (f2 = null), f2 !== u ? (Du = r3, p2 = t5, b2 = e3, v2 = n2, y2 = o2, d2 = a2, h2 = i2, w2 = c2, L2 = l2, C2 = f2, t5 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: p2[0].toLowerCase(), index_type: b2 && b2.toLowerCase(), keyword: v2.toLowerCase(), if_not_exists: y2, index: { schema: d2.db, name: d2.table }, on_kw: h2[0].toLowerCase(), table: w2, index_columns: L2, where: C2 } }, r3 = t5) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
          var p2, b2, v2, y2, d2, h2, w2, L2, C2;
          return r3;
        })()) === u && (t4 = (function() {
          var t5, e3, n2, o2, a2, s2, i2, c2, l2, f2, h2, j2, _2;
          t5 = Mu, (e3 = ii()) !== u && Tc() !== u ? ((n2 = ci()) === u && (n2 = li()), n2 === u && (n2 = null), n2 !== u && Tc() !== u ? ("trigger" === r2.substr(Mu, 7).toLowerCase() ? (o2 = r2.substr(Mu, 7), Mu += 7) : (o2 = u, 0 === Hu && Yu(p)), o2 !== u && Tc() !== u ? ((a2 = ra()) === u && (a2 = null), a2 !== u && Tc() !== u && (s2 = Fa()) !== u && Tc() !== u ? ("before" === r2.substr(Mu, 6).toLowerCase() ? (i2 = r2.substr(Mu, 6), Mu += 6) : (i2 = u, 0 === Hu && Yu(b)), i2 === u && ("after" === r2.substr(Mu, 5).toLowerCase() ? (i2 = r2.substr(Mu, 5), Mu += 5) : (i2 = u, 0 === Hu && Yu(v)), i2 === u && ("instead of" === r2.substr(Mu, 10).toLowerCase() ? (i2 = r2.substr(Mu, 10), Mu += 10) : (i2 = u, 0 === Hu && Yu(y)))), i2 === u && (i2 = null), i2 !== u && Tc() !== u && (c2 = (function() {
            var r3, t6, e4, n3, o3, a3, s3, i3;
            if (r3 = Mu, (t6 = ea()) !== u) {
              for (e4 = [], n3 = Mu, (o3 = Tc()) !== u && (a3 = Pi()) !== u && (s3 = Tc()) !== u && (i3 = ea()) !== u ? n3 = o3 = [o3, a3, s3, i3] : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u && (a3 = Pi()) !== u && (s3 = Tc()) !== u && (i3 = ea()) !== u ? n3 = o3 = [o3, a3, s3, i3] : (Mu = n3, n3 = u);
              e4 !== u ? (Du = r3, t6 = m(t6, e4), r3 = t6) : (Mu = r3, r3 = u);
            } else Mu = r3, r3 = u;
            return r3;
          })()) !== u && Tc() !== u ? ("on" === r2.substr(Mu, 2).toLowerCase() ? (l2 = r2.substr(Mu, 2), Mu += 2) : (l2 = u, 0 === Hu && Yu(d)), l2 !== u && Tc() !== u && (f2 = Fa()) !== u && Tc() !== u ? ((h2 = (function() {
            var t6, e4, n3, o3;
            t6 = Mu, "for" === r2.substr(Mu, 3).toLowerCase() ? (e4 = r2.substr(Mu, 3), Mu += 3) : (e4 = u, 0 === Hu && Yu(C));
            e4 !== u && Tc() !== u ? ("each" === r2.substr(Mu, 4).toLowerCase() ? (n3 = r2.substr(Mu, 4), Mu += 4) : (n3 = u, 0 === Hu && Yu(A)), n3 === u && (n3 = null), n3 !== u && Tc() !== u ? ("row" === r2.substr(Mu, 3).toLowerCase() ? (o3 = r2.substr(Mu, 3), Mu += 3) : (o3 = u, 0 === Hu && Yu(E)), o3 === u && ("statement" === r2.substr(Mu, 9).toLowerCase() ? (o3 = r2.substr(Mu, 9), Mu += 9) : (o3 = u, 0 === Hu && Yu(g))), o3 !== u ? (Du = t6, a3 = e4, i3 = o3, e4 = { keyword: (s3 = n3) ? `${a3.toLowerCase()} ${s3.toLowerCase()}` : a3.toLowerCase(), args: i3.toLowerCase() }, t6 = e4) : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u);
            var a3, s3, i3;
            return t6;
          })()) === u && (h2 = null), h2 !== u && Tc() !== u ? ((j2 = (function() {
            var r3, t6;
            r3 = Mu, $i() !== u && Tc() !== u && (t6 = is()) !== u ? (Du = r3, r3 = { type: "when", cond: t6 }) : (Mu = r3, r3 = u);
            return r3;
          })()) === u && (j2 = null), j2 !== u && Tc() !== u && (_2 = (function() {
            var t6, e4, n3, o3;
            t6 = Mu, "begin" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(w));
            e4 !== u && Tc() !== u && (n3 = zu()) !== u && Tc() !== u ? ("end" === r2.substr(Mu, 3).toLowerCase() ? (o3 = r2.substr(Mu, 3), Mu += 3) : (o3 = u, 0 === Hu && Yu(L)), o3 !== u ? (Du = t6, t6 = e4 = { type: "multiple", prefix: e4, expr: n3, suffix: o3 }) : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u);
            return t6;
          })()) !== u ? (Du = t5, S2 = o2, x2 = a2, k2 = s2, I2 = i2, N2 = c2, O2 = f2, R2 = h2, U2 = j2, M2 = _2, e3 = { type: "create", temporary: (T2 = n2) && T2[0].toLowerCase(), time: I2 && I2.toLowerCase(), events: N2, trigger: k2, table: O2, for_each: R2, if_not_exists: x2, when: U2, execute: M2, keyword: S2 && S2.toLowerCase() }, t5 = e3) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          var T2, S2, x2, k2, I2, N2, O2, R2, U2, M2;
          return t5;
        })()) === u && (t4 = (function() {
          var r3, t5, e3, n2, o2, a2, s2, i2, c2, l2, f2;
          r3 = Mu, (t5 = ii()) !== u && Tc() !== u ? ((e3 = li()) === u && (e3 = ci()), e3 === u && (e3 = null), e3 !== u && Tc() !== u && sc() !== u && Tc() !== u ? ((n2 = ra()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Fa()) !== u && Tc() !== u ? (a2 = Mu, (s2 = Cc()) !== u && (i2 = Tc()) !== u && (c2 = gs()) !== u && (l2 = Tc()) !== u && (f2 = Ac()) !== u ? a2 = s2 = [s2, i2, c2, l2, f2] : (Mu = a2, a2 = u), a2 === u && (a2 = null), a2 !== u && (s2 = Tc()) !== u && (i2 = hi()) !== u && (c2 = Tc()) !== u && (l2 = ja()) !== u ? (Du = r3, p2 = t5, b2 = e3, v2 = n2, d2 = a2, h2 = l2, (y2 = o2).view = y2.table, delete y2.table, t5 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: p2[0].toLowerCase(), keyword: "view", if_not_exists: v2, temporary: b2 && b2[0].toLowerCase(), columns: d2 && d2[2], select: h2, view: y2 } }, r3 = t5) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
          var p2, b2, v2, y2, d2, h2;
          return r3;
        })());
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "truncate" === r2.substr(Mu, 8).toLowerCase() ? (e4 = r2.substr(Mu, 8), Mu += 8) : (e4 = u, 0 === Hu && Yu(To));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "TRUNCATE") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u ? ((n2 = mi()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Ua()) !== u ? (Du = t4, a2 = e3, s2 = n2, (i2 = o2) && i2.forEach((r3) => nl.add(`${a2}::${r3.db}::${r3.table}`)), e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: a2.toLowerCase(), keyword: s2 && s2.toLowerCase() || "table", name: i2 } }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var a2, s2, i2;
        return t4;
      })()) === u && (t3 = (function() {
        var r3, t4, e3;
        r3 = Mu, (t4 = bi()) !== u && Tc() !== u && mi() !== u && Tc() !== u && (e3 = (function() {
          var r4, t5, e4, n3, o2, a2, s2, i2;
          if (r4 = Mu, (t5 = Ia()) !== u) {
            for (e4 = [], n3 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Ia()) !== u ? n3 = o2 = [o2, a2, s2, i2] : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Ia()) !== u ? n3 = o2 = [o2, a2, s2, i2] : (Mu = n3, n3 = u);
            e4 !== u ? (Du = r4, t5 = T(t5, e4), r4 = t5) : (Mu = r4, r4 = u);
          } else Mu = r4, r4 = u;
          return r4;
        })()) !== u ? (Du = r3, (n2 = e3).forEach((r4) => r4.forEach((r5) => r5.table && nl.add(`rename::${r5.db}::${r5.table}`))), t4 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "rename", table: n2 } }, r3 = t4) : (Mu = r3, r3 = u);
        var n2;
        return r3;
      })()) === u && (t3 = (function() {
        var t4, e3, n2;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "call" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(Qn));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "CALL") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u && (n2 = Hc()) !== u ? (Du = t4, o2 = n2, e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "call", expr: o2 } }, t4 = e3) : (Mu = t4, t4 = u);
        var o2;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "use" === r2.substr(Mu, 3).toLowerCase() ? (e4 = r2.substr(Mu, 3), Mu += 3) : (e4 = u, 0 === Hu && Yu(Ye));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t5 = e4 = [e4, n3] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u && (n2 = _s()) !== u ? (Du = t4, o2 = n2, nl.add(`use::${o2}::null`), e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "use", db: o2 } }, t4 = e3) : (Mu = t4, t4 = u);
        var o2;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "alter" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(Ve));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t5 = e4 = [e4, n3] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u && mi() !== u && Tc() !== u && (n2 = Ua()) !== u && Tc() !== u && (o2 = (function() {
          var r3, t5, e4, n3, o3, a3, s3, i2;
          if (r3 = Mu, (t5 = ca()) !== u) {
            for (e4 = [], n3 = Mu, (o3 = Tc()) !== u && (a3 = wc()) !== u && (s3 = Tc()) !== u && (i2 = ca()) !== u ? n3 = o3 = [o3, a3, s3, i2] : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u && (a3 = wc()) !== u && (s3 = Tc()) !== u && (i2 = ca()) !== u ? n3 = o3 = [o3, a3, s3, i2] : (Mu = n3, n3 = u);
            e4 !== u ? (Du = r3, t5 = T(t5, e4), r3 = t5) : (Mu = r3, r3 = u);
          } else Mu = r3, r3 = u;
          return r3;
        })()) !== u ? (Du = t4, s2 = o2, (a2 = n2) && a2.length > 0 && a2.forEach((r3) => nl.add(`alter::${r3.db}::${r3.table}`)), e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "alter", table: a2, expr: s2 } }, t4 = e3) : (Mu = t4, t4 = u);
        var a2, s2;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = Mu, (e3 = di()) !== u && Tc() !== u ? ((n2 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "global" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(Bo));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "GLOBAL") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (n2 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "session" === r2.substr(Mu, 7).toLowerCase() ? (e4 = r2.substr(Mu, 7), Mu += 7) : (e4 = u, 0 === Hu && Yu(Go));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "SESSION") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (n2 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "local" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(j));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "LOCAL") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (n2 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "persist" === r2.substr(Mu, 7).toLowerCase() ? (e4 = r2.substr(Mu, 7), Mu += 7) : (e4 = u, 0 === Hu && Yu(qo));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "PERSIST") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (n2 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "persist_only" === r2.substr(Mu, 12).toLowerCase() ? (e4 = r2.substr(Mu, 12), Mu += 12) : (e4 = u, 0 === Hu && Yu(Wo));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "PERSIST_ONLY") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()), n2 === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = (function() {
          var r3, t5, e4, n3, o3, a3, s3, i2;
          if (r3 = Mu, (t5 = Uc()) !== u) {
            for (e4 = [], n3 = Mu, (o3 = Tc()) !== u && (a3 = wc()) !== u && (s3 = Tc()) !== u && (i2 = Uc()) !== u ? n3 = o3 = [o3, a3, s3, i2] : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u && (a3 = wc()) !== u && (s3 = Tc()) !== u && (i2 = Uc()) !== u ? n3 = o3 = [o3, a3, s3, i2] : (Mu = n3, n3 = u);
            e4 !== u ? (Du = r3, t5 = Mr(t5, e4), r3 = t5) : (Mu = r3, r3 = u);
          } else Mu = r3, r3 = u;
          return r3;
        })()) !== u ? (Du = t4, a2 = n2, (s2 = o2).keyword = a2, e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "set", keyword: a2, expr: s2 } }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var a2, s2;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "lock" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(J));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t5 = e4 = [e4, n3] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u && wi() !== u && Tc() !== u && (n2 = (function() {
          var r3, t5, e4, n3, o3, a2, s2, i2;
          if (r3 = Mu, (t5 = La()) !== u) {
            for (e4 = [], n3 = Mu, (o3 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = La()) !== u ? n3 = o3 = [o3, a2, s2, i2] : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = La()) !== u ? n3 = o3 = [o3, a2, s2, i2] : (Mu = n3, n3 = u);
            e4 !== u ? (Du = r3, t5 = Mr(t5, e4), r3 = t5) : (Mu = r3, r3 = u);
          } else Mu = r3, r3 = u;
          return r3;
        })()) !== u ? (Du = t4, o2 = n2, e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "lock", keyword: "tables", tables: o2 } }, t4 = e3) : (Mu = t4, t4 = u);
        var o2;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n2, o2;
          t5 = Mu, "unlock" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(sn));
          e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t5 = e4 = [e4, n2] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u && wi() !== u ? (Du = t4, e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "unlock", keyword: "tables" } }, t4 = e3) : (Mu = t4, t4 = u);
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2, a2, s2, i2, c2, l2;
        t4 = Mu, (e3 = ui()) !== u && Tc() !== u ? ("binary" === r2.substr(Mu, 6).toLowerCase() ? (n2 = r2.substr(Mu, 6), Mu += 6) : (n2 = u, 0 === Hu && Yu(Dr)), n2 === u && ("master" === r2.substr(Mu, 6).toLowerCase() ? (n2 = r2.substr(Mu, 6), Mu += 6) : (n2 = u, 0 === Hu && Yu(Pr))), n2 !== u && (o2 = Tc()) !== u ? ("logs" === r2.substr(Mu, 4).toLowerCase() ? (a2 = r2.substr(Mu, 4), Mu += 4) : (a2 = u, 0 === Hu && Yu(Fr)), a2 !== u ? (Du = t4, f2 = n2, e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "show", suffix: "logs", keyword: f2.toLowerCase() } }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var f2;
        t4 === u && (t4 = Mu, (e3 = ui()) !== u && Tc() !== u ? ("binlog" === r2.substr(Mu, 6).toLowerCase() ? (n2 = r2.substr(Mu, 6), Mu += 6) : (n2 = u, 0 === Hu && Yu($r)), n2 !== u && (o2 = Tc()) !== u ? ("events" === r2.substr(Mu, 6).toLowerCase() ? (a2 = r2.substr(Mu, 6), Mu += 6) : (a2 = u, 0 === Hu && Yu(Hr)), a2 !== u && (s2 = Tc()) !== u ? ((i2 = ds()) === u && (i2 = null), i2 !== u && Tc() !== u ? ((c2 = ka()) === u && (c2 = null), c2 !== u && Tc() !== u ? ((l2 = Va()) === u && (l2 = null), l2 !== u ? (Du = t4, p2 = i2, b2 = c2, v2 = l2, e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "show", suffix: "events", keyword: "binlog", in: p2, from: b2, limit: v2 } }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u), t4 === u && (t4 = Mu, (e3 = ui()) !== u && Tc() !== u ? (n2 = Mu, "character" === r2.substr(Mu, 9).toLowerCase() ? (o2 = r2.substr(Mu, 9), Mu += 9) : (o2 = u, 0 === Hu && Yu(yr)), o2 !== u && (a2 = Tc()) !== u ? ("set" === r2.substr(Mu, 3).toLowerCase() ? (s2 = r2.substr(Mu, 3), Mu += 3) : (s2 = u, 0 === Hu && Yu(dr)), s2 !== u ? n2 = o2 = [o2, a2, s2] : (Mu = n2, n2 = u)) : (Mu = n2, n2 = u), n2 === u && ("collation" === r2.substr(Mu, 9).toLowerCase() ? (n2 = r2.substr(Mu, 9), Mu += 9) : (n2 = u, 0 === Hu && Yu(Br))), n2 !== u && (o2 = Tc()) !== u ? ((a2 = ys()) === u && (a2 = Ba()), a2 === u && (a2 = null), a2 !== u ? (Du = t4, e3 = (function(r3, t5) {
          let e4 = Array.isArray(r3) && r3 || [r3];
          return { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "show", suffix: e4[2] && e4[2].toLowerCase(), keyword: e4[0].toLowerCase(), expr: t5 } };
        })(n2, a2), t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u), t4 === u && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, (e4 = ui()) !== u && Tc() !== u ? ("grants" === r2.substr(Mu, 6).toLowerCase() ? (n3 = r2.substr(Mu, 6), Mu += 6) : (n3 = u, 0 === Hu && Yu(Gr)), n3 !== u && Tc() !== u ? ((o3 = (function() {
            var t6, e5, n4, o4, a4, s3, i3;
            t6 = Mu, "for" === r2.substr(Mu, 3).toLowerCase() ? (e5 = r2.substr(Mu, 3), Mu += 3) : (e5 = u, 0 === Hu && Yu(C));
            e5 !== u && Tc() !== u && (n4 = _s()) !== u && Tc() !== u ? (o4 = Mu, (a4 = ic()) !== u && (s3 = Tc()) !== u && (i3 = _s()) !== u ? o4 = a4 = [a4, s3, i3] : (Mu = o4, o4 = u), o4 === u && (o4 = null), o4 !== u && (a4 = Tc()) !== u ? ((s3 = (function() {
              var r3, t7;
              r3 = Mu, gi() !== u && Tc() !== u && (t7 = (function() {
                var r4, t8, e6, n5, o5, a5, s4, i4;
                if (r4 = Mu, (t8 = _s()) !== u) {
                  for (e6 = [], n5 = Mu, (o5 = Tc()) !== u && (a5 = wc()) !== u && (s4 = Tc()) !== u && (i4 = _s()) !== u ? n5 = o5 = [o5, a5, s4, i4] : (Mu = n5, n5 = u); n5 !== u; ) e6.push(n5), n5 = Mu, (o5 = Tc()) !== u && (a5 = wc()) !== u && (s4 = Tc()) !== u && (i4 = _s()) !== u ? n5 = o5 = [o5, a5, s4, i4] : (Mu = n5, n5 = u);
                  e6 !== u ? (Du = r4, t8 = Mr(t8, e6), r4 = t8) : (Mu = r4, r4 = u);
                } else Mu = r4, r4 = u;
                return r4;
              })()) !== u ? (Du = r3, r3 = t7) : (Mu = r3, r3 = u);
              return r3;
            })()) === u && (s3 = null), s3 !== u ? (Du = t6, l3 = s3, e5 = { user: n4, host: (c3 = o4) && c3[2], role_list: l3 }, t6 = e5) : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u);
            var c3, l3;
            return t6;
          })()) === u && (o3 = null), o3 !== u ? (Du = t5, a3 = o3, e4 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "show", keyword: "grants", for: a3 } }, t5 = e4) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          var a3;
          return t5;
        })())));
        var p2, b2, v2;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2;
        t4 = Mu, (e3 = Si()) === u && (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "describe" === r2.substr(Mu, 8).toLowerCase() ? (e4 = r2.substr(Mu, 8), Mu += 8) : (e4 = u, 0 === Hu && Yu(kn));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "DESCRIBE") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })());
        e3 !== u && Tc() !== u && (n2 = _s()) !== u ? (Du = t4, o2 = n2, e3 = { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "desc", table: o2 } }, t4 = e3) : (Mu = t4, t4 = u);
        var o2;
        return t4;
      })()), t3;
    }
    function Ku() {
      var t3;
      return (t3 = Ju()) === u && (t3 = (function() {
        var r3, t4, e3, n2, o2, a2, s2, i2;
        r3 = Mu, (t4 = si()) !== u && Tc() !== u && (e3 = Ua()) !== u && Tc() !== u && di() !== u && Tc() !== u && (n2 = Qa()) !== u && Tc() !== u ? ((o2 = Ba()) === u && (o2 = null), o2 !== u && Tc() !== u ? ((a2 = Ka()) === u && (a2 = null), a2 !== u && Tc() !== u ? ((s2 = qa()) === u && (s2 = null), s2 !== u && Tc() !== u ? ((i2 = Va()) === u && (i2 = null), i2 !== u ? (Du = r3, t4 = (function(r4, t5, e4, n3, o3, u2) {
          const a3 = {};
          return r4 && r4.forEach((r5) => {
            const { server: t6, db: e5, schema: n4, as: o4, table: u3, join: s3 } = r5, i3 = s3 ? "select" : "update", c2 = [t6, e5, n4].filter(Boolean).join(".") || null;
            e5 && (a3[u3] = c2), u3 && nl.add(`${i3}::${c2}::${u3}`);
          }), t5 && t5.forEach((r5) => {
            if (r5.table) {
              const t6 = rl(r5.table);
              nl.add(`update::${a3[t6] || null}::${t6}`);
            }
            ol.add(`update::${r5.table}::${r5.column}`);
          }), { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "update", table: r4, set: t5, where: e4, returning: n3, orderby: o3, limit: u2 } };
        })(e3, n2, o2, a2, s2, i2), r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        return r3;
      })()) === u && (t3 = (function() {
        var r3, t4, e3, n2, o2, a2, s2, i2, c2;
        r3 = Mu, (t4 = rs()) !== u && Tc() !== u ? ((e3 = yi()) === u && (e3 = null), e3 !== u && Tc() !== u && (n2 = Fa()) !== u && Tc() !== u ? ((o2 = Za()) === u && (o2 = null), o2 !== u && Tc() !== u && Cc() !== u && Tc() !== u && (a2 = gs()) !== u && Tc() !== u && Ac() !== u && Tc() !== u && (s2 = za()) !== u && Tc() !== u ? ((i2 = Ja()) === u && (i2 = null), i2 !== u && Tc() !== u ? ((c2 = Ka()) === u && (c2 = null), c2 !== u ? (Du = r3, t4 = (function(r4, t5, e4, n3, o3, u2, a3) {
          if (t5 && (nl.add(`insert::${t5.db}::${t5.table}`), t5.as = null), n3) {
            let r5 = t5 && t5.table || null;
            Array.isArray(o3.values) && o3.values.forEach((r6, t6) => {
              if (r6.value.length != n3.length) throw new Error("Error: column count doesn't match value count at row " + (t6 + 1));
            }), n3.forEach((t6) => ol.add(`insert::${r5}::${t6}`));
          }
          return { tableList: Array.from(nl), columnList: tl(ol), ast: { ...r4, table: [t5], columns: n3, values: o3, partition: e4, on_duplicate_update: u2, returning: a3 } };
        })(t4, n2, o2, a2, s2, i2, c2), r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        return r3;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2, a2, s2, i2, c2, l2;
        t4 = Mu, (e3 = rs()) !== u && Tc() !== u ? ((n2 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "ignore" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(nt));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t5 = e4 = [e4, n3] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (n2 = null), n2 !== u && Tc() !== u ? ((o2 = yi()) === u && (o2 = null), o2 !== u && Tc() !== u && (a2 = Fa()) !== u && Tc() !== u ? ((s2 = Za()) === u && (s2 = null), s2 !== u && Tc() !== u && (i2 = za()) !== u && Tc() !== u ? ((c2 = Ja()) === u && (c2 = null), c2 !== u && Tc() !== u ? ((l2 = Ka()) === u && (l2 = null), l2 !== u ? (Du = t4, e3 = (function(r3, t5, e4, n3, o3, u2, a3, s3) {
          n3 && (nl.add(`insert::${n3.db}::${n3.table}`), ol.add(`insert::${n3.table}::(.*)`), n3.as = null);
          const i3 = [t5, e4].filter((r4) => r4).map((r4) => r4[0] && r4[0].toLowerCase()).join(" ");
          return { tableList: Array.from(nl), columnList: tl(ol), ast: { ...r3, table: [n3], columns: null, values: u2, partition: o3, prefix: i3, on_duplicate_update: a3, returning: s3 } };
        })(e3, n2, o2, a2, s2, i2, c2, l2), t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) === u && (t3 = (function() {
        var r3, t4, e3, n2, o2, a2;
        r3 = Mu, (t4 = rs()) !== u && Tc() !== u && yi() !== u && Tc() !== u && (e3 = Fa()) !== u && Tc() !== u ? ((n2 = Za()) === u && (n2 = null), n2 !== u && Tc() !== u && di() !== u && Tc() !== u && (o2 = Qa()) !== u && Tc() !== u ? ((a2 = Ja()) === u && (a2 = null), a2 !== u ? (Du = r3, s2 = t4, c2 = n2, l2 = o2, f2 = a2, (i2 = e3) && (nl.add(`insert::${i2.db}::${i2.table}`), ol.add(`insert::${i2.table}::(.*)`), i2.as = null), t4 = { tableList: Array.from(nl), columnList: tl(ol), ast: { ...s2, table: [i2], columns: null, partition: c2, set: l2, on_duplicate_update: f2 } }, r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        var s2, i2, c2, l2, f2;
        return r3;
      })()) === u && (t3 = (function() {
        var r3, t4, e3, n2, o2, a2, s2, i2;
        r3 = Mu, (t4 = fi()) !== u && Tc() !== u ? ((e3 = Ua()) === u && (e3 = null), e3 !== u && Tc() !== u && (n2 = ka()) !== u && Tc() !== u ? ((o2 = Ba()) === u && (o2 = null), o2 !== u && Tc() !== u ? ((a2 = Ka()) === u && (a2 = null), a2 !== u && Tc() !== u ? ((s2 = qa()) === u && (s2 = null), s2 !== u && Tc() !== u ? ((i2 = Va()) === u && (i2 = null), i2 !== u ? (Du = r3, t4 = (function(r4, t5, e4, n3, o3, u2) {
          if (t5 && t5.forEach((r5) => {
            const { db: t6, as: e5, table: n4, join: o4 } = r5, u3 = o4 ? "select" : "delete";
            n4 && nl.add(`${u3}::${t6}::${n4}`), o4 || ol.add(`delete::${n4}::(.*)`);
          }), null === r4 && 1 === t5.length) {
            const e5 = t5[0];
            r4 = [{ db: e5.db, table: e5.table, as: e5.as, addition: true }];
          }
          return { tableList: Array.from(nl), columnList: tl(ol), ast: { type: "delete", table: r4, from: t5, where: e4, returning: n3, orderby: o3, limit: u2 } };
        })(e3, n2, o2, a2, s2, i2), r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        return r3;
      })()) === u && (t3 = Xu()) === u && (t3 = (function() {
        var r3, t4;
        r3 = [], t4 = Rc();
        for (; t4 !== u; ) r3.push(t4), t4 = Rc();
        return r3;
      })()), t3;
    }
    function zu() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = Ku()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = Ec()) !== u && (s2 = Tc()) !== u && (i2 = Ku()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = Ec()) !== u && (s2 = Tc()) !== u && (i2 = Ku()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
          const e4 = r4 && r4.ast || r4, n3 = t4 && t4.length && t4[0].length >= 4 ? [e4] : e4;
          t4 || (t4 = []);
          for (let r5 = 0; r5 < t4.length; r5++) t4[r5][3] && 0 !== t4[r5][3].length && n3.push(t4[r5][3] && t4[r5][3].ast || t4[r5][3]);
          return { tableList: Array.from(nl), columnList: tl(ol), ast: n3 };
        })(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Zu() {
      var t3, e3, n2;
      return t3 = Mu, (function() {
        var t4, e4, n3, o2;
        t4 = Mu, "union" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(mn));
        e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u ? ((e3 = xi()) === u && (e3 = ki()), e3 === u && (e3 = null), e3 !== u ? (Du = t3, t3 = (n2 = e3) ? "union " + n2.toLowerCase() : "union") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ju() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = Ca()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = Zu()) !== u && (s2 = Tc()) !== u && (i2 = Ca()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = Zu()) !== u && (s2 = Tc()) !== u && (i2 = Ca()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u && (n2 = Tc()) !== u ? ((o2 = qa()) === u && (o2 = null), o2 !== u && (a2 = Tc()) !== u ? ((s2 = Va()) === u && (s2 = null), s2 !== u ? (Du = r3, r3 = t3 = (function(r4, t4, e4, n3) {
          let o3 = r4;
          for (let r5 = 0; r5 < t4.length; r5++) o3._next = t4[r5][3], o3.set_op = t4[r5][1], o3 = o3._next;
          return e4 && (r4._orderby = e4), n3 && (r4._limit = n3), { tableList: Array.from(nl), columnList: tl(ol), ast: r4 };
        })(t3, e3, o2, s2)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function ra() {
      var t3, e3;
      return t3 = Mu, "if" === r2.substr(Mu, 2).toLowerCase() ? (e3 = r2.substr(Mu, 2), Mu += 2) : (e3 = u, 0 === Hu && Yu(c)), e3 !== u && Tc() !== u && Mi() !== u && Tc() !== u && Ui() !== u ? (Du = t3, t3 = e3 = "IF NOT EXISTS") : (Mu = t3, t3 = u), t3;
    }
    function ta() {
      var t3, e3, n2;
      return t3 = Mu, "if" === r2.substr(Mu, 2).toLowerCase() ? (e3 = r2.substr(Mu, 2), Mu += 2) : (e3 = u, 0 === Hu && Yu(l)), e3 !== u && Tc() !== u ? ("exists" === r2.substr(Mu, 6).toLowerCase() ? (n2 = r2.substr(Mu, 6), Mu += 6) : (n2 = u, 0 === Hu && Yu(f)), n2 !== u ? (Du = t3, t3 = e3 = "if exists") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ea() {
      var t3, e3, n2, o2, a2, s2;
      return t3 = Mu, (e3 = pi()) === u && (e3 = fi()), e3 !== u && (Du = t3, e3 = { keyword: e3[0].toLowerCase() }), (t3 = e3) === u && (t3 = Mu, (e3 = si()) !== u && Tc() !== u ? (n2 = Mu, "of" === r2.substr(Mu, 2).toLowerCase() ? (o2 = r2.substr(Mu, 2), Mu += 2) : (o2 = u, 0 === Hu && Yu(h)), o2 !== u && (a2 = Tc()) !== u && (s2 = Ga()) !== u ? n2 = o2 = [o2, a2, s2] : (Mu = n2, n2 = u), n2 === u && (n2 = null), n2 !== u ? (Du = t3, t3 = e3 = (function(r3, t4) {
        return { keyword: r3[0].toLowerCase(), args: t4 && { keyword: t4[0], columns: t4[2] } || null };
      })(e3, n2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)), t3;
    }
    function na() {
      var r3, t3, e3, n2, o2, a2;
      return r3 = Mu, (t3 = is()) !== u && Tc() !== u ? ((e3 = sa()) === u && (e3 = null), e3 !== u && Tc() !== u ? ((n2 = Ti()) === u && (n2 = Si()), n2 === u && (n2 = null), n2 !== u ? (Du = r3, o2 = t3, a2 = n2, r3 = t3 = { collate: e3, ...o2, order_by: a2 && a2.toLowerCase() }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3 === u && (r3 = (function() {
        var r4, t4, e4;
        r4 = Mu, (t4 = Es()) !== u && Tc() !== u ? ((e4 = Ti()) === u && (e4 = Si()), e4 === u && (e4 = null), e4 !== u ? (Du = r4, t4 = (function(r5, t5) {
          return { ...r5, order_by: t5 && t5.toLowerCase() };
        })(t4, e4), r4 = t4) : (Mu = r4, r4 = u)) : (Mu = r4, r4 = u);
        return r4;
      })()), r3;
    }
    function oa() {
      var t3;
      return (t3 = ba()) === u && (t3 = aa()) === u && (t3 = pa()) === u && (t3 = (function() {
        var t4, e3, n2, o2, a2, s2;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "fulltext" === r2.substr(Mu, 8).toLowerCase() ? (e4 = r2.substr(Mu, 8), Mu += 8) : (e4 = u, 0 === Hu && Yu(nu));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "FULLTEXT") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "spatial" === r2.substr(Mu, 7).toLowerCase() ? (e4 = r2.substr(Mu, 7), Mu += 7) : (e4 = u, 0 === Hu && Yu(ou));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "SPATIAL") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })());
        e3 !== u && Tc() !== u ? ((n2 = bc()) === u && (n2 = vc()), n2 === u && (n2 = null), n2 !== u && Tc() !== u ? ((o2 = Os()) === u && (o2 = null), o2 !== u && Tc() !== u && (a2 = ga()) !== u && Tc() !== u ? ((s2 = Oa()) === u && (s2 = null), s2 !== u && Tc() !== u ? (Du = t4, i2 = e3, l2 = s2, e3 = { index: o2, definition: a2, keyword: (c2 = n2) && `${i2.toLowerCase()} ${c2.toLowerCase()}` || i2.toLowerCase(), index_options: l2, resource: "index" }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var i2, c2, l2;
        return t4;
      })()), t3;
    }
    function ua() {
      var t3, e3, n2, o2, a2;
      return t3 = Mu, (e3 = (function() {
        var t4, e4;
        t4 = Mu, (e4 = (function() {
          var t5, e5, n3, o3;
          t5 = Mu, "not null" === r2.substr(Mu, 8).toLowerCase() ? (e5 = r2.substr(Mu, 8), Mu += 8) : (e5 = u, 0 === Hu && Yu($e));
          e5 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t5 = e5 = [e5, n3] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && (Du = t4, e4 = { type: "not null", value: "not null" });
        return t4 = e4;
      })()) === u && (e3 = Ws()), e3 !== u && (Du = t3, (a2 = e3) && !a2.value && (a2.value = "null"), e3 = { nullable: a2 }), (t3 = e3) === u && (t3 = Mu, (e3 = (function() {
        var r3, t4;
        r3 = Mu, ni() !== u && Tc() !== u && (t4 = is()) !== u ? (Du = r3, r3 = { type: "default", value: t4 }) : (Mu = r3, r3 = u);
        return r3;
      })()) !== u && (Du = t3, e3 = { default_val: e3 }), (t3 = e3) === u && (t3 = Mu, "auto_increment" === r2.substr(Mu, 14).toLowerCase() ? (e3 = r2.substr(Mu, 14), Mu += 14) : (e3 = u, 0 === Hu && Yu(S)), e3 === u && ("autoincrement" === r2.substr(Mu, 13).toLowerCase() ? (e3 = r2.substr(Mu, 13), Mu += 13) : (e3 = u, 0 === Hu && Yu(x))), e3 !== u && (Du = t3, e3 = { auto_increment: e3.toLowerCase() }), (t3 = e3) === u && (t3 = Mu, "unique" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(k)), e3 !== u && Tc() !== u ? ("key" === r2.substr(Mu, 3).toLowerCase() ? (n2 = r2.substr(Mu, 3), Mu += 3) : (n2 = u, 0 === Hu && Yu(I)), n2 === u && (n2 = null), n2 !== u ? (Du = t3, t3 = e3 = (function(r3) {
        const t4 = ["unique"];
        return r3 && t4.push(r3), { unique: t4.join(" ").toLowerCase("") };
      })(n2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, "primary" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(N)), e3 === u && (e3 = null), e3 !== u && Tc() !== u ? ("key" === r2.substr(Mu, 3).toLowerCase() ? (n2 = r2.substr(Mu, 3), Mu += 3) : (n2 = u, 0 === Hu && Yu(I)), n2 !== u ? (Du = t3, t3 = e3 = (function(r3) {
        const t4 = [];
        return r3 && t4.push("primary"), t4.push("key"), { primary_key: t4.join(" ").toLowerCase("") };
      })(e3)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = kc()) !== u && (Du = t3, e3 = { comment: e3 }), (t3 = e3) === u && (t3 = Mu, (e3 = hc()) !== u && Tc() !== u && (n2 = js()) !== u ? (Du = t3, t3 = e3 = (function(r3, t4) {
        return { constraint: { keyword: r3.toLowerCase(), constraint: t4 } };
      })(e3, n2)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = sa()) !== u && (Du = t3, e3 = { collate: e3 }), (t3 = e3) === u && (t3 = Mu, (e3 = (function() {
        var t4, e4, n3;
        t4 = Mu, "column_format" === r2.substr(Mu, 13).toLowerCase() ? (e4 = r2.substr(Mu, 13), Mu += 13) : (e4 = u, 0 === Hu && Yu(O));
        e4 !== u && Tc() !== u ? ("fixed" === r2.substr(Mu, 5).toLowerCase() ? (n3 = r2.substr(Mu, 5), Mu += 5) : (n3 = u, 0 === Hu && Yu(R)), n3 === u && ("dynamic" === r2.substr(Mu, 7).toLowerCase() ? (n3 = r2.substr(Mu, 7), Mu += 7) : (n3 = u, 0 === Hu && Yu(U)), n3 === u && ("default" === r2.substr(Mu, 7).toLowerCase() ? (n3 = r2.substr(Mu, 7), Mu += 7) : (n3 = u, 0 === Hu && Yu(M)))), n3 !== u ? (Du = t4, e4 = { type: "column_format", value: n3.toLowerCase() }, t4 = e4) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && (Du = t3, e3 = { column_format: e3 }), (t3 = e3) === u && (t3 = Mu, (e3 = (function() {
        var t4, e4, n3;
        t4 = Mu, "storage" === r2.substr(Mu, 7).toLowerCase() ? (e4 = r2.substr(Mu, 7), Mu += 7) : (e4 = u, 0 === Hu && Yu(D));
        e4 !== u && Tc() !== u ? ("disk" === r2.substr(Mu, 4).toLowerCase() ? (n3 = r2.substr(Mu, 4), Mu += 4) : (n3 = u, 0 === Hu && Yu(P)), n3 === u && ("memory" === r2.substr(Mu, 6).toLowerCase() ? (n3 = r2.substr(Mu, 6), Mu += 6) : (n3 = u, 0 === Hu && Yu(F))), n3 !== u ? (Du = t4, e4 = { type: "storage", value: n3.toLowerCase() }, t4 = e4) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && (Du = t3, e3 = { storage: e3 }), (t3 = e3) === u && (t3 = Mu, (e3 = ya()) !== u && (Du = t3, e3 = { reference_definition: e3 }), (t3 = e3) === u && (t3 = Mu, (e3 = (function() {
        var t4, e4, n3, o3, a3, s2, i2, c2;
        t4 = Mu, (e4 = va()) === u && (e4 = null);
        e4 !== u && Tc() !== u ? ("check" === r2.substr(Mu, 5).toLowerCase() ? (n3 = r2.substr(Mu, 5), Mu += 5) : (n3 = u, 0 === Hu && Yu(_)), n3 !== u && Tc() !== u && Cc() !== u && Tc() !== u && (o3 = $a()) !== u && Tc() !== u && Ac() !== u && Tc() !== u ? (a3 = Mu, (s2 = Mi()) === u && (s2 = null), s2 !== u && (i2 = Tc()) !== u ? ("enforced" === r2.substr(Mu, 8).toLowerCase() ? (c2 = r2.substr(Mu, 8), Mu += 8) : (c2 = u, 0 === Hu && Yu(ar)), c2 !== u ? a3 = s2 = [s2, i2, c2] : (Mu = a3, a3 = u)) : (Mu = a3, a3 = u), a3 === u && (a3 = null), a3 !== u ? (Du = t4, e4 = (function(r3, t5, e5, n4) {
          const o4 = [];
          return n4 && o4.push(n4[0], n4[2]), { constraint_type: t5.toLowerCase(), keyword: r3 && r3.keyword, constraint: r3 && r3.constraint, definition: [e5], enforced: o4.filter((r4) => r4).join(" ").toLowerCase(), resource: "constraint" };
        })(e4, n3, o3, a3), t4 = e4) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && (Du = t3, e3 = { check: e3 }), (t3 = e3) === u && (t3 = Mu, (e3 = ha()) !== u && Tc() !== u ? ((n2 = lc()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = js()) !== u ? (Du = t3, t3 = e3 = /* @__PURE__ */ (function(r3, t4, e4) {
        return { character_set: { type: r3, value: e4, symbol: t4 } };
      })(e3, n2, o2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = (function() {
        var t4, e4, n3, o3, a3, s2, i2, c2;
        t4 = Mu, e4 = Mu, (n3 = (function() {
          var t5, e5, n4, o4, a4;
          t5 = Mu, e5 = Mu, "generated" === r2.substr(Mu, 9).toLowerCase() ? (n4 = r2.substr(Mu, 9), Mu += 9) : (n4 = u, 0 === Hu && Yu($));
          n4 !== u && (o4 = Tc()) !== u ? ("always" === r2.substr(Mu, 6).toLowerCase() ? (a4 = r2.substr(Mu, 6), Mu += 6) : (a4 = u, 0 === Hu && Yu(H)), a4 !== u ? e5 = n4 = [n4, o4, a4] : (Mu = e5, e5 = u)) : (Mu = e5, e5 = u);
          e5 !== u && (Du = t5, e5 = e5.join("").toLowerCase());
          return t5 = e5;
        })()) === u && (n3 = null);
        n3 !== u && (o3 = Tc()) !== u ? ("as" === r2.substr(Mu, 2).toLowerCase() ? (a3 = r2.substr(Mu, 2), Mu += 2) : (a3 = u, 0 === Hu && Yu(B)), a3 !== u ? e4 = n3 = [n3, o3, a3] : (Mu = e4, e4 = u)) : (Mu = e4, e4 = u);
        if (e4 !== u) if ((n3 = Tc()) !== u) if ((o3 = Cc()) !== u) if ((a3 = Tc()) !== u) if ((s2 = qs()) === u && (s2 = is()), s2 !== u) if (Tc() !== u) if (Ac() !== u) if (Tc() !== u) {
          for (i2 = [], "stored" === r2.substr(Mu, 6).toLowerCase() ? (c2 = r2.substr(Mu, 6), Mu += 6) : (c2 = u, 0 === Hu && Yu(G)), c2 === u && ("virtual" === r2.substr(Mu, 7).toLowerCase() ? (c2 = r2.substr(Mu, 7), Mu += 7) : (c2 = u, 0 === Hu && Yu(q))); c2 !== u; ) i2.push(c2), "stored" === r2.substr(Mu, 6).toLowerCase() ? (c2 = r2.substr(Mu, 6), Mu += 6) : (c2 = u, 0 === Hu && Yu(G)), c2 === u && ("virtual" === r2.substr(Mu, 7).toLowerCase() ? (c2 = r2.substr(Mu, 7), Mu += 7) : (c2 = u, 0 === Hu && Yu(q)));
          i2 !== u ? (Du = t4, l2 = i2, e4 = { type: "generated", expr: s2, value: e4.filter((r3) => "string" == typeof r3).join(" ").toLowerCase(), storage_type: l2 && l2[0] && l2[0].toLowerCase() }, t4 = e4) : (Mu = t4, t4 = u);
        } else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        var l2;
        return t4;
      })()) !== u && (Du = t3, e3 = { generated: e3 }), t3 = e3))))))))))))), t3;
    }
    function aa() {
      var r3, t3, e3, n2, o2, a2, s2;
      return r3 = Mu, (t3 = Ns()) !== u && Tc() !== u ? ((e3 = Wc()) === u && (e3 = null), e3 !== u && Tc() !== u ? ((n2 = (function() {
        var r4, t4, e4, n3, o3, a3;
        if (r4 = Mu, (t4 = ua()) !== u) if (Tc() !== u) {
          for (e4 = [], n3 = Mu, (o3 = Tc()) !== u && (a3 = ua()) !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u && (a3 = ua()) !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u);
          e4 !== u ? (Du = r4, r4 = t4 = (function(r5, t5) {
            let e5 = r5;
            for (let r6 = 0; r6 < t5.length; r6++) e5 = { ...e5, ...t5[r6][1] };
            return e5;
          })(t4, e4)) : (Mu = r4, r4 = u);
        } else Mu = r4, r4 = u;
        else Mu = r4, r4 = u;
        return r4;
      })()) === u && (n2 = null), n2 !== u ? (Du = r3, o2 = t3, a2 = e3, s2 = n2, ol.add(`create::${o2.table}::${o2.value || o2}`), r3 = t3 = { column: { type: "column_ref", table: null, column: o2 }, definition: a2, resource: "column", ...s2 || {} }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3;
    }
    function sa() {
      var t3, e3, n2;
      return t3 = Mu, (function() {
        var t4, e4, n3, o2;
        t4 = Mu, "collate" === r2.substr(Mu, 7).toLowerCase() ? (e4 = r2.substr(Mu, 7), Mu += 7) : (e4 = u, 0 === Hu && Yu(mr));
        e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t4, t4 = e4 = "COLLATE") : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u ? ((e3 = lc()) === u && (e3 = null), e3 !== u && Tc() !== u && (n2 = _s()) !== u ? (Du = t3, t3 = { type: "collate", keyword: "collate", collate: { name: n2, symbol: e3 } }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ia() {
      var t3, e3, n2;
      return t3 = Mu, "first" === r2.substr(Mu, 5).toLowerCase() ? (e3 = r2.substr(Mu, 5), Mu += 5) : (e3 = u, 0 === Hu && Yu(W)), e3 !== u && (Du = t3, e3 = { keyword: e3 }), (t3 = e3) === u && (t3 = Mu, "after" === r2.substr(Mu, 5).toLowerCase() ? (e3 = r2.substr(Mu, 5), Mu += 5) : (e3 = u, 0 === Hu && Yu(Y)), e3 !== u && Tc() !== u && (n2 = Es()) !== u ? (Du = t3, t3 = e3 = /* @__PURE__ */ (function(r3, t4) {
        return { keyword: r3, expr: t4 };
      })(e3, n2)) : (Mu = t3, t3 = u)), t3;
    }
    function ca() {
      var t3, e3, n2;
      return (t3 = (function() {
        var r3, t4;
        r3 = Mu, fc() !== u && Tc() !== u && (t4 = ba()) !== u ? (Du = r3, r3 = { action: "add", create_definitions: t4, resource: "constraint", type: "alter" }) : (Mu = r3, r3 = u);
        return r3;
      })()) === u && (t3 = (function() {
        var t4, e4, n3, o2;
        t4 = Mu, (e4 = ai()) !== u && Tc() !== u ? ("check" === r2.substr(Mu, 5).toLowerCase() ? (n3 = r2.substr(Mu, 5), Mu += 5) : (n3 = u, 0 === Hu && Yu(_)), n3 !== u && Tc() !== u && (o2 = Us()) !== u ? (Du = t4, e4 = { action: "drop", constraint: o2, keyword: n3.toLowerCase(), resource: "constraint", type: "alter" }, t4 = e4) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e4, n3, o2, a2, s2;
        t4 = Mu, (e4 = ai()) !== u && Tc() !== u ? ("primary" === r2.substr(Mu, 7).toLowerCase() ? (n3 = r2.substr(Mu, 7), Mu += 7) : (n3 = u, 0 === Hu && Yu(N)), n3 !== u && (o2 = Tc()) !== u && (a2 = vc()) !== u ? (Du = t4, t4 = e4 = { action: "drop", key: "", keyword: "primary key", resource: "key", type: "alter" }) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        t4 === u && (t4 = Mu, (e4 = ai()) !== u && Tc() !== u ? (n3 = Mu, "foreign" === r2.substr(Mu, 7).toLowerCase() ? (o2 = r2.substr(Mu, 7), Mu += 7) : (o2 = u, 0 === Hu && Yu(V)), o2 === u && (o2 = null), o2 !== u && (a2 = Tc()) !== u && (s2 = vc()) !== u ? n3 = o2 = [o2, a2, s2] : (Mu = n3, n3 = u), n3 === u && (n3 = bc()), n3 !== u && (o2 = Tc()) !== u && (a2 = _s()) !== u ? (Du = t4, e4 = (function(r3, t5) {
          const e5 = Array.isArray(r3) ? "key" : "index";
          return { action: "drop", [e5]: t5, keyword: Array.isArray(r3) ? "" + [r3[0], r3[2]].filter((r4) => r4).join(" ").toLowerCase() : r3.toLowerCase(), resource: e5, type: "alter" };
        })(n3, a2), t4 = e4) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u));
        return t4;
      })()) === u && (t3 = (function() {
        var r3, t4, e4, n3;
        r3 = Mu, (t4 = fc()) !== u && Tc() !== u ? ((e4 = pc()) === u && (e4 = null), e4 !== u && Tc() !== u && (n3 = aa()) !== u ? (Du = r3, o2 = e4, a2 = n3, t4 = { action: "add", ...a2, keyword: o2, resource: "column", type: "alter" }, r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        var o2, a2;
        return r3;
      })()) === u && (t3 = (function() {
        var r3, t4, e4;
        r3 = Mu, ai() !== u && Tc() !== u ? ((t4 = pc()) === u && (t4 = null), t4 !== u && Tc() !== u && (e4 = Es()) !== u ? (Du = r3, r3 = { action: "drop", column: e4, keyword: t4, resource: "column", type: "alter" }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        return r3;
      })()) === u && (t3 = (function() {
        var t4, e4, n3, o2, a2;
        t4 = Mu, (e4 = (function() {
          var t5, e5, n4, o3;
          t5 = Mu, "modify" === r2.substr(Mu, 6).toLowerCase() ? (e5 = r2.substr(Mu, 6), Mu += 6) : (e5 = u, 0 === Hu && Yu(eu));
          e5 !== u ? (n4 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n4 = void 0 : (Mu = n4, n4 = u), n4 !== u ? (Du = t5, t5 = e5 = "MODIFY") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u ? ((n3 = pc()) === u && (n3 = null), n3 !== u && Tc() !== u && (o2 = aa()) !== u && Tc() !== u ? ((a2 = ia()) === u && (a2 = null), a2 !== u ? (Du = t4, s2 = o2, i2 = a2, e4 = { action: "modify", keyword: n3, ...s2, suffix: i2, resource: "column", type: "alter" }, t4 = e4) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var s2, i2;
        return t4;
      })()) === u && (t3 = (function() {
        var r3, t4, e4;
        r3 = Mu, (t4 = fc()) !== u && Tc() !== u && (e4 = pa()) !== u ? (Du = r3, n3 = e4, t4 = { action: "add", type: "alter", ...n3 }, r3 = t4) : (Mu = r3, r3 = u);
        var n3;
        return r3;
      })()) === u && (t3 = (function() {
        var r3, t4, e4, n3, o2;
        r3 = Mu, (t4 = bi()) !== u && Tc() !== u && pc() !== u && Tc() !== u && (e4 = Es()) !== u && Tc() !== u ? ((n3 = oi()) === u && (n3 = hi()), n3 === u && (n3 = null), n3 !== u && Tc() !== u && (o2 = Es()) !== u ? (Du = r3, s2 = o2, t4 = { action: "rename", type: "alter", resource: "column", keyword: "column", old_column: e4, prefix: (a2 = n3) && a2[0].toLowerCase(), column: s2 }, r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        var a2, s2;
        return r3;
      })()) === u && (t3 = (function() {
        var r3, t4, e4, n3;
        r3 = Mu, (t4 = bi()) !== u && Tc() !== u ? ((e4 = oi()) === u && (e4 = hi()), e4 === u && (e4 = null), e4 !== u && Tc() !== u && (n3 = _s()) !== u ? (Du = r3, a2 = n3, t4 = { action: "rename", type: "alter", resource: "table", keyword: (o2 = e4) && o2[0].toLowerCase(), table: a2 }, r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        var o2, a2;
        return r3;
      })()) === u && (t3 = la()) === u && (t3 = fa()) === u && (t3 = (function() {
        var t4, e4, n3, o2, a2, s2;
        t4 = Mu, "change" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(Q));
        e4 !== u && Tc() !== u ? ((n3 = pc()) === u && (n3 = null), n3 !== u && Tc() !== u && (o2 = Es()) !== u && Tc() !== u && (a2 = aa()) !== u && Tc() !== u ? ((s2 = ia()) === u && (s2 = null), s2 !== u ? (Du = t4, i2 = n3, c2 = a2, l2 = s2, e4 = { action: "change", old_column: o2, ...c2, keyword: i2, resource: "column", type: "alter", suffix: l2 }, t4 = e4) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var i2, c2, l2;
        return t4;
      })()) === u && (t3 = Mu, (e3 = wa()) !== u && (Du = t3, (n2 = e3).resource = n2.keyword, n2[n2.keyword] = n2.value, delete n2.value, e3 = { type: "alter", ...n2 }), t3 = e3), t3;
    }
    function la() {
      var t3, e3, n2, o2;
      return t3 = Mu, "algorithm" === r2.substr(Mu, 9).toLowerCase() ? (e3 = r2.substr(Mu, 9), Mu += 9) : (e3 = u, 0 === Hu && Yu(X)), e3 !== u && Tc() !== u ? ((n2 = lc()) === u && (n2 = null), n2 !== u && Tc() !== u ? ("default" === r2.substr(Mu, 7).toLowerCase() ? (o2 = r2.substr(Mu, 7), Mu += 7) : (o2 = u, 0 === Hu && Yu(M)), o2 === u && ("instant" === r2.substr(Mu, 7).toLowerCase() ? (o2 = r2.substr(Mu, 7), Mu += 7) : (o2 = u, 0 === Hu && Yu(K)), o2 === u && ("inplace" === r2.substr(Mu, 7).toLowerCase() ? (o2 = r2.substr(Mu, 7), Mu += 7) : (o2 = u, 0 === Hu && Yu(z)), o2 === u && ("copy" === r2.substr(Mu, 4).toLowerCase() ? (o2 = r2.substr(Mu, 4), Mu += 4) : (o2 = u, 0 === Hu && Yu(Z))))), o2 !== u ? (Du = t3, t3 = e3 = { type: "alter", keyword: "algorithm", resource: "algorithm", symbol: n2, algorithm: o2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function fa() {
      var t3, e3, n2, o2;
      return t3 = Mu, "lock" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(J)), e3 !== u && Tc() !== u ? ((n2 = lc()) === u && (n2 = null), n2 !== u && Tc() !== u ? ("default" === r2.substr(Mu, 7).toLowerCase() ? (o2 = r2.substr(Mu, 7), Mu += 7) : (o2 = u, 0 === Hu && Yu(M)), o2 === u && ("none" === r2.substr(Mu, 4).toLowerCase() ? (o2 = r2.substr(Mu, 4), Mu += 4) : (o2 = u, 0 === Hu && Yu(rr)), o2 === u && ("shared" === r2.substr(Mu, 6).toLowerCase() ? (o2 = r2.substr(Mu, 6), Mu += 6) : (o2 = u, 0 === Hu && Yu(tr)), o2 === u && ("exclusive" === r2.substr(Mu, 9).toLowerCase() ? (o2 = r2.substr(Mu, 9), Mu += 9) : (o2 = u, 0 === Hu && Yu(er))))), o2 !== u ? (Du = t3, t3 = e3 = { type: "alter", keyword: "lock", resource: "lock", symbol: n2, lock: o2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function pa() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      return r3 = Mu, (t3 = bc()) === u && (t3 = vc()), t3 !== u && Tc() !== u ? ((e3 = Os()) === u && (e3 = null), e3 !== u && Tc() !== u ? ((n2 = Na()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = ga()) !== u && Tc() !== u ? ((a2 = Oa()) === u && (a2 = null), a2 !== u && Tc() !== u ? (Du = r3, s2 = n2, i2 = a2, r3 = t3 = { index: e3, definition: o2, keyword: t3.toLowerCase(), index_type: s2, resource: "index", index_options: i2 }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3;
    }
    function ba() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2, a2, s2, i2, c2;
        t4 = Mu, (e3 = va()) === u && (e3 = null);
        e3 !== u && Tc() !== u ? (n2 = Mu, "primary" === r2.substr(Mu, 7).toLowerCase() ? (o2 = r2.substr(Mu, 7), Mu += 7) : (o2 = u, 0 === Hu && Yu(N)), o2 !== u && (a2 = Tc()) !== u ? ("key" === r2.substr(Mu, 3).toLowerCase() ? (s2 = r2.substr(Mu, 3), Mu += 3) : (s2 = u, 0 === Hu && Yu(I)), s2 !== u ? n2 = o2 = [o2, a2, s2] : (Mu = n2, n2 = u)) : (Mu = n2, n2 = u), n2 !== u && (o2 = Tc()) !== u ? ((a2 = Na()) === u && (a2 = null), a2 !== u && (s2 = Tc()) !== u && (i2 = ga()) !== u && Tc() !== u ? ((c2 = Oa()) === u && (c2 = null), c2 !== u ? (Du = t4, f2 = n2, p2 = a2, b2 = i2, v2 = c2, e3 = { constraint: (l2 = e3) && l2.constraint, definition: b2, constraint_type: `${f2[0].toLowerCase()} ${f2[2].toLowerCase()}`, keyword: l2 && l2.keyword, index_type: p2, resource: "constraint", index_options: v2 }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var l2, f2, p2, b2, v2;
        return t4;
      })()) === u && (t3 = (function() {
        var r3, t4, e3, n2, o2, a2, s2, i2;
        r3 = Mu, (t4 = va()) === u && (t4 = null);
        t4 !== u && Tc() !== u && (e3 = yc()) !== u && Tc() !== u ? ((n2 = bc()) === u && (n2 = vc()), n2 === u && (n2 = null), n2 !== u && Tc() !== u ? ((o2 = Os()) === u && (o2 = null), o2 !== u && Tc() !== u ? ((a2 = Na()) === u && (a2 = null), a2 !== u && Tc() !== u && (s2 = ga()) !== u && Tc() !== u ? ((i2 = Oa()) === u && (i2 = null), i2 !== u ? (Du = r3, l2 = e3, f2 = n2, p2 = o2, b2 = a2, v2 = s2, y2 = i2, t4 = { constraint: (c2 = t4) && c2.constraint, definition: v2, constraint_type: f2 && `${l2.toLowerCase()} ${f2.toLowerCase()}` || l2.toLowerCase(), keyword: c2 && c2.keyword, index_type: b2, index: p2, resource: "constraint", index_options: y2 }, r3 = t4) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u);
        var c2, l2, f2, p2, b2, v2, y2;
        return r3;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2, a2, s2;
        t4 = Mu, (e3 = va()) === u && (e3 = null);
        e3 !== u && Tc() !== u ? ("foreign key" === r2.substr(Mu, 11).toLowerCase() ? (n2 = r2.substr(Mu, 11), Mu += 11) : (n2 = u, 0 === Hu && Yu(ur)), n2 !== u && Tc() !== u ? ((o2 = Os()) === u && (o2 = null), o2 !== u && Tc() !== u && (a2 = ga()) !== u && Tc() !== u ? ((s2 = ya()) === u && (s2 = null), s2 !== u ? (Du = t4, c2 = n2, l2 = o2, f2 = a2, p2 = s2, e3 = { constraint: (i2 = e3) && i2.constraint, definition: f2, constraint_type: c2, keyword: i2 && i2.keyword, index: l2, resource: "constraint", reference_definition: p2 }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var i2, c2, l2, f2, p2;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2, a2, s2, i2, c2, l2, f2;
        t4 = Mu, (e3 = va()) === u && (e3 = null);
        e3 !== u && Tc() !== u ? ("check" === r2.substr(Mu, 5).toLowerCase() ? (n2 = r2.substr(Mu, 5), Mu += 5) : (n2 = u, 0 === Hu && Yu(_)), n2 !== u && Tc() !== u ? (o2 = Mu, "not" === r2.substr(Mu, 3).toLowerCase() ? (a2 = r2.substr(Mu, 3), Mu += 3) : (a2 = u, 0 === Hu && Yu(nr)), a2 !== u && (s2 = Tc()) !== u ? ("for" === r2.substr(Mu, 3).toLowerCase() ? (i2 = r2.substr(Mu, 3), Mu += 3) : (i2 = u, 0 === Hu && Yu(C)), i2 !== u && (c2 = Tc()) !== u ? ("replication" === r2.substr(Mu, 11).toLowerCase() ? (l2 = r2.substr(Mu, 11), Mu += 11) : (l2 = u, 0 === Hu && Yu(or)), l2 !== u && (f2 = Tc()) !== u ? o2 = a2 = [a2, s2, i2, c2, l2, f2] : (Mu = o2, o2 = u)) : (Mu = o2, o2 = u)) : (Mu = o2, o2 = u), o2 === u && (o2 = null), o2 !== u && (a2 = Cc()) !== u && (s2 = Tc()) !== u && (i2 = $a()) !== u && (c2 = Tc()) !== u && (l2 = Ac()) !== u ? (Du = t4, p2 = e3, b2 = o2, v2 = i2, e3 = { constraint_type: n2.toLowerCase(), keyword: p2 && p2.keyword, constraint: p2 && p2.constraint, index_type: b2 && { keyword: "not for replication" }, definition: [v2], resource: "constraint" }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var p2, b2, v2;
        return t4;
      })()), t3;
    }
    function va() {
      var r3, t3, e3, n2;
      return r3 = Mu, (t3 = hc()) !== u && Tc() !== u ? ((e3 = _s()) === u && (e3 = null), e3 !== u ? (Du = r3, n2 = e3, r3 = t3 = { keyword: t3.toLowerCase(), constraint: n2 }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3;
    }
    function ya() {
      var t3, e3, n2, o2, a2, s2, i2, c2, l2, f2;
      return t3 = Mu, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "references" === r2.substr(Mu, 10).toLowerCase() ? (e4 = r2.substr(Mu, 10), Mu += 10) : (e4 = u, 0 === Hu && Yu(su));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t4, t4 = e4 = "REFERENCES") : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && Tc() !== u && (n2 = Fa()) !== u && Tc() !== u && (o2 = ga()) !== u && Tc() !== u ? ("match full" === r2.substr(Mu, 10).toLowerCase() ? (a2 = r2.substr(Mu, 10), Mu += 10) : (a2 = u, 0 === Hu && Yu(sr)), a2 === u && ("match partial" === r2.substr(Mu, 13).toLowerCase() ? (a2 = r2.substr(Mu, 13), Mu += 13) : (a2 = u, 0 === Hu && Yu(ir)), a2 === u && ("match simple" === r2.substr(Mu, 12).toLowerCase() ? (a2 = r2.substr(Mu, 12), Mu += 12) : (a2 = u, 0 === Hu && Yu(cr)))), a2 === u && (a2 = null), a2 !== u && Tc() !== u ? ((s2 = da()) === u && (s2 = null), s2 !== u && Tc() !== u ? ((i2 = da()) === u && (i2 = null), i2 !== u ? (Du = t3, c2 = a2, l2 = s2, f2 = i2, t3 = e3 = { definition: o2, table: [n2], keyword: e3.toLowerCase(), match: c2 && c2.toLowerCase(), on_action: [l2, f2].filter((r3) => r3) }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = da()) !== u && (Du = t3, e3 = { on_action: [e3] }), t3 = e3), t3;
    }
    function da() {
      var t3, e3, n2, o2;
      return t3 = Mu, Ci() !== u && Tc() !== u ? ((e3 = fi()) === u && (e3 = si()), e3 !== u && Tc() !== u && (n2 = (function() {
        var t4, e4, n3;
        t4 = Mu, (e4 = ac()) !== u && Tc() !== u && Cc() !== u && Tc() !== u ? ((n3 = es()) === u && (n3 = null), n3 !== u && Tc() !== u && Ac() !== u ? (Du = t4, t4 = e4 = { type: "function", name: { name: [{ type: "origin", value: e4 }] }, args: n3 }) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        t4 === u && (t4 = Mu, "restrict" === r2.substr(Mu, 8).toLowerCase() ? (e4 = r2.substr(Mu, 8), Mu += 8) : (e4 = u, 0 === Hu && Yu(lr)), e4 === u && ("cascade" === r2.substr(Mu, 7).toLowerCase() ? (e4 = r2.substr(Mu, 7), Mu += 7) : (e4 = u, 0 === Hu && Yu(fr)), e4 === u && ("set null" === r2.substr(Mu, 8).toLowerCase() ? (e4 = r2.substr(Mu, 8), Mu += 8) : (e4 = u, 0 === Hu && Yu(pr)), e4 === u && ("no action" === r2.substr(Mu, 9).toLowerCase() ? (e4 = r2.substr(Mu, 9), Mu += 9) : (e4 = u, 0 === Hu && Yu(br)), e4 === u && ("set default" === r2.substr(Mu, 11).toLowerCase() ? (e4 = r2.substr(Mu, 11), Mu += 11) : (e4 = u, 0 === Hu && Yu(vr)), e4 === u && (e4 = ac()))))), e4 !== u && (Du = t4, e4 = { type: "origin", value: e4.toLowerCase() }), t4 = e4);
        return t4;
      })()) !== u ? (Du = t3, o2 = n2, t3 = { type: "on " + e3[0].toLowerCase(), value: o2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ha() {
      var t3, e3, n2;
      return t3 = Mu, "character" === r2.substr(Mu, 9).toLowerCase() ? (e3 = r2.substr(Mu, 9), Mu += 9) : (e3 = u, 0 === Hu && Yu(yr)), e3 !== u && Tc() !== u ? ("set" === r2.substr(Mu, 3).toLowerCase() ? (n2 = r2.substr(Mu, 3), Mu += 3) : (n2 = u, 0 === Hu && Yu(dr)), n2 !== u ? (Du = t3, t3 = e3 = "CHARACTER SET") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ma() {
      var t3, e3, n2, o2, a2, s2, i2, c2, l2;
      return t3 = Mu, (e3 = ni()) === u && (e3 = null), e3 !== u && Tc() !== u ? ((n2 = ha()) === u && ("charset" === r2.substr(Mu, 7).toLowerCase() ? (n2 = r2.substr(Mu, 7), Mu += 7) : (n2 = u, 0 === Hu && Yu(hr)), n2 === u && ("collate" === r2.substr(Mu, 7).toLowerCase() ? (n2 = r2.substr(Mu, 7), Mu += 7) : (n2 = u, 0 === Hu && Yu(mr)))), n2 !== u && Tc() !== u ? ((o2 = lc()) === u && (o2 = null), o2 !== u && Tc() !== u && (a2 = js()) !== u ? (Du = t3, i2 = n2, c2 = o2, l2 = a2, t3 = e3 = { keyword: (s2 = e3) && `${s2[0].toLowerCase()} ${i2.toLowerCase()}` || i2.toLowerCase(), symbol: c2, value: l2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function wa() {
      var t3, e3, n2, o2, a2, s2, i2, c2, l2;
      return t3 = Mu, "auto_increment" === r2.substr(Mu, 14).toLowerCase() ? (e3 = r2.substr(Mu, 14), Mu += 14) : (e3 = u, 0 === Hu && Yu(S)), e3 === u && ("avg_row_length" === r2.substr(Mu, 14).toLowerCase() ? (e3 = r2.substr(Mu, 14), Mu += 14) : (e3 = u, 0 === Hu && Yu(wr)), e3 === u && ("key_block_size" === r2.substr(Mu, 14).toLowerCase() ? (e3 = r2.substr(Mu, 14), Mu += 14) : (e3 = u, 0 === Hu && Yu(Lr)), e3 === u && ("max_rows" === r2.substr(Mu, 8).toLowerCase() ? (e3 = r2.substr(Mu, 8), Mu += 8) : (e3 = u, 0 === Hu && Yu(Cr)), e3 === u && ("min_rows" === r2.substr(Mu, 8).toLowerCase() ? (e3 = r2.substr(Mu, 8), Mu += 8) : (e3 = u, 0 === Hu && Yu(Ar)), e3 === u && ("stats_sample_pages" === r2.substr(Mu, 18).toLowerCase() ? (e3 = r2.substr(Mu, 18), Mu += 18) : (e3 = u, 0 === Hu && Yu(Er))))))), e3 !== u && Tc() !== u ? ((n2 = lc()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Ks()) !== u ? (Du = t3, c2 = n2, l2 = o2, t3 = e3 = { keyword: e3.toLowerCase(), symbol: c2, value: l2.value }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = ma()) === u && (t3 = Mu, (e3 = dc()) === u && ("connection" === r2.substr(Mu, 10).toLowerCase() ? (e3 = r2.substr(Mu, 10), Mu += 10) : (e3 = u, 0 === Hu && Yu(gr))), e3 !== u && Tc() !== u ? ((n2 = lc()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Ys()) !== u ? (Du = t3, t3 = e3 = (function(r3, t4, e4) {
        return { keyword: r3.toLowerCase(), symbol: t4, value: `'${e4.value}'` };
      })(e3, n2, o2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, "compression" === r2.substr(Mu, 11).toLowerCase() ? (e3 = r2.substr(Mu, 11), Mu += 11) : (e3 = u, 0 === Hu && Yu(jr)), e3 !== u && Tc() !== u ? ((n2 = lc()) === u && (n2 = null), n2 !== u && Tc() !== u ? (o2 = Mu, 39 === r2.charCodeAt(Mu) ? (a2 = "'", Mu++) : (a2 = u, 0 === Hu && Yu(_r)), a2 !== u ? ("zlib" === r2.substr(Mu, 4).toLowerCase() ? (s2 = r2.substr(Mu, 4), Mu += 4) : (s2 = u, 0 === Hu && Yu(Tr)), s2 === u && ("lz4" === r2.substr(Mu, 3).toLowerCase() ? (s2 = r2.substr(Mu, 3), Mu += 3) : (s2 = u, 0 === Hu && Yu(Sr)), s2 === u && ("none" === r2.substr(Mu, 4).toLowerCase() ? (s2 = r2.substr(Mu, 4), Mu += 4) : (s2 = u, 0 === Hu && Yu(rr)))), s2 !== u ? (39 === r2.charCodeAt(Mu) ? (i2 = "'", Mu++) : (i2 = u, 0 === Hu && Yu(_r)), i2 !== u ? o2 = a2 = [a2, s2, i2] : (Mu = o2, o2 = u)) : (Mu = o2, o2 = u)) : (Mu = o2, o2 = u), o2 !== u ? (Du = t3, t3 = e3 = (function(r3, t4, e4) {
        return { keyword: r3.toLowerCase(), symbol: t4, value: e4.join("").toUpperCase() };
      })(e3, n2, o2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, "engine" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(xr)), e3 !== u && Tc() !== u ? ((n2 = lc()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Us()) !== u ? (Du = t3, t3 = e3 = (function(r3, t4, e4) {
        return { keyword: r3.toLowerCase(), symbol: t4, value: e4.toUpperCase() };
      })(e3, n2, o2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, "without" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(kr)), e3 !== u && Tc() !== u ? ("rowid" === r2.substr(Mu, 5).toLowerCase() ? (n2 = r2.substr(Mu, 5), Mu += 5) : (n2 = u, 0 === Hu && Yu(Ir)), n2 !== u ? (Du = t3, t3 = e3 = { keyword: "without rowid" }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, "strict" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(Nr)), e3 !== u && (Du = t3, e3 = { keyword: "strict" }), t3 = e3))))), t3;
    }
    function La() {
      var t3, e3, n2, o2, a2;
      return t3 = Mu, (e3 = Da()) !== u && Tc() !== u && (n2 = (function() {
        var t4, e4, n3;
        return t4 = Mu, "read" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(Or)), e4 !== u && Tc() !== u ? ("local" === r2.substr(Mu, 5).toLowerCase() ? (n3 = r2.substr(Mu, 5), Mu += 5) : (n3 = u, 0 === Hu && Yu(j)), n3 === u && (n3 = null), n3 !== u ? (Du = t4, t4 = e4 = { type: "read", suffix: n3 && "local" }) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u), t4 === u && (t4 = Mu, "low_priority" === r2.substr(Mu, 12).toLowerCase() ? (e4 = r2.substr(Mu, 12), Mu += 12) : (e4 = u, 0 === Hu && Yu(Rr)), e4 === u && (e4 = null), e4 !== u && Tc() !== u ? ("write" === r2.substr(Mu, 5).toLowerCase() ? (n3 = r2.substr(Mu, 5), Mu += 5) : (n3 = u, 0 === Hu && Yu(Ur)), n3 !== u ? (Du = t4, t4 = e4 = { type: "write", prefix: e4 && "low_priority" }) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)), t4;
      })()) !== u ? (Du = t3, o2 = e3, a2 = n2, nl.add(`lock::${o2.db}::${o2.table}`), t3 = e3 = { table: o2, lock_type: a2 }) : (Mu = t3, t3 = u), t3;
    }
    function Ca() {
      var t3, e3, n2, o2, a2, s2, i2;
      return (t3 = ja()) === u && (t3 = Mu, e3 = Mu, 40 === r2.charCodeAt(Mu) ? (n2 = "(", Mu++) : (n2 = u, 0 === Hu && Yu(qr)), n2 !== u && (o2 = Tc()) !== u && (a2 = Ca()) !== u && (s2 = Tc()) !== u ? (41 === r2.charCodeAt(Mu) ? (i2 = ")", Mu++) : (i2 = u, 0 === Hu && Yu(Wr)), i2 !== u ? e3 = n2 = [n2, o2, a2, s2, i2] : (Mu = e3, e3 = u)) : (Mu = e3, e3 = u), e3 !== u && (Du = t3, e3 = { ...e3[2], parentheses_symbol: true }), t3 = e3), t3;
    }
    function Aa() {
      var t3, e3, n2, o2, a2, s2, i2, c2, l2, f2, p2, b2, v2;
      if (t3 = Mu, ji() !== u) if (Tc() !== u) if ((e3 = Ea()) !== u) {
        for (n2 = [], o2 = Mu, (a2 = Tc()) !== u && (s2 = wc()) !== u && (i2 = Tc()) !== u && (c2 = Ea()) !== u ? o2 = a2 = [a2, s2, i2, c2] : (Mu = o2, o2 = u); o2 !== u; ) n2.push(o2), o2 = Mu, (a2 = Tc()) !== u && (s2 = wc()) !== u && (i2 = Tc()) !== u && (c2 = Ea()) !== u ? o2 = a2 = [a2, s2, i2, c2] : (Mu = o2, o2 = u);
        n2 !== u ? (Du = t3, t3 = T(e3, n2)) : (Mu = t3, t3 = u);
      } else Mu = t3, t3 = u;
      else Mu = t3, t3 = u;
      else Mu = t3, t3 = u;
      if (t3 === u) if (t3 = Mu, Tc() !== u) if (ji() !== u) if ((e3 = Tc()) !== u) if ((n2 = (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "recursive" === r2.substr(Mu, 9).toLowerCase() ? (e4 = r2.substr(Mu, 9), Mu += 9) : (e4 = u, 0 === Hu && Yu(tn));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u) if ((o2 = Tc()) !== u) if ((a2 = Ea()) !== u) {
        for (s2 = [], i2 = Mu, (c2 = Tc()) !== u && (l2 = wc()) !== u && (f2 = Tc()) !== u && (p2 = Ea()) !== u ? i2 = c2 = [c2, l2, f2, p2] : (Mu = i2, i2 = u); i2 !== u; ) s2.push(i2), i2 = Mu, (c2 = Tc()) !== u && (l2 = wc()) !== u && (f2 = Tc()) !== u && (p2 = Ea()) !== u ? i2 = c2 = [c2, l2, f2, p2] : (Mu = i2, i2 = u);
        s2 !== u ? (Du = t3, v2 = s2, (b2 = a2).recursive = true, t3 = Zc(b2, v2)) : (Mu = t3, t3 = u);
      } else Mu = t3, t3 = u;
      else Mu = t3, t3 = u;
      else Mu = t3, t3 = u;
      else Mu = t3, t3 = u;
      else Mu = t3, t3 = u;
      else Mu = t3, t3 = u;
      return t3;
    }
    function Ea() {
      var r3, t3, e3, n2, o2, a2, s2;
      return r3 = Mu, (t3 = Ys()) === u && (t3 = Us()) === u && (t3 = Fa()), t3 !== u && Tc() !== u ? ((e3 = ga()) === u && (e3 = null), e3 !== u && Tc() !== u && hi() !== u && Tc() !== u && Cc() !== u && Tc() !== u && (n2 = Ju()) !== u && Tc() !== u && Ac() !== u ? (Du = r3, a2 = e3, s2 = n2, "string" == typeof (o2 = t3) && (o2 = { type: "default", value: o2 }), o2.table && (o2 = { type: "default", value: o2.table }), r3 = t3 = { name: o2, stmt: s2, columns: a2 }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3;
    }
    function ga() {
      var r3, t3;
      return r3 = Mu, Cc() !== u && Tc() !== u && (t3 = (function() {
        var r4;
        (r4 = Ga()) === u && (r4 = (function() {
          var r5, t4, e3, n2, o2, a2, s2, i2;
          if (r5 = Mu, (t4 = qs()) !== u) {
            for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = qs()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = qs()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
            e3 !== u ? (Du = r5, t4 = T(t4, e3), r5 = t4) : (Mu = r5, r5 = u);
          } else Mu = r5, r5 = u;
          return r5;
        })());
        return r4;
      })()) !== u && Tc() !== u && Ac() !== u ? (Du = r3, r3 = t3) : (Mu = r3, r3 = u), r3;
    }
    function ja() {
      var t3, e3, n2, o2, a2, s2, i2, c2, l2, f2, p2, b2, v2, y2, d2, h2, m2, w2, L2, A2, E2, g2, j2, _2, T2, S2;
      return t3 = Mu, Tc() !== u ? ((e3 = Aa()) === u && (e3 = null), e3 !== u && Tc() !== u && (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "select" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(Qe));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Sc() !== u ? ((n2 = (function() {
        var r3, t4, e4, n3, o3, a3;
        if (r3 = Mu, (t4 = _a()) !== u) {
          for (e4 = [], n3 = Mu, (o3 = Tc()) !== u && (a3 = _a()) !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u && (a3 = _a()) !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u);
          e4 !== u ? (Du = r3, t4 = (function(r4, t5) {
            const e5 = [r4];
            for (let r5 = 0, n4 = t5.length; r5 < n4; ++r5) e5.push(t5[r5][1]);
            return e5;
          })(t4, e4), r3 = t4) : (Mu = r3, r3 = u);
        } else Mu = r3, r3 = u;
        return r3;
      })()) === u && (n2 = null), n2 !== u && Tc() !== u ? ((o2 = ki()) === u && (o2 = null), o2 !== u && Tc() !== u && (a2 = Ta()) !== u && Tc() !== u ? ((s2 = ka()) === u && (s2 = null), s2 !== u && Tc() !== u ? ((i2 = Ba()) === u && (i2 = null), i2 !== u && Tc() !== u ? ((c2 = (function() {
        var t4, e4, n3;
        t4 = Mu, (e4 = (function() {
          var t5, e5, n4, o3;
          t5 = Mu, "group" === r2.substr(Mu, 5).toLowerCase() ? (e5 = r2.substr(Mu, 5), Mu += 5) : (e5 = u, 0 === Hu && Yu(An));
          e5 !== u ? (n4 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n4 = void 0 : (Mu = n4, n4 = u), n4 !== u ? t5 = e5 = [e5, n4] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && Tc() !== u && _i() !== u && Tc() !== u && (n3 = es()) !== u ? (Du = t4, e4 = { columns: n3.value }, t4 = e4) : (Mu = t4, t4 = u);
        return t4;
      })()) === u && (c2 = null), c2 !== u && Tc() !== u ? ((l2 = (function() {
        var t4, e4;
        t4 = Mu, (function() {
          var t5, e5, n3, o3;
          t5 = Mu, "having" === r2.substr(Mu, 6).toLowerCase() ? (e5 = r2.substr(Mu, 6), Mu += 6) : (e5 = u, 0 === Hu && Yu(jn));
          e5 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t5 = e5 = [e5, n3] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })() !== u && Tc() !== u && (e4 = cs()) !== u ? (Du = t4, t4 = e4) : (Mu = t4, t4 = u);
        return t4;
      })()) === u && (l2 = null), l2 !== u && Tc() !== u ? ((f2 = qa()) === u && (f2 = null), f2 !== u && Tc() !== u ? ((p2 = Va()) === u && (p2 = null), p2 !== u ? (b2 = Mu, "for" === r2.substr(Mu, 3).toLowerCase() ? (v2 = r2.substr(Mu, 3), Mu += 3) : (v2 = u, 0 === Hu && Yu(C)), v2 !== u && (y2 = Tc()) !== u && (d2 = si()) !== u ? b2 = v2 = [v2, y2, d2] : (Mu = b2, b2 = u), b2 === u && (b2 = null), b2 !== u ? (Du = t3, h2 = e3, m2 = n2, w2 = o2, L2 = a2, E2 = i2, g2 = c2, j2 = l2, _2 = f2, T2 = p2, S2 = b2, (A2 = s2) && A2.forEach((r3) => r3.table && nl.add(`select::${r3.db}::${r3.table}`)), t3 = { with: h2, type: "select", options: m2, distinct: w2, columns: L2, from: A2, where: E2, groupby: g2, having: j2, orderby: _2, limit: T2, for_update: S2 && `${S2[0]} ${S2[2][0]}` }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function _a() {
      var t3, e3;
      return t3 = Mu, (e3 = (function() {
        var t4;
        "sql_calc_found_rows" === r2.substr(Mu, 19).toLowerCase() ? (t4 = r2.substr(Mu, 19), Mu += 19) : (t4 = u, 0 === Hu && Yu(iu));
        return t4;
      })()) === u && ((e3 = (function() {
        var t4;
        "sql_cache" === r2.substr(Mu, 9).toLowerCase() ? (t4 = r2.substr(Mu, 9), Mu += 9) : (t4 = u, 0 === Hu && Yu(cu));
        return t4;
      })()) === u && (e3 = (function() {
        var t4;
        "sql_no_cache" === r2.substr(Mu, 12).toLowerCase() ? (t4 = r2.substr(Mu, 12), Mu += 12) : (t4 = u, 0 === Hu && Yu(lu));
        return t4;
      })()), e3 === u && (e3 = (function() {
        var t4;
        "sql_big_result" === r2.substr(Mu, 14).toLowerCase() ? (t4 = r2.substr(Mu, 14), Mu += 14) : (t4 = u, 0 === Hu && Yu(pu));
        return t4;
      })()) === u && (e3 = (function() {
        var t4;
        "sql_small_result" === r2.substr(Mu, 16).toLowerCase() ? (t4 = r2.substr(Mu, 16), Mu += 16) : (t4 = u, 0 === Hu && Yu(fu));
        return t4;
      })()) === u && (e3 = (function() {
        var t4;
        "sql_buffer_result" === r2.substr(Mu, 17).toLowerCase() ? (t4 = r2.substr(Mu, 17), Mu += 17) : (t4 = u, 0 === Hu && Yu(bu));
        return t4;
      })())), e3 !== u && (Du = t3, e3 = e3), t3 = e3;
    }
    function Ta() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = xi()) === u && (t3 = Mu, (e3 = Lc()) !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Lc())), t3 !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Sa()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Sa()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
          ol.add("select::null::(.*)");
          const e4 = { expr: { type: "column_ref", table: null, column: "*" }, as: null };
          return t4 && t4.length > 0 ? Zc(e4, t4) : [e4];
        })(0, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      if (r3 === u) if (r3 = Mu, (t3 = Sa()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Sa()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Sa()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = T(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Sa() {
      var r3, t3, e3, n2, o2, a2, s2;
      return r3 = Mu, t3 = Mu, (e3 = _s()) !== u && (n2 = Tc()) !== u && (o2 = mc()) !== u ? t3 = e3 = [e3, n2, o2] : (Mu = t3, t3 = u), t3 === u && (t3 = null), t3 !== u && (e3 = Tc()) !== u && (n2 = Lc()) !== u ? (Du = r3, r3 = t3 = (function(r4) {
        const t4 = r4 && r4[0] || null;
        return ol.add(`select::${t4}::(.*)`), { expr: { type: "column_ref", table: t4, column: "*" }, as: null };
      })(t3)) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, (t3 = (function() {
        var r4, t4, e4, n3, o3, a3, s3, i2;
        if (r4 = Mu, (t4 = is()) !== u) {
          for (e4 = [], n3 = Mu, (o3 = Tc()) !== u ? ((a3 = Di()) === u && (a3 = Pi()) === u && (a3 = _c()), a3 !== u && (s3 = Tc()) !== u && (i2 = is()) !== u ? n3 = o3 = [o3, a3, s3, i2] : (Mu = n3, n3 = u)) : (Mu = n3, n3 = u); n3 !== u; ) e4.push(n3), n3 = Mu, (o3 = Tc()) !== u ? ((a3 = Di()) === u && (a3 = Pi()) === u && (a3 = _c()), a3 !== u && (s3 = Tc()) !== u && (i2 = is()) !== u ? n3 = o3 = [o3, a3, s3, i2] : (Mu = n3, n3 = u)) : (Mu = n3, n3 = u);
          e4 !== u ? (Du = r4, t4 = (function(r5, t5) {
            const e5 = r5.ast;
            if (e5 && "select" === e5.type && (!(r5.parentheses_symbol || r5.parentheses || r5.ast.parentheses || r5.ast.parentheses_symbol) || 1 !== e5.columns.length || "*" === e5.columns[0].expr.column)) throw new Error("invalid column clause with select statement");
            if (!t5 || 0 === t5.length) return r5;
            const n4 = t5.length;
            let o4 = t5[n4 - 1][3];
            for (let e6 = n4 - 1; e6 >= 0; e6--) {
              const n5 = 0 === e6 ? r5 : t5[e6 - 1][3];
              o4 = Kc(t5[e6][1], n5, o4);
            }
            return o4;
          })(t4, e4), r4 = t4) : (Mu = r4, r4 = u);
        } else Mu = r4, r4 = u;
        return r4;
      })()) !== u && (e3 = Tc()) !== u ? ((n2 = xa()) === u && (n2 = null), n2 !== u ? (Du = r3, s2 = n2, "double_quote_string" !== (a2 = t3).type && "single_quote_string" !== a2.type || ol.add("select::null::" + a2.value), r3 = t3 = { expr: a2, as: s2 }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)), r3;
    }
    function xa() {
      var r3, t3, e3;
      return r3 = Mu, (t3 = hi()) !== u && Sc() !== u && (e3 = (function() {
        var r4, t4;
        r4 = Mu, (t4 = Us()) !== u ? (Du = Mu, ((function(r5) {
          if (true === Vc[r5.toUpperCase()]) throw new Error("Error: " + JSON.stringify(r5) + " is a reserved word, can not as alias clause");
          return false;
        })(t4) ? u : void 0) !== u ? (Du = r4, r4 = t4 = t4) : (Mu = r4, r4 = u)) : (Mu = r4, r4 = u);
        r4 === u && (r4 = Mu, (t4 = Ss()) !== u && (Du = r4, t4 = t4), r4 = t4);
        return r4;
      })()) !== u ? (Du = r3, r3 = t3 = e3) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, (t3 = hi()) === u && (t3 = null), t3 !== u && Tc() !== u && (e3 = _s()) !== u ? (Du = r3, r3 = t3 = e3) : (Mu = r3, r3 = u)), r3;
    }
    function ka() {
      var t3, e3;
      return t3 = Mu, (function() {
        var t4, e4, n2, o2;
        t4 = Mu, "from" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(an));
        e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t4 = e4 = [e4, n2] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u && (e3 = Ua()) !== u ? (Du = t3, t3 = e3) : (Mu = t3, t3 = u), t3;
    }
    function Ia() {
      var r3, t3, e3;
      return r3 = Mu, (t3 = Fa()) !== u && Tc() !== u && oi() !== u && Tc() !== u && (e3 = Fa()) !== u ? (Du = r3, r3 = t3 = [t3, e3]) : (Mu = r3, r3 = u), r3;
    }
    function Na() {
      var t3, e3;
      return t3 = Mu, gi() !== u && Tc() !== u ? ("btree" === r2.substr(Mu, 5).toLowerCase() ? (e3 = r2.substr(Mu, 5), Mu += 5) : (e3 = u, 0 === Hu && Yu(Yr)), e3 === u && ("hash" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Vr))), e3 !== u ? (Du = t3, t3 = { keyword: "using", type: e3.toLowerCase() }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Oa() {
      var r3, t3, e3, n2, o2, a2;
      if (r3 = Mu, (t3 = Ra()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = Ra()) !== u ? n2 = o2 = [o2, a2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = Ra()) !== u ? n2 = o2 = [o2, a2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
          const e4 = [r4];
          for (let r5 = 0; r5 < t4.length; r5++) e4.push(t4[r5][1]);
          return e4;
        })(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Ra() {
      var t3, e3, n2, o2, a2, s2;
      return t3 = Mu, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "key_block_size" === r2.substr(Mu, 14).toLowerCase() ? (e4 = r2.substr(Mu, 14), Mu += 14) : (e4 = u, 0 === Hu && Yu(Lr));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t4, t4 = e4 = "KEY_BLOCK_SIZE") : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && Tc() !== u ? ((n2 = lc()) === u && (n2 = null), n2 !== u && Tc() !== u && (o2 = Ks()) !== u ? (Du = t3, a2 = n2, s2 = o2, t3 = e3 = { type: e3.toLowerCase(), symbol: a2, expr: s2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Na()) === u && (t3 = Mu, "with" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Qr)), e3 !== u && Tc() !== u ? ("parser" === r2.substr(Mu, 6).toLowerCase() ? (n2 = r2.substr(Mu, 6), Mu += 6) : (n2 = u, 0 === Hu && Yu(Xr)), n2 !== u && Tc() !== u && (o2 = Us()) !== u ? (Du = t3, t3 = e3 = { type: "with parser", expr: o2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, "visible" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(Kr)), e3 === u && ("invisible" === r2.substr(Mu, 9).toLowerCase() ? (e3 = r2.substr(Mu, 9), Mu += 9) : (e3 = u, 0 === Hu && Yu(zr))), e3 !== u && (Du = t3, e3 = (function(r3) {
        return { type: r3.toLowerCase(), expr: r3.toLowerCase() };
      })(e3)), (t3 = e3) === u && (t3 = kc()))), t3;
    }
    function Ua() {
      var r3, t3, e3, n2;
      if (r3 = Mu, (t3 = Da()) !== u) {
        for (e3 = [], n2 = Ma(); n2 !== u; ) e3.push(n2), n2 = Ma();
        e3 !== u ? (Du = r3, r3 = t3 = Zr(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Ma() {
      var r3, t3, e3;
      return r3 = Mu, Tc() !== u && (t3 = wc()) !== u && Tc() !== u && (e3 = Da()) !== u ? (Du = r3, r3 = e3) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, Tc() !== u && (t3 = (function() {
        var r4, t4, e4, n2, o2, a2, s2, i2, c2, l2, f2;
        if (r4 = Mu, (t4 = Pa()) !== u) if (Tc() !== u) if ((e4 = Da()) !== u) if (Tc() !== u) if ((n2 = gi()) !== u) if (Tc() !== u) if (Cc() !== u) if (Tc() !== u) if ((o2 = js()) !== u) {
          for (a2 = [], s2 = Mu, (i2 = Tc()) !== u && (c2 = wc()) !== u && (l2 = Tc()) !== u && (f2 = js()) !== u ? s2 = i2 = [i2, c2, l2, f2] : (Mu = s2, s2 = u); s2 !== u; ) a2.push(s2), s2 = Mu, (i2 = Tc()) !== u && (c2 = wc()) !== u && (l2 = Tc()) !== u && (f2 = js()) !== u ? s2 = i2 = [i2, c2, l2, f2] : (Mu = s2, s2 = u);
          a2 !== u && (s2 = Tc()) !== u && (i2 = Ac()) !== u ? (Du = r4, p2 = t4, v2 = o2, y2 = a2, (b2 = e4).join = p2, b2.using = Zc(v2, y2), r4 = t4 = b2) : (Mu = r4, r4 = u);
        } else Mu = r4, r4 = u;
        else Mu = r4, r4 = u;
        else Mu = r4, r4 = u;
        else Mu = r4, r4 = u;
        else Mu = r4, r4 = u;
        else Mu = r4, r4 = u;
        else Mu = r4, r4 = u;
        else Mu = r4, r4 = u;
        else Mu = r4, r4 = u;
        var p2, b2, v2, y2;
        r4 === u && (r4 = Mu, (t4 = Pa()) !== u && Tc() !== u && (e4 = Da()) !== u && Tc() !== u ? ((n2 = Ha()) === u && (n2 = null), n2 !== u ? (Du = r4, t4 = (function(r5, t5, e5) {
          return t5.join = r5, t5.on = e5, t5;
        })(t4, e4, n2), r4 = t4) : (Mu = r4, r4 = u)) : (Mu = r4, r4 = u), r4 === u && (r4 = Mu, (t4 = Pa()) === u && (t4 = Zu()), t4 !== u && Tc() !== u && (e4 = Cc()) !== u && Tc() !== u && (n2 = Ju()) !== u && Tc() !== u && Ac() !== u && Tc() !== u ? ((o2 = xa()) === u && (o2 = null), o2 !== u && (a2 = Tc()) !== u ? ((s2 = Ha()) === u && (s2 = null), s2 !== u ? (Du = r4, t4 = (function(r5, t5, e5, n3) {
          return t5.parentheses = true, { expr: t5, as: e5, join: r5, on: n3 };
        })(t4, n2, o2, s2), r4 = t4) : (Mu = r4, r4 = u)) : (Mu = r4, r4 = u)) : (Mu = r4, r4 = u)));
        return r4;
      })()) !== u ? (Du = r3, r3 = t3) : (Mu = r3, r3 = u)), r3;
    }
    function Da() {
      var t3, e3, n2, o2, a2, s2;
      return t3 = Mu, (e3 = (function() {
        var t4;
        "dual" === r2.substr(Mu, 4).toLowerCase() ? (t4 = r2.substr(Mu, 4), Mu += 4) : (t4 = u, 0 === Hu && Yu(Zo));
        return t4;
      })()) !== u && (Du = t3, e3 = { type: "dual" }), (t3 = e3) === u && (t3 = Mu, (e3 = Us()) !== u && Tc() !== u && (n2 = Cc()) !== u && Tc() !== u && (o2 = es()) !== u && Tc() !== u && (a2 = Ac()) !== u && Tc() !== u ? ((s2 = xa()) === u && (s2 = null), s2 !== u ? (Du = t3, t3 = e3 = { expr: { type: "function", name: { name: [{ type: "default", value: e3 }] }, args: o2 }, as: s2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = Fa()) !== u && Tc() !== u ? ((n2 = xa()) === u && (n2 = null), n2 !== u ? (Du = t3, t3 = e3 = (function(r3, t4) {
        return "var" === r3.type ? (r3.as = t4, r3) : { db: r3.db, table: r3.table, as: t4 };
      })(e3, n2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = Cc()) !== u && Tc() !== u && (n2 = Ju()) !== u && Tc() !== u && (o2 = Ac()) !== u && Tc() !== u ? ((a2 = xa()) === u && (a2 = null), a2 !== u ? (Du = t3, t3 = e3 = (function(r3, t4) {
        return r3.parentheses = true, { expr: r3, as: t4 };
      })(n2, a2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)))), t3;
    }
    function Pa() {
      var t3, e3, n2, o2;
      return t3 = Mu, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "left" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(bn));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && (n2 = Tc()) !== u ? ((o2 = (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "outer" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(dn));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) === u && (o2 = null), o2 !== u && Tc() !== u && Ai() !== u ? (Du = t3, t3 = e3 = "LEFT JOIN") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, e3 = Mu, (n2 = (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "inner" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(vn));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && (o2 = Tc()) !== u ? e3 = n2 = [n2, o2] : (Mu = e3, e3 = u), e3 === u && (e3 = null), e3 !== u && (n2 = Ai()) !== u ? (Du = t3, t3 = e3 = "INNER JOIN") : (Mu = t3, t3 = u)), t3;
    }
    function Fa() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      return r3 = Mu, (t3 = _s()) !== u ? (e3 = Mu, (n2 = Tc()) !== u && (o2 = mc()) !== u && (a2 = Tc()) !== u && (s2 = _s()) !== u ? e3 = n2 = [n2, o2, a2, s2] : (Mu = e3, e3 = u), e3 === u && (e3 = null), e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
        const e4 = { db: null, table: r4 };
        return null !== t4 && (e4.db = r4, e4.table = t4[3]), e4;
      })(t3, e3)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, (t3 = Gc()) !== u && (Du = r3, (i2 = t3).db = null, i2.table = i2.name, t3 = i2), r3 = t3), r3;
    }
    function $a() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = is()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u ? ((a2 = Di()) === u && (a2 = Pi()), a2 !== u && (s2 = Tc()) !== u && (i2 = is()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u)) : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u ? ((a2 = Di()) === u && (a2 = Pi()), a2 !== u && (s2 = Tc()) !== u && (i2 = is()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u)) : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
          const e4 = t4.length;
          let n3 = r4;
          for (let r5 = 0; r5 < e4; ++r5) n3 = Kc(t4[r5][1], n3, t4[r5][3]);
          return n3;
        })(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Ha() {
      var r3, t3;
      return r3 = Mu, Ci() !== u && Tc() !== u && (t3 = cs()) !== u ? (Du = r3, r3 = t3) : (Mu = r3, r3 = u), r3;
    }
    function Ba() {
      var t3, e3;
      return t3 = Mu, (function() {
        var t4, e4, n2, o2;
        t4 = Mu, "where" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(Cn));
        e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t4 = e4 = [e4, n2] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u && (e3 = cs()) !== u ? (Du = t3, t3 = e3) : (Mu = t3, t3 = u), t3;
    }
    function Ga() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = Es()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Es()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Es()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = T(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function qa() {
      var t3, e3;
      return t3 = Mu, (function() {
        var t4, e4, n2, o2;
        t4 = Mu, "order" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(gn));
        e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t4 = e4 = [e4, n2] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u && _i() !== u && Tc() !== u && (e3 = (function() {
        var r3, t4, e4, n2, o2, a2, s2, i2;
        if (r3 = Mu, (t4 = Wa()) !== u) {
          for (e4 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Wa()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e4.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Wa()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
          e4 !== u ? (Du = r3, t4 = T(t4, e4), r3 = t4) : (Mu = r3, r3 = u);
        } else Mu = r3, r3 = u;
        return r3;
      })()) !== u ? (Du = t3, t3 = e3) : (Mu = t3, t3 = u), t3;
    }
    function Wa() {
      var r3, t3, e3;
      return r3 = Mu, (t3 = is()) !== u && Tc() !== u ? ((e3 = Si()) === u && (e3 = Ti()), e3 === u && (e3 = null), e3 !== u ? (Du = r3, r3 = t3 = { expr: t3, type: e3 }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3;
    }
    function Ya() {
      var r3;
      return (r3 = Ks()) === u && (r3 = Fs()), r3;
    }
    function Va() {
      var t3, e3, n2, o2, a2, s2;
      return t3 = Mu, (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "limit" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(_n));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u && (e3 = Ya()) !== u && Tc() !== u ? (n2 = Mu, (o2 = wc()) === u && (o2 = (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "offset" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(Tn));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t4, t4 = e4 = "OFFSET") : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()), o2 !== u && (a2 = Tc()) !== u && (s2 = Ya()) !== u ? n2 = o2 = [o2, a2, s2] : (Mu = n2, n2 = u), n2 === u && (n2 = null), n2 !== u ? (Du = t3, t3 = (function(r3, t4) {
        const e4 = [r3];
        return t4 && e4.push(t4[2]), { seperator: t4 && t4[0] && t4[0].toLowerCase() || "", value: e4 };
      })(e3, n2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Qa() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = Xa()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Xa()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Xa()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = T(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Xa() {
      var t3, e3, n2, o2, a2, s2, i2, c2, l2;
      return t3 = Mu, e3 = Mu, (n2 = _s()) !== u && (o2 = Tc()) !== u && (a2 = mc()) !== u ? e3 = n2 = [n2, o2, a2] : (Mu = e3, e3 = u), e3 === u && (e3 = null), e3 !== u && (n2 = Tc()) !== u && (o2 = Ns()) !== u && (a2 = Tc()) !== u ? (61 === r2.charCodeAt(Mu) ? (s2 = "=", Mu++) : (s2 = u, 0 === Hu && Yu(Jr)), s2 !== u && Tc() !== u && (i2 = is()) !== u ? (Du = t3, t3 = e3 = { column: o2, value: i2, table: (l2 = e3) && l2[0] }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, e3 = Mu, (n2 = _s()) !== u && (o2 = Tc()) !== u && (a2 = mc()) !== u ? e3 = n2 = [n2, o2, a2] : (Mu = e3, e3 = u), e3 === u && (e3 = null), e3 !== u && (n2 = Tc()) !== u && (o2 = Ns()) !== u && (a2 = Tc()) !== u ? (61 === r2.charCodeAt(Mu) ? (s2 = "=", Mu++) : (s2 = u, 0 === Hu && Yu(Jr)), s2 !== u && Tc() !== u && (i2 = Ei()) !== u && Tc() !== u && Cc() !== u && Tc() !== u && (c2 = Es()) !== u && Tc() !== u && Ac() !== u ? (Du = t3, t3 = e3 = (function(r3, t4, e4) {
        return { column: t4, value: e4, table: r3 && r3[0], keyword: "values" };
      })(e3, o2, c2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)), t3;
    }
    function Ka() {
      var t3, e3, n2, o2, a2;
      return t3 = Mu, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "returning" === r2.substr(Mu, 9).toLowerCase() ? (e4 = r2.substr(Mu, 9), Mu += 9) : (e4 = u, 0 === Hu && Yu(nn));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t4, t4 = e4 = "RETURNING") : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && Tc() !== u ? ((n2 = Ta()) === u && (n2 = Ca()), n2 !== u ? (Du = t3, a2 = n2, t3 = e3 = { type: (o2 = e3) && o2.toLowerCase() || "returning", columns: "*" === a2 && [{ type: "expr", expr: { type: "column_ref", table: null, column: "*" }, as: null }] || a2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function za() {
      var r3, t3;
      return (r3 = (function() {
        var r4, t4;
        r4 = Mu, Ei() !== u && Tc() !== u && (t4 = (function() {
          var r5, t5, e3, n2, o2, a2, s2, i2;
          if (r5 = Mu, (t5 = ts()) !== u) {
            for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = ts()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = ts()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
            e3 !== u ? (Du = r5, t5 = T(t5, e3), r5 = t5) : (Mu = r5, r5 = u);
          } else Mu = r5, r5 = u;
          return r5;
        })()) !== u ? (Du = r4, r4 = { type: "values", values: t4 }) : (Mu = r4, r4 = u);
        return r4;
      })()) === u && (r3 = Mu, (t3 = Ju()) !== u && (Du = r3, t3 = t3.ast), r3 = t3), r3;
    }
    function Za() {
      var r3, t3, e3, n2, o2, a2, s2, i2, c2;
      if (r3 = Mu, vi() !== u) if (Tc() !== u) if ((t3 = Cc()) !== u) if (Tc() !== u) if ((e3 = Us()) !== u) {
        for (n2 = [], o2 = Mu, (a2 = Tc()) !== u && (s2 = wc()) !== u && (i2 = Tc()) !== u && (c2 = Us()) !== u ? o2 = a2 = [a2, s2, i2, c2] : (Mu = o2, o2 = u); o2 !== u; ) n2.push(o2), o2 = Mu, (a2 = Tc()) !== u && (s2 = wc()) !== u && (i2 = Tc()) !== u && (c2 = Us()) !== u ? o2 = a2 = [a2, s2, i2, c2] : (Mu = o2, o2 = u);
        n2 !== u && (o2 = Tc()) !== u && (a2 = Ac()) !== u ? (Du = r3, r3 = Zc(e3, n2)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      else Mu = r3, r3 = u;
      else Mu = r3, r3 = u;
      else Mu = r3, r3 = u;
      else Mu = r3, r3 = u;
      return r3 === u && (r3 = Mu, vi() !== u && Tc() !== u && (t3 = ts()) !== u ? (Du = r3, r3 = t3) : (Mu = r3, r3 = u)), r3;
    }
    function Ja() {
      var t3, e3, n2;
      return t3 = Mu, Ci() !== u && Tc() !== u ? ("duplicate" === r2.substr(Mu, 9).toLowerCase() ? (e3 = r2.substr(Mu, 9), Mu += 9) : (e3 = u, 0 === Hu && Yu(rt)), e3 !== u && Tc() !== u && vc() !== u && Tc() !== u && si() !== u && Tc() !== u && (n2 = Qa()) !== u ? (Du = t3, t3 = { keyword: "on duplicate key update", set: n2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function rs() {
      var t3, e3, n2, o2, a2, s2, i2;
      return t3 = Mu, (e3 = pi()) !== u ? (n2 = Mu, (o2 = Tc()) !== u && (a2 = Pi()) !== u && (s2 = Tc()) !== u ? ("abort" === r2.substr(Mu, 5).toLowerCase() ? (i2 = r2.substr(Mu, 5), Mu += 5) : (i2 = u, 0 === Hu && Yu(tt)), i2 === u && ("fail" === r2.substr(Mu, 4).toLowerCase() ? (i2 = r2.substr(Mu, 4), Mu += 4) : (i2 = u, 0 === Hu && Yu(et)), i2 === u && ("ignore" === r2.substr(Mu, 6).toLowerCase() ? (i2 = r2.substr(Mu, 6), Mu += 6) : (i2 = u, 0 === Hu && Yu(nt)), i2 === u && ("replace" === r2.substr(Mu, 7).toLowerCase() ? (i2 = r2.substr(Mu, 7), Mu += 7) : (i2 = u, 0 === Hu && Yu(ot)), i2 === u && ("rollback" === r2.substr(Mu, 8).toLowerCase() ? (i2 = r2.substr(Mu, 8), Mu += 8) : (i2 = u, 0 === Hu && Yu(ut)))))), i2 !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u)) : (Mu = n2, n2 = u), n2 === u && (n2 = null), n2 !== u ? (Du = t3, t3 = e3 = (function(r3) {
        const t4 = { type: "insert" };
        return r3 && 0 !== r3.length ? (t4.or = [{ type: "origin", value: "or" }, { type: "origin", value: r3[3] }], t4) : t4;
      })(n2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = Mu, "replace" === r2.substr(Mu, 7).toLowerCase() ? (e4 = r2.substr(Mu, 7), Mu += 7) : (e4 = u, 0 === Hu && Yu(ot));
        e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && (Du = t3, e3 = { type: "replace" }), t3 = e3), t3;
    }
    function ts() {
      var r3, t3;
      return r3 = Mu, Cc() !== u && Tc() !== u && (t3 = es()) !== u && Tc() !== u && Ac() !== u ? (Du = r3, r3 = t3) : (Mu = r3, r3 = u), r3;
    }
    function es() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = is()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = is()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = is()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
          const e4 = { type: "expr_list" };
          return e4.value = Zc(r4, t4), e4;
        })(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function ns() {
      var t3, e3, n2;
      return t3 = Mu, (function() {
        var t4, e4, n3, o2;
        t4 = Mu, "interval" === r2.substr(Mu, 8).toLowerCase() ? (e4 = r2.substr(Mu, 8), Mu += 8) : (e4 = u, 0 === Hu && Yu(ko));
        e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t4, t4 = e4 = "INTERVAL") : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u && (e3 = is()) !== u && Tc() !== u && (n2 = (function() {
        var t4;
        (t4 = (function() {
          var t5, e4, n3, o2;
          t5 = Mu, "year" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(Io));
          e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "YEAR") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var t5, e4, n3, o2;
          t5 = Mu, "month" === r2.substr(Mu, 5).toLowerCase() ? (e4 = r2.substr(Mu, 5), Mu += 5) : (e4 = u, 0 === Hu && Yu(No));
          e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "MONTH") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var t5, e4, n3, o2;
          t5 = Mu, "day" === r2.substr(Mu, 3).toLowerCase() ? (e4 = r2.substr(Mu, 3), Mu += 3) : (e4 = u, 0 === Hu && Yu(Oo));
          e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "DAY") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var t5, e4, n3, o2;
          t5 = Mu, "hour" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(Ro));
          e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "HOUR") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var t5, e4, n3, o2;
          t5 = Mu, "minute" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(Uo));
          e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "MINUTE") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var t5, e4, n3, o2;
          t5 = Mu, "second" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(Mo));
          e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "SECOND") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })());
        return t4;
      })()) !== u ? (Du = t3, t3 = { type: "interval", expr: e3, unit: n2.toLowerCase() }) : (Mu = t3, t3 = u), t3;
    }
    function os() {
      var r3, t3, e3, n2, o2, a2;
      if (r3 = Mu, (t3 = us()) !== u) if (Tc() !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = us()) !== u ? n2 = o2 = [o2, a2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = us()) !== u ? n2 = o2 = [o2, a2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = i(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      else Mu = r3, r3 = u;
      return r3;
    }
    function us() {
      var t3, e3, n2;
      return t3 = Mu, $i() !== u && Tc() !== u && (e3 = cs()) !== u && Tc() !== u && (function() {
        var t4, e4, n3, o2;
        t4 = Mu, "then" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(zn));
        e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u && (n2 = is()) !== u ? (Du = t3, t3 = { type: "when", cond: e3, result: n2 }) : (Mu = t3, t3 = u), t3;
    }
    function as() {
      var t3, e3;
      return t3 = Mu, (function() {
        var t4, e4, n2, o2;
        t4 = Mu, "else" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(Zn));
        e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t4 = e4 = [e4, n2] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u && (e3 = is()) !== u ? (Du = t3, t3 = { type: "else", result: e3 }) : (Mu = t3, t3 = u), t3;
    }
    function ss() {
      var r3;
      return (r3 = (function() {
        var r4, t3, e3, n2, o2, a2, s2, i2;
        if (r4 = Mu, (t3 = ls()) !== u) {
          for (e3 = [], n2 = Mu, (o2 = Sc()) !== u && (a2 = Pi()) !== u && (s2 = Tc()) !== u && (i2 = ls()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Sc()) !== u && (a2 = Pi()) !== u && (s2 = Tc()) !== u && (i2 = ls()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
          e3 !== u ? (Du = r4, t3 = at(t3, e3), r4 = t3) : (Mu = r4, r4 = u);
        } else Mu = r4, r4 = u;
        return r4;
      })()) === u && (r3 = (function() {
        var r4, t3, e3, n2, o2, a2;
        if (r4 = Mu, (t3 = ms()) !== u) {
          if (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = Cs()) !== u ? n2 = o2 = [o2, a2] : (Mu = n2, n2 = u), n2 !== u) for (; n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = Cs()) !== u ? n2 = o2 = [o2, a2] : (Mu = n2, n2 = u);
          else e3 = u;
          e3 !== u ? (Du = r4, t3 = Xc(t3, e3[0][1]), r4 = t3) : (Mu = r4, r4 = u);
        } else Mu = r4, r4 = u;
        return r4;
      })()), r3;
    }
    function is() {
      var r3;
      return (r3 = ss()) === u && (r3 = Ju()), r3;
    }
    function cs() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = is()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u ? ((a2 = Di()) === u && (a2 = Pi()) === u && (a2 = wc()), a2 !== u && (s2 = Tc()) !== u && (i2 = is()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u)) : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u ? ((a2 = Di()) === u && (a2 = Pi()) === u && (a2 = wc()), a2 !== u && (s2 = Tc()) !== u && (i2 = is()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u)) : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
          const e4 = t4.length;
          let n3 = r4, o3 = "";
          for (let r5 = 0; r5 < e4; ++r5) "," === t4[r5][1] ? (o3 = ",", Array.isArray(n3) || (n3 = [n3]), n3.push(t4[r5][3])) : n3 = Kc(t4[r5][1], n3, t4[r5][3]);
          if ("," === o3) {
            const r5 = { type: "expr_list" };
            return r5.value = n3, r5;
          }
          return n3;
        })(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function ls() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = fs()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Sc()) !== u && (a2 = Di()) !== u && (s2 = Tc()) !== u && (i2 = fs()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Sc()) !== u && (a2 = Di()) !== u && (s2 = Tc()) !== u && (i2 = fs()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = at(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function fs() {
      var t3, e3, n2, o2, a2;
      return (t3 = ps()) === u && (t3 = (function() {
        var r3, t4, e4;
        r3 = Mu, (t4 = (function() {
          var r4, t5, e5, n4, o4;
          r4 = Mu, t5 = Mu, (e5 = Mi()) !== u && (n4 = Tc()) !== u && (o4 = Ui()) !== u ? t5 = e5 = [e5, n4, o4] : (Mu = t5, t5 = u);
          t5 !== u && (Du = r4, t5 = it(t5));
          (r4 = t5) === u && (r4 = Ui());
          return r4;
        })()) !== u && Tc() !== u && Cc() !== u && Tc() !== u && (e4 = Ju()) !== u && Tc() !== u && Ac() !== u ? (Du = r3, n3 = t4, (o3 = e4).parentheses = true, t4 = Xc(n3, o3), r3 = t4) : (Mu = r3, r3 = u);
        var n3, o3;
        return r3;
      })()) === u && (t3 = Mu, (e3 = Mi()) === u && (e3 = Mu, 33 === r2.charCodeAt(Mu) ? (n2 = "!", Mu++) : (n2 = u, 0 === Hu && Yu(st)), n2 !== u ? (o2 = Mu, Hu++, 61 === r2.charCodeAt(Mu) ? (a2 = "=", Mu++) : (a2 = u, 0 === Hu && Yu(Jr)), Hu--, a2 === u ? o2 = void 0 : (Mu = o2, o2 = u), o2 !== u ? e3 = n2 = [n2, o2] : (Mu = e3, e3 = u)) : (Mu = e3, e3 = u)), e3 !== u && (n2 = Tc()) !== u && (o2 = fs()) !== u ? (Du = t3, t3 = e3 = Xc("NOT", o2)) : (Mu = t3, t3 = u)), t3;
    }
    function ps() {
      var t3, e3, n2, o2, a2;
      return t3 = Mu, (e3 = hs()) !== u && Tc() !== u ? ((n2 = (function() {
        var t4;
        (t4 = (function() {
          var r3, t5, e4, n3, o3, a3, s2;
          r3 = Mu, t5 = [], e4 = Mu, (n3 = Tc()) !== u && (o3 = bs()) !== u && (a3 = Tc()) !== u && (s2 = hs()) !== u ? e4 = n3 = [n3, o3, a3, s2] : (Mu = e4, e4 = u);
          if (e4 !== u) for (; e4 !== u; ) t5.push(e4), e4 = Mu, (n3 = Tc()) !== u && (o3 = bs()) !== u && (a3 = Tc()) !== u && (s2 = hs()) !== u ? e4 = n3 = [n3, o3, a3, s2] : (Mu = e4, e4 = u);
          else t5 = u;
          t5 !== u && (Du = r3, t5 = { type: "arithmetic", tail: t5 });
          return r3 = t5;
        })()) === u && (t4 = ds()) === u && (t4 = (function() {
          var r3, t5, e4, n3;
          r3 = Mu, (t5 = (function() {
            var r4, t6, e5, n4, o3;
            r4 = Mu, t6 = Mu, (e5 = Mi()) !== u && (n4 = Tc()) !== u && (o3 = Ii()) !== u ? t6 = e5 = [e5, n4, o3] : (Mu = t6, t6 = u);
            t6 !== u && (Du = r4, t6 = it(t6));
            (r4 = t6) === u && (r4 = Ii());
            return r4;
          })()) !== u && Tc() !== u && (e4 = hs()) !== u && Tc() !== u && Di() !== u && Tc() !== u && (n3 = hs()) !== u ? (Du = r3, r3 = t5 = { op: t5, right: { type: "expr_list", value: [e4, n3] } }) : (Mu = r3, r3 = u);
          return r3;
        })()) === u && (t4 = (function() {
          var r3, t5, e4, n3, o3;
          r3 = Mu, (t5 = Oi()) !== u && (e4 = Tc()) !== u && (n3 = hs()) !== u ? (Du = r3, r3 = t5 = { op: "IS", right: n3 }) : (Mu = r3, r3 = u);
          r3 === u && (r3 = Mu, t5 = Mu, (e4 = Oi()) !== u && (n3 = Tc()) !== u && (o3 = Mi()) !== u ? t5 = e4 = [e4, n3, o3] : (Mu = t5, t5 = u), t5 !== u && (e4 = Tc()) !== u && (n3 = hs()) !== u ? (Du = r3, t5 = /* @__PURE__ */ (function(r4) {
            return { op: "IS NOT", right: r4 };
          })(n3), r3 = t5) : (Mu = r3, r3 = u));
          return r3;
        })()) === u && (t4 = ys()) === u && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, (e4 = (function() {
            var t6, e5, n4;
            t6 = Mu, (e5 = Mi()) === u && (e5 = null);
            e5 !== u && Tc() !== u ? ((n4 = (function() {
              var t7, e6, n5, o5;
              t7 = Mu, "regexp" === r2.substr(Mu, 6).toLowerCase() ? (e6 = r2.substr(Mu, 6), Mu += 6) : (e6 = u, 0 === Hu && Yu(Pn));
              e6 !== u ? (n5 = Mu, Hu++, o5 = Ms(), Hu--, o5 === u ? n5 = void 0 : (Mu = n5, n5 = u), n5 !== u ? (Du = t7, t7 = e6 = "REGEXP") : (Mu = t7, t7 = u)) : (Mu = t7, t7 = u);
              return t7;
            })()) === u && (n4 = (function() {
              var t7, e6, n5, o5;
              t7 = Mu, "rlike" === r2.substr(Mu, 5).toLowerCase() ? (e6 = r2.substr(Mu, 5), Mu += 5) : (e6 = u, 0 === Hu && Yu(Dn));
              e6 !== u ? (n5 = Mu, Hu++, o5 = Ms(), Hu--, o5 === u ? n5 = void 0 : (Mu = n5, n5 = u), n5 !== u ? (Du = t7, t7 = e6 = "RLIKE") : (Mu = t7, t7 = u)) : (Mu = t7, t7 = u);
              return t7;
            })()), n4 !== u ? (Du = t6, a4 = n4, t6 = e5 = (o4 = e5) ? `${o4} ${a4}` : a4) : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u);
            var o4, a4;
            return t6;
          })()) !== u && Tc() !== u ? ("binary" === r2.substr(Mu, 6).toLowerCase() ? (n3 = r2.substr(Mu, 6), Mu += 6) : (n3 = u, 0 === Hu && Yu(Dr)), n3 === u && (n3 = null), n3 !== u && Tc() !== u ? ((o3 = Bs()) === u && (o3 = Ys()) === u && (o3 = Es()), o3 !== u ? (Du = t5, a3 = e4, t5 = e4 = { op: (s2 = n3) ? `${a3} ${s2}` : a3, right: o3 }) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          var a3, s2;
          t5 === u && (t5 = Mu, "glob" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(ht)), e4 !== u && Tc() !== u && (n3 = Ys()) !== u ? (Du = t5, e4 = /* @__PURE__ */ (function(r3) {
            return { op: "GLOB", right: r3 };
          })(n3), t5 = e4) : (Mu = t5, t5 = u));
          return t5;
        })());
        return t4;
      })()) === u && (n2 = null), n2 !== u ? (Du = t3, o2 = e3, t3 = e3 = null === (a2 = n2) ? o2 : "arithmetic" === a2.type ? Jc(o2, a2.tail) : Kc(a2.op, o2, a2.right)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Ys()) === u && (t3 = Es()), t3;
    }
    function bs() {
      var t3;
      return ">=" === r2.substr(Mu, 2) ? (t3 = ">=", Mu += 2) : (t3 = u, 0 === Hu && Yu(ct)), t3 === u && (62 === r2.charCodeAt(Mu) ? (t3 = ">", Mu++) : (t3 = u, 0 === Hu && Yu(lt)), t3 === u && ("<=" === r2.substr(Mu, 2) ? (t3 = "<=", Mu += 2) : (t3 = u, 0 === Hu && Yu(ft)), t3 === u && ("<>" === r2.substr(Mu, 2) ? (t3 = "<>", Mu += 2) : (t3 = u, 0 === Hu && Yu(pt)), t3 === u && (60 === r2.charCodeAt(Mu) ? (t3 = "<", Mu++) : (t3 = u, 0 === Hu && Yu(bt)), t3 === u && ("==" === r2.substr(Mu, 2) ? (t3 = "==", Mu += 2) : (t3 = u, 0 === Hu && Yu(vt)), t3 === u && (61 === r2.charCodeAt(Mu) ? (t3 = "=", Mu++) : (t3 = u, 0 === Hu && Yu(Jr)), t3 === u && ("!=" === r2.substr(Mu, 2) ? (t3 = "!=", Mu += 2) : (t3 = u, 0 === Hu && Yu(yt))))))))), t3;
    }
    function vs() {
      var r3, t3, e3, n2, o2;
      return r3 = Mu, t3 = Mu, (e3 = Mi()) !== u && (n2 = Tc()) !== u && (o2 = Ni()) !== u ? t3 = e3 = [e3, n2, o2] : (Mu = t3, t3 = u), t3 !== u && (Du = r3, t3 = it(t3)), (r3 = t3) === u && (r3 = Ni()), r3;
    }
    function ys() {
      var t3, e3, n2, o2, a2, s2, i2;
      return t3 = Mu, (e3 = (function() {
        var r3, t4, e4, n3, o3;
        return r3 = Mu, t4 = Mu, (e4 = Mi()) !== u && (n3 = Tc()) !== u && (o3 = Ri()) !== u ? t4 = e4 = [e4, n3, o3] : (Mu = t4, t4 = u), t4 !== u && (Du = r3, t4 = it(t4)), (r3 = t4) === u && (r3 = Ri()), r3;
      })()) !== u && Tc() !== u ? ((n2 = ps()) === u && (n2 = qs()), n2 !== u && Tc() !== u ? ((o2 = (function() {
        var t4, e4, n3;
        return t4 = Mu, "escape" === r2.substr(Mu, 6).toLowerCase() ? (e4 = r2.substr(Mu, 6), Mu += 6) : (e4 = u, 0 === Hu && Yu(dt)), e4 !== u && Tc() !== u && (n3 = Ys()) !== u ? (Du = t4, t4 = e4 = { type: "ESCAPE", value: n3 }) : (Mu = t4, t4 = u), t4;
      })()) === u && (o2 = null), o2 !== u ? (Du = t3, a2 = e3, s2 = n2, (i2 = o2) && (s2.escape = i2), t3 = e3 = { op: a2, right: s2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ds() {
      var r3, t3, e3, n2;
      return r3 = Mu, (t3 = vs()) !== u && Tc() !== u && (e3 = Cc()) !== u && Tc() !== u && (n2 = es()) !== u && Tc() !== u && Ac() !== u ? (Du = r3, r3 = t3 = { op: t3, right: n2 }) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, (t3 = vs()) !== u && Tc() !== u ? ((e3 = Gc()) === u && (e3 = Ys()) === u && (e3 = Bs()), e3 !== u ? (Du = r3, r3 = t3 = /* @__PURE__ */ (function(r4, t4) {
        return { op: r4, right: t4 };
      })(t3, e3)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)), r3;
    }
    function hs() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = ws()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = ms()) !== u && (s2 = Tc()) !== u && (i2 = ws()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = ms()) !== u && (s2 = Tc()) !== u && (i2 = ws()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
          if (t4 && t4.length && "column_ref" === r4.type && "*" === r4.column) throw new Error(JSON.stringify({ message: "args could not be star column in additive expr", ...Qc() }));
          return Jc(r4, t4);
        })(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function ms() {
      var t3;
      return 43 === r2.charCodeAt(Mu) ? (t3 = "+", Mu++) : (t3 = u, 0 === Hu && Yu(mt)), t3 === u && (45 === r2.charCodeAt(Mu) ? (t3 = "-", Mu++) : (t3 = u, 0 === Hu && Yu(wt))), t3;
    }
    function ws() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = As()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u ? ((a2 = Ls()) === u && (a2 = _c()), a2 !== u && (s2 = Tc()) !== u && (i2 = As()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u)) : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u ? ((a2 = Ls()) === u && (a2 = _c()), a2 !== u && (s2 = Tc()) !== u && (i2 = As()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u)) : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = Jc(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Ls() {
      var t3;
      return 42 === r2.charCodeAt(Mu) ? (t3 = "*", Mu++) : (t3 = u, 0 === Hu && Yu(Lt)), t3 === u && (47 === r2.charCodeAt(Mu) ? (t3 = "/", Mu++) : (t3 = u, 0 === Hu && Yu(Ct)), t3 === u && (37 === r2.charCodeAt(Mu) ? (t3 = "%", Mu++) : (t3 = u, 0 === Hu && Yu(At)), t3 === u && ("||" === r2.substr(Mu, 2) ? (t3 = "||", Mu += 2) : (t3 = u, 0 === Hu && Yu(Et)), t3 === u && (38 === r2.charCodeAt(Mu) ? (t3 = "&", Mu++) : (t3 = u, 0 === Hu && Yu(gt)), t3 === u && (">>" === r2.substr(Mu, 2) ? (t3 = ">>", Mu += 2) : (t3 = u, 0 === Hu && Yu(jt)), t3 === u && ("<<" === r2.substr(Mu, 2) ? (t3 = "<<", Mu += 2) : (t3 = u, 0 === Hu && Yu(_t)), t3 === u && (94 === r2.charCodeAt(Mu) ? (t3 = "^", Mu++) : (t3 = u, 0 === Hu && Yu(Tt)), t3 === u && (124 === r2.charCodeAt(Mu) ? (t3 = "|", Mu++) : (t3 = u, 0 === Hu && Yu(St)))))))))), t3;
    }
    function Cs() {
      var t3, e3, n2, o2;
      return (t3 = (function() {
        var t4, e4, n3, o3, a2, s2, i2;
        t4 = Mu, (e4 = Bi()) !== u && Tc() !== u && Cc() !== u && Tc() !== u && (n3 = is()) !== u && Tc() !== u && hi() !== u && Tc() !== u && (o3 = Wc()) !== u && Tc() !== u && (a2 = Ac()) !== u ? (Du = t4, c2 = n3, l2 = o3, e4 = { type: "cast", keyword: e4.toLowerCase(), expr: c2, symbol: "as", target: [l2] }, t4 = e4) : (Mu = t4, t4 = u);
        var c2, l2;
        t4 === u && (t4 = Mu, (e4 = Bi()) !== u && Tc() !== u && Cc() !== u && Tc() !== u && (n3 = is()) !== u && Tc() !== u && hi() !== u && Tc() !== u && (o3 = Yi()) !== u && Tc() !== u && (a2 = Cc()) !== u && Tc() !== u && (s2 = zs()) !== u && Tc() !== u && Ac() !== u && Tc() !== u && (i2 = Ac()) !== u ? (Du = t4, e4 = (function(r3, t5, e5) {
          return { type: "cast", keyword: r3.toLowerCase(), expr: t5, symbol: "as", target: [{ dataType: "DECIMAL(" + e5 + ")" }] };
        })(e4, n3, s2), t4 = e4) : (Mu = t4, t4 = u), t4 === u && (t4 = Mu, (e4 = Bi()) !== u && Tc() !== u && Cc() !== u && Tc() !== u && (n3 = is()) !== u && Tc() !== u && hi() !== u && Tc() !== u && (o3 = Yi()) !== u && Tc() !== u && (a2 = Cc()) !== u && Tc() !== u && (s2 = zs()) !== u && Tc() !== u && wc() !== u && Tc() !== u && (i2 = zs()) !== u && Tc() !== u && Ac() !== u && Tc() !== u && Ac() !== u ? (Du = t4, e4 = (function(r3, t5, e5, n4) {
          return { type: "cast", keyword: r3.toLowerCase(), expr: t5, symbol: "as", target: [{ dataType: "DECIMAL(" + e5 + ", " + n4 + ")" }] };
        })(e4, n3, s2, i2), t4 = e4) : (Mu = t4, t4 = u), t4 === u && (t4 = Mu, (e4 = Bi()) !== u && Tc() !== u && Cc() !== u && Tc() !== u && (n3 = is()) !== u && Tc() !== u && hi() !== u && Tc() !== u && (o3 = (function() {
          var t5;
          (t5 = (function() {
            var t6, e5, n4, o4;
            t6 = Mu, "signed" === r2.substr(Mu, 6).toLowerCase() ? (e5 = r2.substr(Mu, 6), Mu += 6) : (e5 = u, 0 === Hu && Yu(uo));
            e5 !== u ? (n4 = Mu, Hu++, o4 = Ms(), Hu--, o4 === u ? n4 = void 0 : (Mu = n4, n4 = u), n4 !== u ? (Du = t6, t6 = e5 = "SIGNED") : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u);
            return t6;
          })()) === u && (t5 = Vi());
          return t5;
        })()) !== u && Tc() !== u ? ((a2 = Xi()) === u && (a2 = null), a2 !== u && Tc() !== u && (s2 = Ac()) !== u ? (Du = t4, e4 = (function(r3, t5, e5, n4) {
          return { type: "cast", keyword: r3.toLowerCase(), expr: t5, symbol: "as", target: [{ dataType: e5 + (n4 ? " " + n4 : "") }] };
        })(e4, n3, o3, a2), t4 = e4) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u))));
        return t4;
      })()) === u && (t3 = qs()) === u && (t3 = ns()) === u && (t3 = (function() {
        var t4;
        (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, (e4 = (function() {
            var t6, e5, n4, o4;
            t6 = Mu, "count" === r2.substr(Mu, 5).toLowerCase() ? (e5 = r2.substr(Mu, 5), Mu += 5) : (e5 = u, 0 === Hu && Yu(Bn));
            e5 !== u ? (n4 = Mu, Hu++, o4 = Ms(), Hu--, o4 === u ? n4 = void 0 : (Mu = n4, n4 = u), n4 !== u ? (Du = t6, t6 = e5 = "COUNT") : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u);
            return t6;
          })()) === u && (e4 = (function() {
            var t6, e5, n4, o4;
            t6 = Mu, "group_concat" === r2.substr(Mu, 12).toLowerCase() ? (e5 = r2.substr(Mu, 12), Mu += 12) : (e5 = u, 0 === Hu && Yu(Gn));
            e5 !== u ? (n4 = Mu, Hu++, o4 = Ms(), Hu--, o4 === u ? n4 = void 0 : (Mu = n4, n4 = u), n4 !== u ? (Du = t6, t6 = e5 = "GROUP_CONCAT") : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u);
            return t6;
          })());
          e4 !== u && Tc() !== u && Cc() !== u && Tc() !== u && (n3 = (function() {
            var t6, e5, n4, o4, a2, s2, i2, c2, l2, f2;
            t6 = Mu, (e5 = (function() {
              var t7, e6;
              t7 = Mu, 42 === r2.charCodeAt(Mu) ? (e6 = "*", Mu++) : (e6 = u, 0 === Hu && Yu(Lt));
              e6 !== u && (Du = t7, e6 = { type: "star", value: "*" });
              return t7 = e6;
            })()) !== u && (Du = t6, e5 = { expr: e5 });
            if ((t6 = e5) === u) {
              if (t6 = Mu, (e5 = ki()) === u && (e5 = null), e5 !== u) if (Tc() !== u) if ((n4 = Cc()) !== u) if (Tc() !== u) if ((o4 = is()) !== u) if (Tc() !== u) if (Ac() !== u) {
                for (a2 = [], s2 = Mu, (i2 = Tc()) !== u ? ((c2 = Di()) === u && (c2 = Pi()), c2 !== u && (l2 = Tc()) !== u && (f2 = is()) !== u ? s2 = i2 = [i2, c2, l2, f2] : (Mu = s2, s2 = u)) : (Mu = s2, s2 = u); s2 !== u; ) a2.push(s2), s2 = Mu, (i2 = Tc()) !== u ? ((c2 = Di()) === u && (c2 = Pi()), c2 !== u && (l2 = Tc()) !== u && (f2 = is()) !== u ? s2 = i2 = [i2, c2, l2, f2] : (Mu = s2, s2 = u)) : (Mu = s2, s2 = u);
                a2 !== u && (s2 = Tc()) !== u ? ((i2 = qa()) === u && (i2 = null), i2 !== u ? (Du = t6, e5 = (function(r3, t7, e6, n5) {
                  const o5 = e6.length;
                  let u2 = t7;
                  u2.parentheses = true;
                  for (let r4 = 0; r4 < o5; ++r4) u2 = Kc(e6[r4][1], u2, e6[r4][3]);
                  return { distinct: r3, expr: u2, orderby: n5 };
                })(e5, o4, a2, i2), t6 = e5) : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u);
              } else Mu = t6, t6 = u;
              else Mu = t6, t6 = u;
              else Mu = t6, t6 = u;
              else Mu = t6, t6 = u;
              else Mu = t6, t6 = u;
              else Mu = t6, t6 = u;
              else Mu = t6, t6 = u;
              t6 === u && (t6 = Mu, (e5 = ki()) === u && (e5 = null), e5 !== u && Tc() !== u && (n4 = $a()) !== u && Tc() !== u ? ((o4 = qa()) === u && (o4 = null), o4 !== u ? (Du = t6, t6 = e5 = { distinct: e5, expr: n4, orderby: o4 }) : (Mu = t6, t6 = u)) : (Mu = t6, t6 = u));
            }
            return t6;
          })()) !== u && Tc() !== u && Ac() !== u && Tc() !== u ? ((o3 = Hs()) === u && (o3 = null), o3 !== u ? (Du = t5, t5 = e4 = { type: "aggr_func", name: e4, args: n3, over: o3 }) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, (e4 = (function() {
            var t6;
            (t6 = (function() {
              var t7, e5, n4, o4;
              t7 = Mu, "sum" === r2.substr(Mu, 3).toLowerCase() ? (e5 = r2.substr(Mu, 3), Mu += 3) : (e5 = u, 0 === Hu && Yu(Yn));
              e5 !== u ? (n4 = Mu, Hu++, o4 = Ms(), Hu--, o4 === u ? n4 = void 0 : (Mu = n4, n4 = u), n4 !== u ? (Du = t7, t7 = e5 = "SUM") : (Mu = t7, t7 = u)) : (Mu = t7, t7 = u);
              return t7;
            })()) === u && (t6 = (function() {
              var t7, e5, n4, o4;
              t7 = Mu, "max" === r2.substr(Mu, 3).toLowerCase() ? (e5 = r2.substr(Mu, 3), Mu += 3) : (e5 = u, 0 === Hu && Yu(qn));
              e5 !== u ? (n4 = Mu, Hu++, o4 = Ms(), Hu--, o4 === u ? n4 = void 0 : (Mu = n4, n4 = u), n4 !== u ? (Du = t7, t7 = e5 = "MAX") : (Mu = t7, t7 = u)) : (Mu = t7, t7 = u);
              return t7;
            })()) === u && (t6 = (function() {
              var t7, e5, n4, o4;
              t7 = Mu, "min" === r2.substr(Mu, 3).toLowerCase() ? (e5 = r2.substr(Mu, 3), Mu += 3) : (e5 = u, 0 === Hu && Yu(Wn));
              e5 !== u ? (n4 = Mu, Hu++, o4 = Ms(), Hu--, o4 === u ? n4 = void 0 : (Mu = n4, n4 = u), n4 !== u ? (Du = t7, t7 = e5 = "MIN") : (Mu = t7, t7 = u)) : (Mu = t7, t7 = u);
              return t7;
            })()) === u && (t6 = (function() {
              var t7, e5, n4, o4;
              t7 = Mu, "avg" === r2.substr(Mu, 3).toLowerCase() ? (e5 = r2.substr(Mu, 3), Mu += 3) : (e5 = u, 0 === Hu && Yu(Vn));
              e5 !== u ? (n4 = Mu, Hu++, o4 = Ms(), Hu--, o4 === u ? n4 = void 0 : (Mu = n4, n4 = u), n4 !== u ? (Du = t7, t7 = e5 = "AVG") : (Mu = t7, t7 = u)) : (Mu = t7, t7 = u);
              return t7;
            })());
            return t6;
          })()) !== u && Tc() !== u && Cc() !== u && Tc() !== u && (n3 = hs()) !== u && Tc() !== u && Ac() !== u && Tc() !== u ? ((o3 = Hs()) === u && (o3 = null), o3 !== u ? (Du = t5, e4 = { type: "aggr_func", name: e4, args: { expr: n3 }, over: o3, ...Qc() }, t5 = e4) : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })());
        return t4;
      })()) === u && (t3 = Bs()) === u && (t3 = (function() {
        var r3, t4, e4, n3, o3, a2, s2, i2;
        return r3 = Mu, Fi() !== u && Tc() !== u && (t4 = os()) !== u && Tc() !== u ? ((e4 = as()) === u && (e4 = null), e4 !== u && Tc() !== u && (n3 = Hi()) !== u && Tc() !== u ? ((o3 = Fi()) === u && (o3 = null), o3 !== u ? (Du = r3, s2 = t4, (i2 = e4) && s2.push(i2), r3 = { type: "case", expr: null, args: s2 }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, Fi() !== u && Tc() !== u && (t4 = is()) !== u && Tc() !== u && (e4 = os()) !== u && Tc() !== u ? ((n3 = as()) === u && (n3 = null), n3 !== u && Tc() !== u && (o3 = Hi()) !== u && Tc() !== u ? ((a2 = Fi()) === u && (a2 = null), a2 !== u ? (Du = r3, r3 = (function(r4, t5, e5) {
          return e5 && t5.push(e5), { type: "case", expr: r4, args: t5 };
        })(t4, e4, n3)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)), r3;
      })()) === u && (t3 = Es()) === u && (t3 = Fs()) === u && (t3 = Mu, Cc() !== u && (e3 = Tc()) !== u && (n2 = cs()) !== u && Tc() !== u && Ac() !== u ? (Du = t3, (o2 = n2).parentheses = true, t3 = o2) : (Mu = t3, t3 = u), t3 === u && (t3 = Gc()) === u && (t3 = Mu, Tc() !== u ? (63 === r2.charCodeAt(Mu) ? (e3 = "?", Mu++) : (e3 = u, 0 === Hu && Yu(xt)), e3 !== u ? (Du = t3, t3 = { type: "origin", value: e3 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u))), t3;
    }
    function As() {
      var t3, e3, n2, o2, a2;
      return (t3 = (function() {
        var t4, e4, n3, o3, a3, s2, i2, c2;
        if (t4 = Mu, (e4 = Cs()) !== u) if (Tc() !== u) {
          for (n3 = [], o3 = Mu, (a3 = Tc()) !== u ? ("?|" === r2.substr(Mu, 2) ? (s2 = "?|", Mu += 2) : (s2 = u, 0 === Hu && Yu(It)), s2 === u && ("?&" === r2.substr(Mu, 2) ? (s2 = "?&", Mu += 2) : (s2 = u, 0 === Hu && Yu(Nt)), s2 === u && (63 === r2.charCodeAt(Mu) ? (s2 = "?", Mu++) : (s2 = u, 0 === Hu && Yu(xt)), s2 === u && ("#-" === r2.substr(Mu, 2) ? (s2 = "#-", Mu += 2) : (s2 = u, 0 === Hu && Yu(Ot)), s2 === u && ("#>>" === r2.substr(Mu, 3) ? (s2 = "#>>", Mu += 3) : (s2 = u, 0 === Hu && Yu(Rt)), s2 === u && ("#>" === r2.substr(Mu, 2) ? (s2 = "#>", Mu += 2) : (s2 = u, 0 === Hu && Yu(Ut)), s2 === u && (s2 = jc()) === u && (s2 = gc()) === u && ("@>" === r2.substr(Mu, 2) ? (s2 = "@>", Mu += 2) : (s2 = u, 0 === Hu && Yu(Mt)), s2 === u && ("<@" === r2.substr(Mu, 2) ? (s2 = "<@", Mu += 2) : (s2 = u, 0 === Hu && Yu(Dt))))))))), s2 !== u && (i2 = Tc()) !== u && (c2 = Cs()) !== u ? o3 = a3 = [a3, s2, i2, c2] : (Mu = o3, o3 = u)) : (Mu = o3, o3 = u); o3 !== u; ) n3.push(o3), o3 = Mu, (a3 = Tc()) !== u ? ("?|" === r2.substr(Mu, 2) ? (s2 = "?|", Mu += 2) : (s2 = u, 0 === Hu && Yu(It)), s2 === u && ("?&" === r2.substr(Mu, 2) ? (s2 = "?&", Mu += 2) : (s2 = u, 0 === Hu && Yu(Nt)), s2 === u && (63 === r2.charCodeAt(Mu) ? (s2 = "?", Mu++) : (s2 = u, 0 === Hu && Yu(xt)), s2 === u && ("#-" === r2.substr(Mu, 2) ? (s2 = "#-", Mu += 2) : (s2 = u, 0 === Hu && Yu(Ot)), s2 === u && ("#>>" === r2.substr(Mu, 3) ? (s2 = "#>>", Mu += 3) : (s2 = u, 0 === Hu && Yu(Rt)), s2 === u && ("#>" === r2.substr(Mu, 2) ? (s2 = "#>", Mu += 2) : (s2 = u, 0 === Hu && Yu(Ut)), s2 === u && (s2 = jc()) === u && (s2 = gc()) === u && ("@>" === r2.substr(Mu, 2) ? (s2 = "@>", Mu += 2) : (s2 = u, 0 === Hu && Yu(Mt)), s2 === u && ("<@" === r2.substr(Mu, 2) ? (s2 = "<@", Mu += 2) : (s2 = u, 0 === Hu && Yu(Dt))))))))), s2 !== u && (i2 = Tc()) !== u && (c2 = Cs()) !== u ? o3 = a3 = [a3, s2, i2, c2] : (Mu = o3, o3 = u)) : (Mu = o3, o3 = u);
          n3 !== u ? (Du = t4, l2 = e4, e4 = (f2 = n3) && 0 !== f2.length ? Jc(l2, f2) : l2, t4 = e4) : (Mu = t4, t4 = u);
        } else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        var l2, f2;
        return t4;
      })()) === u && (t3 = Mu, (e3 = (function() {
        var t4;
        33 === r2.charCodeAt(Mu) ? (t4 = "!", Mu++) : (t4 = u, 0 === Hu && Yu(st));
        t4 === u && (45 === r2.charCodeAt(Mu) ? (t4 = "-", Mu++) : (t4 = u, 0 === Hu && Yu(wt)), t4 === u && (43 === r2.charCodeAt(Mu) ? (t4 = "+", Mu++) : (t4 = u, 0 === Hu && Yu(mt)), t4 === u && (126 === r2.charCodeAt(Mu) ? (t4 = "~", Mu++) : (t4 = u, 0 === Hu && Yu(kt)))));
        return t4;
      })()) !== u ? (n2 = Mu, (o2 = Tc()) !== u && (a2 = As()) !== u ? n2 = o2 = [o2, a2] : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = Xc(e3, n2[1])) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)), t3;
    }
    function Es() {
      var r3, t3, e3, n2, o2, a2, s2, i2, c2, l2, f2, p2;
      return r3 = Mu, (t3 = _s()) !== u && (e3 = Tc()) !== u && (n2 = mc()) !== u && (o2 = Tc()) !== u && (a2 = Ns()) !== u ? (s2 = Mu, (i2 = Tc()) !== u && (c2 = sa()) !== u ? s2 = i2 = [i2, c2] : (Mu = s2, s2 = u), s2 === u && (s2 = null), s2 !== u ? (Du = r3, l2 = t3, f2 = a2, p2 = s2, ol.add(`select::${l2}::${f2}`), r3 = t3 = { type: "column_ref", table: l2, column: f2, collate: p2 && p2[1] }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, (t3 = Os()) !== u ? (e3 = Mu, (n2 = Tc()) !== u && (o2 = sa()) !== u ? e3 = n2 = [n2, o2] : (Mu = e3, e3 = u), e3 === u && (e3 = null), e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
        return ol.add("select::null::" + r4), { type: "column_ref", table: null, column: r4, collate: t4 && t4[1] };
      })(t3, e3)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u)), r3;
    }
    function gs() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = Os()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Os()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Os()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = T(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function js() {
      var r3, t3;
      return r3 = Mu, (t3 = Us()) !== u && (Du = r3, t3 = { type: "default", value: t3 }), (r3 = t3) === u && (r3 = Ts()), r3;
    }
    function _s() {
      var r3, t3;
      return r3 = Mu, (t3 = Us()) !== u ? (Du = Mu, (Pt(t3) ? u : void 0) !== u ? (Du = r3, r3 = t3 = t3) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, (t3 = Ss()) !== u && (Du = r3, t3 = t3), r3 = t3), r3;
    }
    function Ts() {
      var r3;
      return (r3 = xs()) === u && (r3 = ks()) === u && (r3 = Is()), r3;
    }
    function Ss() {
      var r3, t3;
      return r3 = Mu, (t3 = xs()) === u && (t3 = ks()) === u && (t3 = Is()), t3 !== u && (Du = r3, t3 = t3.value), r3 = t3;
    }
    function xs() {
      var t3, e3, n2, o2;
      if (t3 = Mu, 34 === r2.charCodeAt(Mu) ? (e3 = '"', Mu++) : (e3 = u, 0 === Hu && Yu(Ft)), e3 !== u) {
        if (n2 = [], $t.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(Ht)), o2 !== u) for (; o2 !== u; ) n2.push(o2), $t.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(Ht));
        else n2 = u;
        n2 !== u ? (34 === r2.charCodeAt(Mu) ? (o2 = '"', Mu++) : (o2 = u, 0 === Hu && Yu(Ft)), o2 !== u ? (Du = t3, t3 = e3 = { type: "double_quote_string", value: n2.join("") }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u);
      } else Mu = t3, t3 = u;
      return t3;
    }
    function ks() {
      var t3, e3, n2, o2;
      if (t3 = Mu, 39 === r2.charCodeAt(Mu) ? (e3 = "'", Mu++) : (e3 = u, 0 === Hu && Yu(_r)), e3 !== u) {
        if (n2 = [], Bt.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(Gt)), o2 !== u) for (; o2 !== u; ) n2.push(o2), Bt.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(Gt));
        else n2 = u;
        n2 !== u ? (39 === r2.charCodeAt(Mu) ? (o2 = "'", Mu++) : (o2 = u, 0 === Hu && Yu(_r)), o2 !== u ? (Du = t3, t3 = e3 = { type: "single_quote_string", value: n2.join("") }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u);
      } else Mu = t3, t3 = u;
      return t3;
    }
    function Is() {
      var t3, e3, n2, o2;
      if (t3 = Mu, 96 === r2.charCodeAt(Mu) ? (e3 = "`", Mu++) : (e3 = u, 0 === Hu && Yu(qt)), e3 !== u) {
        if (n2 = [], Wt.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(Yt)), o2 !== u) for (; o2 !== u; ) n2.push(o2), Wt.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(Yt));
        else n2 = u;
        n2 !== u ? (96 === r2.charCodeAt(Mu) ? (o2 = "`", Mu++) : (o2 = u, 0 === Hu && Yu(qt)), o2 !== u ? (Du = t3, t3 = e3 = { type: "backticks_quote_string", value: n2.join("") }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u);
      } else Mu = t3, t3 = u;
      return t3;
    }
    function Ns() {
      var r3, t3;
      return r3 = Mu, (t3 = Rs()) !== u && (Du = r3, t3 = t3), (r3 = t3) === u && (r3 = Ss()), r3;
    }
    function Os() {
      var r3, t3;
      return r3 = Mu, (t3 = Rs()) !== u ? (Du = Mu, (Pt(t3) ? u : void 0) !== u ? (Du = r3, r3 = t3 = t3) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3 === u && (r3 = Ss()), r3;
    }
    function Rs() {
      var r3, t3, e3, n2;
      if (r3 = Mu, (t3 = Ms()) !== u) {
        for (e3 = [], n2 = Ps(); n2 !== u; ) e3.push(n2), n2 = Ps();
        e3 !== u ? (Du = r3, r3 = t3 = Vt(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Us() {
      var r3, t3, e3, n2;
      if (r3 = Mu, (t3 = Ms()) !== u) {
        for (e3 = [], n2 = Ds(); n2 !== u; ) e3.push(n2), n2 = Ds();
        e3 !== u ? (Du = r3, r3 = t3 = Vt(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Ms() {
      var t3;
      return Qt.test(r2.charAt(Mu)) ? (t3 = r2.charAt(Mu), Mu++) : (t3 = u, 0 === Hu && Yu(Xt)), t3;
    }
    function Ds() {
      var t3;
      return Kt.test(r2.charAt(Mu)) ? (t3 = r2.charAt(Mu), Mu++) : (t3 = u, 0 === Hu && Yu(zt)), t3;
    }
    function Ps() {
      var t3;
      return Zt.test(r2.charAt(Mu)) ? (t3 = r2.charAt(Mu), Mu++) : (t3 = u, 0 === Hu && Yu(Jt)), t3;
    }
    function Fs() {
      var t3, e3, n2, o2;
      return t3 = Mu, e3 = Mu, 58 === r2.charCodeAt(Mu) ? (n2 = ":", Mu++) : (n2 = u, 0 === Hu && Yu(re)), n2 !== u && (o2 = Us()) !== u ? e3 = n2 = [n2, o2] : (Mu = e3, e3 = u), e3 !== u && (Du = t3, e3 = { type: "param", value: e3[1] }), t3 = e3;
    }
    function $s() {
      var r3, t3, e3;
      return r3 = Mu, Ci() !== u && Tc() !== u && si() !== u && Tc() !== u && (t3 = ac()) !== u && Tc() !== u && Cc() !== u && Tc() !== u ? ((e3 = es()) === u && (e3 = null), e3 !== u && Tc() !== u && Ac() !== u ? (Du = r3, r3 = { type: "on update", keyword: t3, parentheses: true, expr: e3 }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, Ci() !== u && Tc() !== u && si() !== u && Tc() !== u && (t3 = ac()) !== u ? (Du = r3, r3 = /* @__PURE__ */ (function(r4) {
        return { type: "on update", keyword: r4 };
      })(t3)) : (Mu = r3, r3 = u)), r3;
    }
    function Hs() {
      var t3, e3, n2;
      return t3 = Mu, (function() {
        var t4, e4, n3, o2;
        t4 = Mu, "over" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(hn));
        e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t4 = e4 = [e4, n3] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })() !== u && Tc() !== u && Cc() !== u && Tc() !== u && vi() !== u && Tc() !== u && _i() !== u && Tc() !== u && (e3 = Ta()) !== u && Tc() !== u ? ((n2 = qa()) === u && (n2 = null), n2 !== u && Tc() !== u && Ac() !== u ? (Du = t3, t3 = { partitionby: e3, orderby: n2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = $s()), t3;
    }
    function Bs() {
      var t3, e3, n2, o2, a2;
      return t3 = Mu, (e3 = (function() {
        var t4;
        (t4 = Gs()) === u && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "current_user" === r2.substr(Mu, 12).toLowerCase() ? (e4 = r2.substr(Mu, 12), Mu += 12) : (e4 = u, 0 === Hu && Yu(Fo));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "CURRENT_USER") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "user" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(So));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "USER") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "session_user" === r2.substr(Mu, 12).toLowerCase() ? (e4 = r2.substr(Mu, 12), Mu += 12) : (e4 = u, 0 === Hu && Yu($o));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "SESSION_USER") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) === u && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = Mu, "system_user" === r2.substr(Mu, 11).toLowerCase() ? (e4 = r2.substr(Mu, 11), Mu += 11) : (e4 = u, 0 === Hu && Yu(Ho));
          e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "SYSTEM_USER") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })());
        return t4;
      })()) !== u && Tc() !== u && (n2 = Cc()) !== u && Tc() !== u ? ((o2 = es()) === u && (o2 = null), o2 !== u && Tc() !== u && Ac() !== u && Tc() !== u ? ((a2 = Hs()) === u && (a2 = null), a2 !== u ? (Du = t3, t3 = e3 = { type: "function", name: { name: [{ type: "default", value: e3 }] }, args: o2 || { type: "expr_list", value: [] }, over: a2, ...Qc() }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = Gs()) !== u && Tc() !== u ? ((n2 = $s()) === u && (n2 = null), n2 !== u ? (Du = t3, t3 = e3 = { type: "function", name: { name: [{ type: "origin", value: e3 }] }, over: n2, ...Qc() }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = $c()) !== u && Tc() !== u && (n2 = Cc()) !== u && Tc() !== u ? ((o2 = cs()) === u && (o2 = null), o2 !== u && Tc() !== u && Ac() !== u && Tc() !== u ? ((a2 = Hs()) === u && (a2 = null), a2 !== u ? (Du = t3, t3 = e3 = (function(r3, t4, e4) {
        return t4 && "expr_list" !== t4.type && (t4 = { type: "expr_list", value: [t4] }), { type: "function", name: r3, args: t4 || { type: "expr_list", value: [] }, over: e4, ...Qc() };
      })(e3, o2, a2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u))), t3;
    }
    function Gs() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = Mu, "current_date" === r2.substr(Mu, 12).toLowerCase() ? (e3 = r2.substr(Mu, 12), Mu += 12) : (e3 = u, 0 === Hu && Yu(xo));
        e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t4, t4 = e3 = "CURRENT_DATE") : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = Mu, "current_time" === r2.substr(Mu, 12).toLowerCase() ? (e3 = r2.substr(Mu, 12), Mu += 12) : (e3 = u, 0 === Hu && Yu(Do));
        e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t4, t4 = e3 = "CURRENT_TIME") : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) === u && (t3 = ac()), t3;
    }
    function qs() {
      var t3, e3, n2, o2, a2, s2, i2, c2, l2;
      return t3 = Mu, "binary" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(Dr)), e3 === u && (e3 = null), e3 !== u && Tc() !== u && (n2 = Ys()) !== u ? (o2 = Mu, (a2 = Tc()) !== u && (s2 = sa()) !== u ? o2 = a2 = [a2, s2] : (Mu = o2, o2 = u), o2 === u && (o2 = null), o2 !== u ? (Du = t3, c2 = n2, l2 = o2, (i2 = e3) && (c2.prefix = i2.toLowerCase()), l2 && (c2.suffix = { collate: l2[1] }), t3 = e3 = c2) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u && (t3 = Ks()) === u && (t3 = (function() {
        var t4, e4;
        t4 = Mu, (e4 = (function() {
          var t5, e5, n3, o3;
          t5 = Mu, "true" === r2.substr(Mu, 4).toLowerCase() ? (e5 = r2.substr(Mu, 4), Mu += 4) : (e5 = u, 0 === Hu && Yu(He));
          e5 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t5 = e5 = [e5, n3] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && (Du = t4, e4 = { type: "bool", value: true });
        (t4 = e4) === u && (t4 = Mu, (e4 = (function() {
          var t5, e5, n3, o3;
          t5 = Mu, "false" === r2.substr(Mu, 5).toLowerCase() ? (e5 = r2.substr(Mu, 5), Mu += 5) : (e5 = u, 0 === Hu && Yu(Ge));
          e5 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? t5 = e5 = [e5, n3] : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u);
          return t5;
        })()) !== u && (Du = t4, e4 = { type: "bool", value: false }), t4 = e4);
        return t4;
      })()) === u && (t3 = Ws()) === u && (t3 = (function() {
        var t4, e4, n3, o3, a3, s3;
        t4 = Mu, (e4 = oc()) === u && (e4 = ec()) === u && (e4 = uc()) === u && (e4 = nc());
        if (e4 !== u) if (Tc() !== u) {
          if (n3 = Mu, 39 === r2.charCodeAt(Mu) ? (o3 = "'", Mu++) : (o3 = u, 0 === Hu && Yu(_r)), o3 !== u) {
            for (a3 = [], s3 = Qs(); s3 !== u; ) a3.push(s3), s3 = Qs();
            a3 !== u ? (39 === r2.charCodeAt(Mu) ? (s3 = "'", Mu++) : (s3 = u, 0 === Hu && Yu(_r)), s3 !== u ? n3 = o3 = [o3, a3, s3] : (Mu = n3, n3 = u)) : (Mu = n3, n3 = u);
          } else Mu = n3, n3 = u;
          n3 !== u ? (Du = t4, e4 = se(e4, n3), t4 = e4) : (Mu = t4, t4 = u);
        } else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        if (t4 === u) if (t4 = Mu, (e4 = oc()) === u && (e4 = ec()) === u && (e4 = uc()) === u && (e4 = nc()), e4 !== u) if (Tc() !== u) {
          if (n3 = Mu, 34 === r2.charCodeAt(Mu) ? (o3 = '"', Mu++) : (o3 = u, 0 === Hu && Yu(Ft)), o3 !== u) {
            for (a3 = [], s3 = Vs(); s3 !== u; ) a3.push(s3), s3 = Vs();
            a3 !== u ? (34 === r2.charCodeAt(Mu) ? (s3 = '"', Mu++) : (s3 = u, 0 === Hu && Yu(Ft)), s3 !== u ? n3 = o3 = [o3, a3, s3] : (Mu = n3, n3 = u)) : (Mu = n3, n3 = u);
          } else Mu = n3, n3 = u;
          n3 !== u ? (Du = t4, e4 = se(e4, n3), t4 = e4) : (Mu = t4, t4 = u);
        } else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        return t4;
      })()), t3;
    }
    function Ws() {
      var t3, e3;
      return t3 = Mu, (e3 = (function() {
        var t4, e4, n2, o2;
        t4 = Mu, "null" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(Fe));
        e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t4 = e4 = [e4, n2] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        return t4;
      })()) !== u && (Du = t3, e3 = { type: "null", value: null }), t3 = e3;
    }
    function Ys() {
      var t3, e3, n2, o2, a2, s2, i2, c2;
      if (t3 = Mu, "_binary" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(te)), e3 === u && (e3 = null), e3 !== u) if ((n2 = Tc()) !== u) if ("x" === r2.substr(Mu, 1).toLowerCase() ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(ee)), o2 !== u) {
        if (a2 = Mu, 39 === r2.charCodeAt(Mu) ? (s2 = "'", Mu++) : (s2 = u, 0 === Hu && Yu(_r)), s2 !== u) {
          for (i2 = [], ne.test(r2.charAt(Mu)) ? (c2 = r2.charAt(Mu), Mu++) : (c2 = u, 0 === Hu && Yu(oe)); c2 !== u; ) i2.push(c2), ne.test(r2.charAt(Mu)) ? (c2 = r2.charAt(Mu), Mu++) : (c2 = u, 0 === Hu && Yu(oe));
          i2 !== u ? (39 === r2.charCodeAt(Mu) ? (c2 = "'", Mu++) : (c2 = u, 0 === Hu && Yu(_r)), c2 !== u ? a2 = s2 = [s2, i2, c2] : (Mu = a2, a2 = u)) : (Mu = a2, a2 = u);
        } else Mu = a2, a2 = u;
        a2 !== u ? (Du = t3, t3 = e3 = { type: "hex_string", prefix: e3, value: a2[1].join("") }) : (Mu = t3, t3 = u);
      } else Mu = t3, t3 = u;
      else Mu = t3, t3 = u;
      else Mu = t3, t3 = u;
      if (t3 === u) {
        if (t3 = Mu, "_binary" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(te)), e3 === u && (e3 = null), e3 !== u) if ((n2 = Tc()) !== u) if ("b" === r2.substr(Mu, 1).toLowerCase() ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(ue)), o2 !== u) {
          if (a2 = Mu, 39 === r2.charCodeAt(Mu) ? (s2 = "'", Mu++) : (s2 = u, 0 === Hu && Yu(_r)), s2 !== u) {
            for (i2 = [], ne.test(r2.charAt(Mu)) ? (c2 = r2.charAt(Mu), Mu++) : (c2 = u, 0 === Hu && Yu(oe)); c2 !== u; ) i2.push(c2), ne.test(r2.charAt(Mu)) ? (c2 = r2.charAt(Mu), Mu++) : (c2 = u, 0 === Hu && Yu(oe));
            i2 !== u ? (39 === r2.charCodeAt(Mu) ? (c2 = "'", Mu++) : (c2 = u, 0 === Hu && Yu(_r)), c2 !== u ? a2 = s2 = [s2, i2, c2] : (Mu = a2, a2 = u)) : (Mu = a2, a2 = u);
          } else Mu = a2, a2 = u;
          a2 !== u ? (Du = t3, t3 = e3 = (function(r3, t4, e4) {
            return { type: "bit_string", prefix: r3, value: e4[1].join("") };
          })(e3, 0, a2)) : (Mu = t3, t3 = u);
        } else Mu = t3, t3 = u;
        else Mu = t3, t3 = u;
        else Mu = t3, t3 = u;
        if (t3 === u) {
          if (t3 = Mu, "_binary" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(te)), e3 === u && (e3 = null), e3 !== u) if ((n2 = Tc()) !== u) if ("0x" === r2.substr(Mu, 2) ? (o2 = "0x", Mu += 2) : (o2 = u, 0 === Hu && Yu(ae)), o2 !== u) {
            for (a2 = [], ne.test(r2.charAt(Mu)) ? (s2 = r2.charAt(Mu), Mu++) : (s2 = u, 0 === Hu && Yu(oe)); s2 !== u; ) a2.push(s2), ne.test(r2.charAt(Mu)) ? (s2 = r2.charAt(Mu), Mu++) : (s2 = u, 0 === Hu && Yu(oe));
            a2 !== u ? (Du = t3, t3 = e3 = (function(r3, t4, e4) {
              return { type: "full_hex_string", prefix: r3, value: e4.join("") };
            })(e3, 0, a2)) : (Mu = t3, t3 = u);
          } else Mu = t3, t3 = u;
          else Mu = t3, t3 = u;
          else Mu = t3, t3 = u;
          if (t3 === u) {
            if (t3 = Mu, e3 = Mu, 39 === r2.charCodeAt(Mu) ? (n2 = "'", Mu++) : (n2 = u, 0 === Hu && Yu(_r)), n2 !== u) {
              for (o2 = [], a2 = Qs(); a2 !== u; ) o2.push(a2), a2 = Qs();
              o2 !== u ? (39 === r2.charCodeAt(Mu) ? (a2 = "'", Mu++) : (a2 = u, 0 === Hu && Yu(_r)), a2 !== u ? e3 = n2 = [n2, o2, a2] : (Mu = e3, e3 = u)) : (Mu = e3, e3 = u);
            } else Mu = e3, e3 = u;
            if (e3 !== u && (n2 = Tc()) !== u ? (o2 = Mu, Hu++, (a2 = mc()) === u && (a2 = Cc()), Hu--, a2 === u ? o2 = void 0 : (Mu = o2, o2 = u), o2 !== u ? (Du = t3, t3 = e3 = (function(r3) {
              return { type: "single_quote_string", value: r3[1].join("") };
            })(e3)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3 === u) {
              if (t3 = Mu, e3 = Mu, 34 === r2.charCodeAt(Mu) ? (n2 = '"', Mu++) : (n2 = u, 0 === Hu && Yu(Ft)), n2 !== u) {
                for (o2 = [], a2 = Vs(); a2 !== u; ) o2.push(a2), a2 = Vs();
                o2 !== u ? (34 === r2.charCodeAt(Mu) ? (a2 = '"', Mu++) : (a2 = u, 0 === Hu && Yu(Ft)), a2 !== u ? e3 = n2 = [n2, o2, a2] : (Mu = e3, e3 = u)) : (Mu = e3, e3 = u);
              } else Mu = e3, e3 = u;
              e3 !== u && (n2 = Tc()) !== u ? (o2 = Mu, Hu++, (a2 = mc()) === u && (a2 = Cc()), Hu--, a2 === u ? o2 = void 0 : (Mu = o2, o2 = u), o2 !== u ? (Du = t3, t3 = e3 = (function(r3) {
                return { type: "double_quote_string", value: r3[1].join("") };
              })(e3)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u);
            }
          }
        }
      }
      return t3;
    }
    function Vs() {
      var t3;
      return ie.test(r2.charAt(Mu)) ? (t3 = r2.charAt(Mu), Mu++) : (t3 = u, 0 === Hu && Yu(ce)), t3 === u && (t3 = Xs()), t3;
    }
    function Qs() {
      var t3;
      return le.test(r2.charAt(Mu)) ? (t3 = r2.charAt(Mu), Mu++) : (t3 = u, 0 === Hu && Yu(fe)), t3 === u && (t3 = Xs()), t3;
    }
    function Xs() {
      var t3, e3, n2, o2, a2, s2, i2, c2, l2, f2;
      return t3 = Mu, "\\'" === r2.substr(Mu, 2) ? (e3 = "\\'", Mu += 2) : (e3 = u, 0 === Hu && Yu(pe)), e3 !== u && (Du = t3, e3 = "\\'"), (t3 = e3) === u && (t3 = Mu, '\\"' === r2.substr(Mu, 2) ? (e3 = '\\"', Mu += 2) : (e3 = u, 0 === Hu && Yu(be)), e3 !== u && (Du = t3, e3 = '\\"'), (t3 = e3) === u && (t3 = Mu, "\\\\" === r2.substr(Mu, 2) ? (e3 = "\\\\", Mu += 2) : (e3 = u, 0 === Hu && Yu(ve)), e3 !== u && (Du = t3, e3 = "\\\\"), (t3 = e3) === u && (t3 = Mu, "\\/" === r2.substr(Mu, 2) ? (e3 = "\\/", Mu += 2) : (e3 = u, 0 === Hu && Yu(ye)), e3 !== u && (Du = t3, e3 = "\\/"), (t3 = e3) === u && (t3 = Mu, "\\b" === r2.substr(Mu, 2) ? (e3 = "\\b", Mu += 2) : (e3 = u, 0 === Hu && Yu(de)), e3 !== u && (Du = t3, e3 = "\b"), (t3 = e3) === u && (t3 = Mu, "\\f" === r2.substr(Mu, 2) ? (e3 = "\\f", Mu += 2) : (e3 = u, 0 === Hu && Yu(he)), e3 !== u && (Du = t3, e3 = "\f"), (t3 = e3) === u && (t3 = Mu, "\\n" === r2.substr(Mu, 2) ? (e3 = "\\n", Mu += 2) : (e3 = u, 0 === Hu && Yu(me)), e3 !== u && (Du = t3, e3 = "\n"), (t3 = e3) === u && (t3 = Mu, "\\r" === r2.substr(Mu, 2) ? (e3 = "\\r", Mu += 2) : (e3 = u, 0 === Hu && Yu(we)), e3 !== u && (Du = t3, e3 = "\r"), (t3 = e3) === u && (t3 = Mu, "\\t" === r2.substr(Mu, 2) ? (e3 = "\\t", Mu += 2) : (e3 = u, 0 === Hu && Yu(Le)), e3 !== u && (Du = t3, e3 = "	"), (t3 = e3) === u && (t3 = Mu, "\\u" === r2.substr(Mu, 2) ? (e3 = "\\u", Mu += 2) : (e3 = u, 0 === Hu && Yu(Ce)), e3 !== u && (n2 = ei()) !== u && (o2 = ei()) !== u && (a2 = ei()) !== u && (s2 = ei()) !== u ? (Du = t3, i2 = n2, c2 = o2, l2 = a2, f2 = s2, t3 = e3 = String.fromCharCode(parseInt("0x" + i2 + c2 + l2 + f2))) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, 92 === r2.charCodeAt(Mu) ? (e3 = "\\", Mu++) : (e3 = u, 0 === Hu && Yu(Ae)), e3 !== u && (Du = t3, e3 = "\\"), (t3 = e3) === u && (t3 = Mu, "''" === r2.substr(Mu, 2) ? (e3 = "''", Mu += 2) : (e3 = u, 0 === Hu && Yu(Ee)), e3 !== u && (Du = t3, e3 = "''"), (t3 = e3) === u && (t3 = Mu, '""' === r2.substr(Mu, 2) ? (e3 = '""', Mu += 2) : (e3 = u, 0 === Hu && Yu(ge)), e3 !== u && (Du = t3, e3 = '""'), (t3 = e3) === u && (t3 = Mu, "``" === r2.substr(Mu, 2) ? (e3 = "``", Mu += 2) : (e3 = u, 0 === Hu && Yu(je)), e3 !== u && (Du = t3, e3 = "``"), t3 = e3))))))))))))), t3;
    }
    function Ks() {
      var r3, t3, e3;
      return r3 = Mu, (t3 = (function() {
        var r4, t4, e4, n2;
        r4 = Mu, (t4 = zs()) !== u && (e4 = Zs()) !== u && (n2 = Js()) !== u ? (Du = r4, r4 = t4 = { type: "bigint", value: t4 + e4 + n2 }) : (Mu = r4, r4 = u);
        r4 === u && (r4 = Mu, (t4 = zs()) !== u && (e4 = Zs()) !== u ? (Du = r4, t4 = (function(r5, t5) {
          const e5 = r5 + t5;
          if (zc(r5)) return { type: "bigint", value: e5 };
          const n3 = t5.length >= 1 ? t5.length - 1 : 0;
          return parseFloat(e5).toFixed(n3);
        })(t4, e4), r4 = t4) : (Mu = r4, r4 = u), r4 === u && (r4 = Mu, (t4 = zs()) !== u && (e4 = Js()) !== u ? (Du = r4, t4 = (function(r5, t5) {
          return { type: "bigint", value: r5 + t5 };
        })(t4, e4), r4 = t4) : (Mu = r4, r4 = u), r4 === u && (r4 = Mu, (t4 = zs()) !== u && (Du = r4, t4 = (function(r5) {
          return zc(r5) ? { type: "bigint", value: r5 } : parseFloat(r5);
        })(t4)), r4 = t4)));
        return r4;
      })()) !== u && (Du = r3, t3 = (e3 = t3) && "bigint" === e3.type ? e3 : { type: "number", value: e3 }), r3 = t3;
    }
    function zs() {
      var t3, e3, n2;
      return (t3 = ri()) === u && (t3 = ti()) === u && (t3 = Mu, 45 === r2.charCodeAt(Mu) ? (e3 = "-", Mu++) : (e3 = u, 0 === Hu && Yu(wt)), e3 === u && (43 === r2.charCodeAt(Mu) ? (e3 = "+", Mu++) : (e3 = u, 0 === Hu && Yu(mt))), e3 !== u && (n2 = ri()) !== u ? (Du = t3, t3 = e3 = e3 + n2) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, 45 === r2.charCodeAt(Mu) ? (e3 = "-", Mu++) : (e3 = u, 0 === Hu && Yu(wt)), e3 === u && (43 === r2.charCodeAt(Mu) ? (e3 = "+", Mu++) : (e3 = u, 0 === Hu && Yu(mt))), e3 !== u && (n2 = ti()) !== u ? (Du = t3, t3 = e3 = (function(r3, t4) {
        return r3 + t4;
      })(e3, n2)) : (Mu = t3, t3 = u))), t3;
    }
    function Zs() {
      var t3, e3, n2, o2;
      return t3 = Mu, 46 === r2.charCodeAt(Mu) ? (e3 = ".", Mu++) : (e3 = u, 0 === Hu && Yu(Se)), e3 !== u ? ((n2 = ri()) === u && (n2 = null), n2 !== u ? (Du = t3, t3 = e3 = (o2 = n2) ? "." + o2 : "") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Js() {
      var t3, e3, n2;
      return t3 = Mu, (e3 = (function() {
        var t4, e4, n3;
        t4 = Mu, Oe.test(r2.charAt(Mu)) ? (e4 = r2.charAt(Mu), Mu++) : (e4 = u, 0 === Hu && Yu(Re));
        e4 !== u ? (Ue.test(r2.charAt(Mu)) ? (n3 = r2.charAt(Mu), Mu++) : (n3 = u, 0 === Hu && Yu(Me)), n3 === u && (n3 = null), n3 !== u ? (Du = t4, t4 = e4 = e4 + (null !== (o2 = n3) ? o2 : "")) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        var o2;
        return t4;
      })()) !== u && (n2 = ri()) !== u ? (Du = t3, t3 = e3 = e3 + n2) : (Mu = t3, t3 = u), t3;
    }
    function ri() {
      var r3, t3, e3;
      if (r3 = Mu, t3 = [], (e3 = ti()) !== u) for (; e3 !== u; ) t3.push(e3), e3 = ti();
      else t3 = u;
      return t3 !== u && (Du = r3, t3 = t3.join("")), r3 = t3;
    }
    function ti() {
      var t3;
      return xe.test(r2.charAt(Mu)) ? (t3 = r2.charAt(Mu), Mu++) : (t3 = u, 0 === Hu && Yu(ke)), t3;
    }
    function ei() {
      var t3;
      return Ie.test(r2.charAt(Mu)) ? (t3 = r2.charAt(Mu), Mu++) : (t3 = u, 0 === Hu && Yu(Ne)), t3;
    }
    function ni() {
      var t3, e3, n2, o2;
      return t3 = Mu, "default" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(M)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function oi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "to" === r2.substr(Mu, 2).toLowerCase() ? (e3 = r2.substr(Mu, 2), Mu += 2) : (e3 = u, 0 === Hu && Yu(Be)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ui() {
      var t3, e3, n2, o2;
      return t3 = Mu, "show" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(qe)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ai() {
      var t3, e3, n2, o2;
      return t3 = Mu, "drop" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(We)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "DROP") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function si() {
      var t3, e3, n2, o2;
      return t3 = Mu, "update" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(Xe)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ii() {
      var t3, e3, n2, o2;
      return t3 = Mu, "create" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(Ke)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ci() {
      var t3, e3, n2, o2;
      return t3 = Mu, "temporary" === r2.substr(Mu, 9).toLowerCase() ? (e3 = r2.substr(Mu, 9), Mu += 9) : (e3 = u, 0 === Hu && Yu(ze)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function li() {
      var t3, e3, n2, o2;
      return t3 = Mu, "temp" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Ze)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function fi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "delete" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(Je)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function pi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "insert" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(rn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function bi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "rename" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(en)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function vi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "partition" === r2.substr(Mu, 9).toLowerCase() ? (e3 = r2.substr(Mu, 9), Mu += 9) : (e3 = u, 0 === Hu && Yu(on)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "PARTITION") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function yi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "into" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(un)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function di() {
      var t3, e3, n2, o2;
      return t3 = Mu, "set" === r2.substr(Mu, 3).toLowerCase() ? (e3 = r2.substr(Mu, 3), Mu += 3) : (e3 = u, 0 === Hu && Yu(dr)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "SET") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function hi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "as" === r2.substr(Mu, 2).toLowerCase() ? (e3 = r2.substr(Mu, 2), Mu += 2) : (e3 = u, 0 === Hu && Yu(B)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function mi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "table" === r2.substr(Mu, 5).toLowerCase() ? (e3 = r2.substr(Mu, 5), Mu += 5) : (e3 = u, 0 === Hu && Yu(cn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "TABLE") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function wi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "tables" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(ln)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "TABLES") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Li() {
      var t3, e3, n2, o2;
      return t3 = Mu, "database" === r2.substr(Mu, 8).toLowerCase() ? (e3 = r2.substr(Mu, 8), Mu += 8) : (e3 = u, 0 === Hu && Yu(fn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "DATABASE") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ci() {
      var t3, e3, n2, o2;
      return t3 = Mu, "on" === r2.substr(Mu, 2).toLowerCase() ? (e3 = r2.substr(Mu, 2), Mu += 2) : (e3 = u, 0 === Hu && Yu(d)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ai() {
      var t3, e3, n2, o2;
      return t3 = Mu, "join" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(yn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ei() {
      var t3, e3, n2, o2;
      return t3 = Mu, "values" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(wn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function gi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "using" === r2.substr(Mu, 5).toLowerCase() ? (e3 = r2.substr(Mu, 5), Mu += 5) : (e3 = u, 0 === Hu && Yu(Ln)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ji() {
      var t3, e3, n2, o2;
      return t3 = Mu, "with" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Qr)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function _i() {
      var t3, e3, n2, o2;
      return t3 = Mu, "by" === r2.substr(Mu, 2).toLowerCase() ? (e3 = r2.substr(Mu, 2), Mu += 2) : (e3 = u, 0 === Hu && Yu(En)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ti() {
      var t3, e3, n2, o2;
      return t3 = Mu, "asc" === r2.substr(Mu, 3).toLowerCase() ? (e3 = r2.substr(Mu, 3), Mu += 3) : (e3 = u, 0 === Hu && Yu(Sn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "ASC") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Si() {
      var t3, e3, n2, o2;
      return t3 = Mu, "desc" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(xn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "DESC") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function xi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "all" === r2.substr(Mu, 3).toLowerCase() ? (e3 = r2.substr(Mu, 3), Mu += 3) : (e3 = u, 0 === Hu && Yu(In)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "ALL") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ki() {
      var t3, e3, n2, o2;
      return t3 = Mu, "distinct" === r2.substr(Mu, 8).toLowerCase() ? (e3 = r2.substr(Mu, 8), Mu += 8) : (e3 = u, 0 === Hu && Yu(Nn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "DISTINCT") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ii() {
      var t3, e3, n2, o2;
      return t3 = Mu, "between" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(On)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "BETWEEN") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ni() {
      var t3, e3, n2, o2;
      return t3 = Mu, "in" === r2.substr(Mu, 2).toLowerCase() ? (e3 = r2.substr(Mu, 2), Mu += 2) : (e3 = u, 0 === Hu && Yu(Rn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "IN") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Oi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "is" === r2.substr(Mu, 2).toLowerCase() ? (e3 = r2.substr(Mu, 2), Mu += 2) : (e3 = u, 0 === Hu && Yu(Un)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "IS") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ri() {
      var t3, e3, n2, o2;
      return t3 = Mu, "like" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Mn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "LIKE") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ui() {
      var t3, e3, n2, o2;
      return t3 = Mu, "exists" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(Fn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "EXISTS") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Mi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "not" === r2.substr(Mu, 3).toLowerCase() ? (e3 = r2.substr(Mu, 3), Mu += 3) : (e3 = u, 0 === Hu && Yu(nr)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "NOT") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Di() {
      var t3, e3, n2, o2;
      return t3 = Mu, "and" === r2.substr(Mu, 3).toLowerCase() ? (e3 = r2.substr(Mu, 3), Mu += 3) : (e3 = u, 0 === Hu && Yu($n)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "AND") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Pi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "or" === r2.substr(Mu, 2).toLowerCase() ? (e3 = r2.substr(Mu, 2), Mu += 2) : (e3 = u, 0 === Hu && Yu(Hn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "OR") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Fi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "case" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Xn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function $i() {
      var t3, e3, n2, o2;
      return t3 = Mu, "when" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Kn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Hi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "end" === r2.substr(Mu, 3).toLowerCase() ? (e3 = r2.substr(Mu, 3), Mu += 3) : (e3 = u, 0 === Hu && Yu(L)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? t3 = e3 = [e3, n2] : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Bi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "cast" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Jn)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "CAST") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Gi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "char" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(to)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "CHAR") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function qi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "varchar" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(eo)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "VARCHAR") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Wi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "numeric" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(no)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "NUMERIC") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Yi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "decimal" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(oo)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "DECIMAL") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Vi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "unsigned" === r2.substr(Mu, 8).toLowerCase() ? (e3 = r2.substr(Mu, 8), Mu += 8) : (e3 = u, 0 === Hu && Yu(ao)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "UNSIGNED") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Qi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "int" === r2.substr(Mu, 3).toLowerCase() ? (e3 = r2.substr(Mu, 3), Mu += 3) : (e3 = u, 0 === Hu && Yu(so)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "INT") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Xi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "integer" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(co)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "INTEGER") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ki() {
      var t3, e3, n2, o2;
      return t3 = Mu, "smallint" === r2.substr(Mu, 8).toLowerCase() ? (e3 = r2.substr(Mu, 8), Mu += 8) : (e3 = u, 0 === Hu && Yu(fo)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "SMALLINT") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function zi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "tinyint" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(po)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "TINYINT") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Zi() {
      var t3, e3, n2, o2;
      return t3 = Mu, "bigint" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(mo)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "BIGINT") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Ji() {
      var t3, e3, n2, o2;
      return t3 = Mu, "float" === r2.substr(Mu, 5).toLowerCase() ? (e3 = r2.substr(Mu, 5), Mu += 5) : (e3 = u, 0 === Hu && Yu(Lo)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "FLOAT") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function rc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "double" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(Co)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "DOUBLE") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function tc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "real" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Ao)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "REAL") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ec() {
      var t3, e3, n2, o2;
      return t3 = Mu, "date" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Eo)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "DATE") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function nc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "datetime" === r2.substr(Mu, 8).toLowerCase() ? (e3 = r2.substr(Mu, 8), Mu += 8) : (e3 = u, 0 === Hu && Yu(go)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "DATETIME") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function oc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "time" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(jo)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "TIME") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function uc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "timestamp" === r2.substr(Mu, 9).toLowerCase() ? (e3 = r2.substr(Mu, 9), Mu += 9) : (e3 = u, 0 === Hu && Yu(_o)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "TIMESTAMP") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ac() {
      var t3, e3, n2, o2;
      return t3 = Mu, "current_timestamp" === r2.substr(Mu, 17).toLowerCase() ? (e3 = r2.substr(Mu, 17), Mu += 17) : (e3 = u, 0 === Hu && Yu(Po)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "CURRENT_TIMESTAMP") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function sc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "view" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Yo)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "VIEW") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function ic() {
      var t3;
      return 64 === r2.charCodeAt(Mu) ? (t3 = "@", Mu++) : (t3 = u, 0 === Hu && Yu(Vo)), t3;
    }
    function cc() {
      var t3;
      return (t3 = (function() {
        var t4;
        return "@@" === r2.substr(Mu, 2) ? (t4 = "@@", Mu += 2) : (t4 = u, 0 === Hu && Yu(Qo)), t4;
      })()) === u && (t3 = ic()) === u && (t3 = (function() {
        var t4;
        return 36 === r2.charCodeAt(Mu) ? (t4 = "$", Mu++) : (t4 = u, 0 === Hu && Yu(Xo)), t4;
      })()), t3;
    }
    function lc() {
      var t3;
      return 61 === r2.charCodeAt(Mu) ? (t3 = "=", Mu++) : (t3 = u, 0 === Hu && Yu(Jr)), t3;
    }
    function fc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "add" === r2.substr(Mu, 3).toLowerCase() ? (e3 = r2.substr(Mu, 3), Mu += 3) : (e3 = u, 0 === Hu && Yu(Jo)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "ADD") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function pc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "column" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(ru)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "COLUMN") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function bc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "index" === r2.substr(Mu, 5).toLowerCase() ? (e3 = r2.substr(Mu, 5), Mu += 5) : (e3 = u, 0 === Hu && Yu(tu)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "INDEX") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function vc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "key" === r2.substr(Mu, 3).toLowerCase() ? (e3 = r2.substr(Mu, 3), Mu += 3) : (e3 = u, 0 === Hu && Yu(I)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "KEY") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function yc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "unique" === r2.substr(Mu, 6).toLowerCase() ? (e3 = r2.substr(Mu, 6), Mu += 6) : (e3 = u, 0 === Hu && Yu(k)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "UNIQUE") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function dc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "comment" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(uu)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "COMMENT") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function hc() {
      var t3, e3, n2, o2;
      return t3 = Mu, "constraint" === r2.substr(Mu, 10).toLowerCase() ? (e3 = r2.substr(Mu, 10), Mu += 10) : (e3 = u, 0 === Hu && Yu(au)), e3 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t3, t3 = e3 = "CONSTRAINT") : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function mc() {
      var t3;
      return 46 === r2.charCodeAt(Mu) ? (t3 = ".", Mu++) : (t3 = u, 0 === Hu && Yu(Se)), t3;
    }
    function wc() {
      var t3;
      return 44 === r2.charCodeAt(Mu) ? (t3 = ",", Mu++) : (t3 = u, 0 === Hu && Yu(vu)), t3;
    }
    function Lc() {
      var t3;
      return 42 === r2.charCodeAt(Mu) ? (t3 = "*", Mu++) : (t3 = u, 0 === Hu && Yu(Lt)), t3;
    }
    function Cc() {
      var t3;
      return 40 === r2.charCodeAt(Mu) ? (t3 = "(", Mu++) : (t3 = u, 0 === Hu && Yu(qr)), t3;
    }
    function Ac() {
      var t3;
      return 41 === r2.charCodeAt(Mu) ? (t3 = ")", Mu++) : (t3 = u, 0 === Hu && Yu(Wr)), t3;
    }
    function Ec() {
      var t3;
      return 59 === r2.charCodeAt(Mu) ? (t3 = ";", Mu++) : (t3 = u, 0 === Hu && Yu(hu)), t3;
    }
    function gc() {
      var t3;
      return "->" === r2.substr(Mu, 2) ? (t3 = "->", Mu += 2) : (t3 = u, 0 === Hu && Yu(mu)), t3;
    }
    function jc() {
      var t3;
      return "->>" === r2.substr(Mu, 3) ? (t3 = "->>", Mu += 3) : (t3 = u, 0 === Hu && Yu(wu)), t3;
    }
    function _c() {
      var t3;
      return (t3 = (function() {
        var t4;
        return "||" === r2.substr(Mu, 2) ? (t4 = "||", Mu += 2) : (t4 = u, 0 === Hu && Yu(Et)), t4;
      })()) === u && (t3 = (function() {
        var t4;
        return "&&" === r2.substr(Mu, 2) ? (t4 = "&&", Mu += 2) : (t4 = u, 0 === Hu && Yu(Lu)), t4;
      })()), t3;
    }
    function Tc() {
      var r3, t3;
      for (r3 = [], (t3 = Nc()) === u && (t3 = xc()); t3 !== u; ) r3.push(t3), (t3 = Nc()) === u && (t3 = xc());
      return r3;
    }
    function Sc() {
      var r3, t3;
      if (r3 = [], (t3 = Nc()) === u && (t3 = xc()), t3 !== u) for (; t3 !== u; ) r3.push(t3), (t3 = Nc()) === u && (t3 = xc());
      else r3 = u;
      return r3;
    }
    function xc() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2, a2, s2;
        t4 = Mu, "/*" === r2.substr(Mu, 2) ? (e3 = "/*", Mu += 2) : (e3 = u, 0 === Hu && Yu(Cu));
        if (e3 !== u) {
          for (n2 = [], o2 = Mu, a2 = Mu, Hu++, "*/" === r2.substr(Mu, 2) ? (s2 = "*/", Mu += 2) : (s2 = u, 0 === Hu && Yu(Au)), Hu--, s2 === u ? a2 = void 0 : (Mu = a2, a2 = u), a2 !== u && (s2 = Ic()) !== u ? o2 = a2 = [a2, s2] : (Mu = o2, o2 = u); o2 !== u; ) n2.push(o2), o2 = Mu, a2 = Mu, Hu++, "*/" === r2.substr(Mu, 2) ? (s2 = "*/", Mu += 2) : (s2 = u, 0 === Hu && Yu(Au)), Hu--, s2 === u ? a2 = void 0 : (Mu = a2, a2 = u), a2 !== u && (s2 = Ic()) !== u ? o2 = a2 = [a2, s2] : (Mu = o2, o2 = u);
          n2 !== u ? ("*/" === r2.substr(Mu, 2) ? (o2 = "*/", Mu += 2) : (o2 = u, 0 === Hu && Yu(Au)), o2 !== u ? t4 = e3 = [e3, n2, o2] : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        } else Mu = t4, t4 = u;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2, a2, s2;
        t4 = Mu, "--" === r2.substr(Mu, 2) ? (e3 = "--", Mu += 2) : (e3 = u, 0 === Hu && Yu(Eu));
        if (e3 !== u) {
          for (n2 = [], o2 = Mu, a2 = Mu, Hu++, s2 = Oc(), Hu--, s2 === u ? a2 = void 0 : (Mu = a2, a2 = u), a2 !== u && (s2 = Ic()) !== u ? o2 = a2 = [a2, s2] : (Mu = o2, o2 = u); o2 !== u; ) n2.push(o2), o2 = Mu, a2 = Mu, Hu++, s2 = Oc(), Hu--, s2 === u ? a2 = void 0 : (Mu = a2, a2 = u), a2 !== u && (s2 = Ic()) !== u ? o2 = a2 = [a2, s2] : (Mu = o2, o2 = u);
          n2 !== u ? t4 = e3 = [e3, n2] : (Mu = t4, t4 = u);
        } else Mu = t4, t4 = u;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2, a2, s2;
        t4 = Mu, 35 === r2.charCodeAt(Mu) ? (e3 = "#", Mu++) : (e3 = u, 0 === Hu && Yu(gu));
        if (e3 !== u) {
          for (n2 = [], o2 = Mu, a2 = Mu, Hu++, s2 = Oc(), Hu--, s2 === u ? a2 = void 0 : (Mu = a2, a2 = u), a2 !== u && (s2 = Ic()) !== u ? o2 = a2 = [a2, s2] : (Mu = o2, o2 = u); o2 !== u; ) n2.push(o2), o2 = Mu, a2 = Mu, Hu++, s2 = Oc(), Hu--, s2 === u ? a2 = void 0 : (Mu = a2, a2 = u), a2 !== u && (s2 = Ic()) !== u ? o2 = a2 = [a2, s2] : (Mu = o2, o2 = u);
          n2 !== u ? t4 = e3 = [e3, n2] : (Mu = t4, t4 = u);
        } else Mu = t4, t4 = u;
        return t4;
      })()), t3;
    }
    function kc() {
      var r3, t3, e3, n2, o2, a2, s2;
      return r3 = Mu, (t3 = dc()) !== u && Tc() !== u ? ((e3 = lc()) === u && (e3 = null), e3 !== u && Tc() !== u && (n2 = Ys()) !== u ? (Du = r3, a2 = e3, s2 = n2, r3 = t3 = { type: (o2 = t3).toLowerCase(), keyword: o2.toLowerCase(), symbol: a2, value: s2 }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3;
    }
    function Ic() {
      var t3;
      return r2.length > Mu ? (t3 = r2.charAt(Mu), Mu++) : (t3 = u, 0 === Hu && Yu(ju)), t3;
    }
    function Nc() {
      var t3;
      return _u.test(r2.charAt(Mu)) ? (t3 = r2.charAt(Mu), Mu++) : (t3 = u, 0 === Hu && Yu(Tu)), t3;
    }
    function Oc() {
      var t3, e3;
      if ((t3 = (function() {
        var t4, e4;
        t4 = Mu, Hu++, r2.length > Mu ? (e4 = r2.charAt(Mu), Mu++) : (e4 = u, 0 === Hu && Yu(ju));
        Hu--, e4 === u ? t4 = void 0 : (Mu = t4, t4 = u);
        return t4;
      })()) === u) if (t3 = [], _e.test(r2.charAt(Mu)) ? (e3 = r2.charAt(Mu), Mu++) : (e3 = u, 0 === Hu && Yu(Te)), e3 !== u) for (; e3 !== u; ) t3.push(e3), _e.test(r2.charAt(Mu)) ? (e3 = r2.charAt(Mu), Mu++) : (e3 = u, 0 === Hu && Yu(Te));
      else t3 = u;
      return t3;
    }
    function Rc() {
      var t3, e3;
      return t3 = Mu, Du = Mu, el = [], (true ? void 0 : u) !== u && Tc() !== u ? ((e3 = Uc()) === u && (e3 = (function() {
        var t4, e4;
        t4 = Mu, (function() {
          var t5;
          return "return" === r2.substr(Mu, 6).toLowerCase() ? (t5 = r2.substr(Mu, 6), Mu += 6) : (t5 = u, 0 === Hu && Yu(Ko)), t5;
        })() !== u && Tc() !== u && (e4 = Mc()) !== u ? (Du = t4, t4 = { type: "return", expr: e4 }) : (Mu = t4, t4 = u);
        return t4;
      })()), e3 !== u ? (Du = t3, t3 = { stmt: e3, vars: el }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Uc() {
      var t3, e3, n2, o2;
      return t3 = Mu, (e3 = Gc()) === u && (e3 = qc()), e3 !== u && Tc() !== u ? ((n2 = (function() {
        var t4;
        return ":=" === r2.substr(Mu, 2) ? (t4 = ":=", Mu += 2) : (t4 = u, 0 === Hu && Yu(zo)), t4;
      })()) === u && (n2 = lc()), n2 !== u && Tc() !== u && (o2 = Mc()) !== u ? (Du = t3, t3 = e3 = { type: "assign", left: e3, symbol: n2, right: o2 }) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    function Mc() {
      var t3;
      return (t3 = Ca()) === u && (t3 = (function() {
        var r3, t4, e3, n2, o2;
        r3 = Mu, (t4 = Gc()) !== u && Tc() !== u && (e3 = Pa()) !== u && Tc() !== u && (n2 = Gc()) !== u && Tc() !== u && (o2 = Ha()) !== u ? (Du = r3, r3 = t4 = { type: "join", ltable: t4, rtable: n2, op: e3, on: o2 }) : (Mu = r3, r3 = u);
        return r3;
      })()) === u && (t3 = Dc()) === u && (t3 = (function() {
        var t4, e3;
        t4 = Mu, (function() {
          var t5;
          return 91 === r2.charCodeAt(Mu) ? (t5 = "[", Mu++) : (t5 = u, 0 === Hu && Yu(yu)), t5;
        })() !== u && Tc() !== u && (e3 = Bc()) !== u && Tc() !== u && (function() {
          var t5;
          return 93 === r2.charCodeAt(Mu) ? (t5 = "]", Mu++) : (t5 = u, 0 === Hu && Yu(du)), t5;
        })() !== u ? (Du = t4, t4 = { type: "array", value: e3 }) : (Mu = t4, t4 = u);
        return t4;
      })()), t3;
    }
    function Dc() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = Pc()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = ms()) !== u && (s2 = Tc()) !== u && (i2 = Pc()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = ms()) !== u && (s2 = Tc()) !== u && (i2 = Pc()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = at(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Pc() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = Fc()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = Ls()) !== u && (s2 = Tc()) !== u && (i2 = Fc()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = Ls()) !== u && (s2 = Tc()) !== u && (i2 = Fc()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = at(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Fc() {
      var r3, t3, e3;
      return (r3 = qs()) === u && (r3 = Gc()) === u && (r3 = Hc()) === u && (r3 = Fs()) === u && (r3 = Mu, Cc() !== u && Tc() !== u && (t3 = Dc()) !== u && Tc() !== u && Ac() !== u ? (Du = r3, (e3 = t3).parentheses = true, r3 = e3) : (Mu = r3, r3 = u)), r3;
    }
    function $c() {
      var r3, t3, e3, n2, o2, a2, s2;
      return r3 = Mu, (t3 = js()) !== u ? (e3 = Mu, (n2 = Tc()) !== u && (o2 = mc()) !== u && (a2 = Tc()) !== u && (s2 = js()) !== u ? e3 = n2 = [n2, o2, a2, s2] : (Mu = e3, e3 = u), e3 === u && (e3 = null), e3 !== u ? (Du = r3, r3 = t3 = (function(r4, t4) {
        const e4 = { name: [r4] };
        return null !== t4 && (e4.schema = r4, e4.name = [t4[3]]), e4;
      })(t3, e3)) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3;
    }
    function Hc() {
      var r3, t3, e3;
      return r3 = Mu, (t3 = $c()) !== u && Tc() !== u && Cc() !== u && Tc() !== u ? ((e3 = Bc()) === u && (e3 = null), e3 !== u && Tc() !== u && Ac() !== u ? (Du = r3, r3 = t3 = { type: "function", name: t3, args: { type: "expr_list", value: e3 }, ...Qc() }) : (Mu = r3, r3 = u)) : (Mu = r3, r3 = u), r3 === u && (r3 = Mu, (t3 = $c()) !== u && (Du = r3, t3 = (function(r4) {
        return { type: "function", name: r4, args: null, ...Qc() };
      })(t3)), r3 = t3), r3;
    }
    function Bc() {
      var r3, t3, e3, n2, o2, a2, s2, i2;
      if (r3 = Mu, (t3 = Fc()) !== u) {
        for (e3 = [], n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Fc()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u); n2 !== u; ) e3.push(n2), n2 = Mu, (o2 = Tc()) !== u && (a2 = wc()) !== u && (s2 = Tc()) !== u && (i2 = Fc()) !== u ? n2 = o2 = [o2, a2, s2, i2] : (Mu = n2, n2 = u);
        e3 !== u ? (Du = r3, r3 = t3 = T(t3, e3)) : (Mu = r3, r3 = u);
      } else Mu = r3, r3 = u;
      return r3;
    }
    function Gc() {
      var r3, t3, e3, n2, o2;
      return r3 = Mu, (t3 = cc()) !== u && (e3 = qc()) !== u ? (Du = r3, n2 = t3, o2 = e3, r3 = t3 = { type: "var", ...o2, prefix: n2 }) : (Mu = r3, r3 = u), r3;
    }
    function qc() {
      var t3, e3, n2, o2, a2;
      return t3 = Mu, (e3 = Us()) !== u && (n2 = (function() {
        var t4, e4, n3, o3, a3;
        t4 = Mu, e4 = [], n3 = Mu, 46 === r2.charCodeAt(Mu) ? (o3 = ".", Mu++) : (o3 = u, 0 === Hu && Yu(Se));
        o3 !== u && (a3 = Us()) !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u);
        for (; n3 !== u; ) e4.push(n3), n3 = Mu, 46 === r2.charCodeAt(Mu) ? (o3 = ".", Mu++) : (o3 = u, 0 === Hu && Yu(Se)), o3 !== u && (a3 = Us()) !== u ? n3 = o3 = [o3, a3] : (Mu = n3, n3 = u);
        e4 !== u && (Du = t4, e4 = (function(r3) {
          const t5 = [];
          for (let e5 = 0; e5 < r3.length; e5++) t5.push(r3[e5][1]);
          return t5;
        })(e4));
        return t4 = e4;
      })()) !== u ? (Du = t3, o2 = e3, a2 = n2, el.push(o2), t3 = e3 = { type: "var", name: o2, members: a2, prefix: null }) : (Mu = t3, t3 = u), t3 === u && (t3 = Mu, (e3 = Ks()) !== u && (Du = t3, e3 = { type: "var", name: e3.value, members: [], quoted: null, prefix: null }), t3 = e3), t3;
    }
    function Wc() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = Mu, (e3 = Gi()) === u && (e3 = qi());
        if (e3 !== u) if (Tc() !== u) if (Cc() !== u) if (Tc() !== u) {
          if (n2 = [], xe.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(ke)), o2 !== u) for (; o2 !== u; ) n2.push(o2), xe.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(ke));
          else n2 = u;
          n2 !== u && (o2 = Tc()) !== u && Ac() !== u ? (Du = t4, e3 = { dataType: e3, length: parseInt(n2.join(""), 10), parentheses: true }, t4 = e3) : (Mu = t4, t4 = u);
        } else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        t4 === u && (t4 = Mu, (e3 = Gi()) !== u && (Du = t4, e3 = Ou(e3)), (t4 = e3) === u && (t4 = Mu, (e3 = qi()) !== u && (Du = t4, e3 = Ou(e3)), t4 = e3));
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2, a2, s2, i2, c2, l2, f2, p2, b2;
        t4 = Mu, (e3 = Wi()) === u && (e3 = Yi()) === u && (e3 = Qi()) === u && (e3 = Xi()) === u && (e3 = Ki()) === u && (e3 = zi()) === u && (e3 = Zi()) === u && (e3 = Ji()) === u && (e3 = rc()) === u && (e3 = (function() {
          var t5, e4, n3, o3;
          return t5 = Mu, "bit" === r2.substr(Mu, 3).toLowerCase() ? (e4 = r2.substr(Mu, 3), Mu += 3) : (e4 = u, 0 === Hu && Yu(ro)), e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "BIT") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u), t5;
        })()) === u && (e3 = tc());
        if (e3 !== u) if ((n2 = Tc()) !== u) if ((o2 = Cc()) !== u) if ((a2 = Tc()) !== u) {
          if (s2 = [], xe.test(r2.charAt(Mu)) ? (i2 = r2.charAt(Mu), Mu++) : (i2 = u, 0 === Hu && Yu(ke)), i2 !== u) for (; i2 !== u; ) s2.push(i2), xe.test(r2.charAt(Mu)) ? (i2 = r2.charAt(Mu), Mu++) : (i2 = u, 0 === Hu && Yu(ke));
          else s2 = u;
          if (s2 !== u) if ((i2 = Tc()) !== u) {
            if (c2 = Mu, (l2 = wc()) !== u) if ((f2 = Tc()) !== u) {
              if (p2 = [], xe.test(r2.charAt(Mu)) ? (b2 = r2.charAt(Mu), Mu++) : (b2 = u, 0 === Hu && Yu(ke)), b2 !== u) for (; b2 !== u; ) p2.push(b2), xe.test(r2.charAt(Mu)) ? (b2 = r2.charAt(Mu), Mu++) : (b2 = u, 0 === Hu && Yu(ke));
              else p2 = u;
              p2 !== u ? c2 = l2 = [l2, f2, p2] : (Mu = c2, c2 = u);
            } else Mu = c2, c2 = u;
            else Mu = c2, c2 = u;
            c2 === u && (c2 = null), c2 !== u && (l2 = Tc()) !== u && (f2 = Ac()) !== u && (p2 = Tc()) !== u ? ((b2 = Yc()) === u && (b2 = null), b2 !== u ? (Du = t4, v2 = c2, y2 = b2, e3 = { dataType: e3, length: parseInt(s2.join(""), 10), scale: v2 && parseInt(v2[2].join(""), 10), parentheses: true, suffix: y2 }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
          } else Mu = t4, t4 = u;
          else Mu = t4, t4 = u;
        } else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        else Mu = t4, t4 = u;
        var v2, y2;
        if (t4 === u) {
          if (t4 = Mu, (e3 = Wi()) === u && (e3 = Yi()) === u && (e3 = Qi()) === u && (e3 = Xi()) === u && (e3 = Ki()) === u && (e3 = zi()) === u && (e3 = Zi()) === u && (e3 = Ji()) === u && (e3 = rc()) === u && (e3 = tc()), e3 !== u) {
            if (n2 = [], xe.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(ke)), o2 !== u) for (; o2 !== u; ) n2.push(o2), xe.test(r2.charAt(Mu)) ? (o2 = r2.charAt(Mu), Mu++) : (o2 = u, 0 === Hu && Yu(ke));
            else n2 = u;
            n2 !== u && (o2 = Tc()) !== u ? ((a2 = Yc()) === u && (a2 = null), a2 !== u ? (Du = t4, e3 = (function(r3, t5, e4) {
              return { dataType: r3, length: parseInt(t5.join(""), 10), suffix: e4 };
            })(e3, n2, a2), t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
          } else Mu = t4, t4 = u;
          t4 === u && (t4 = Mu, (e3 = Wi()) === u && (e3 = Yi()) === u && (e3 = Qi()) === u && (e3 = Xi()) === u && (e3 = Ki()) === u && (e3 = zi()) === u && (e3 = Zi()) === u && (e3 = Ji()) === u && (e3 = rc()) === u && (e3 = tc()), e3 !== u && (n2 = Tc()) !== u ? ((o2 = Yc()) === u && (o2 = null), o2 !== u && (a2 = Tc()) !== u ? (Du = t4, e3 = /* @__PURE__ */ (function(r3, t5) {
            return { dataType: r3, suffix: t5 };
          })(e3, o2), t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u));
        }
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = Mu, (e3 = ec()) === u && (e3 = nc()) === u && (e3 = oc()) === u && (e3 = uc());
        e3 !== u && Tc() !== u && Cc() !== u && Tc() !== u ? (Ru.test(r2.charAt(Mu)) ? (n2 = r2.charAt(Mu), Mu++) : (n2 = u, 0 === Hu && Yu(Uu)), n2 !== u && Tc() !== u && Ac() !== u && Tc() !== u ? ((o2 = Yc()) === u && (o2 = null), o2 !== u ? (Du = t4, e3 = { dataType: e3, length: parseInt(n2, 10), parentheses: true }, t4 = e3) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u);
        t4 === u && (t4 = Mu, (e3 = ec()) === u && (e3 = nc()) === u && (e3 = oc()) === u && (e3 = uc()), e3 !== u && (Du = t4, e3 = Ou(e3)), t4 = e3);
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = Mu, "json" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(lo)), e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t5, t5 = e4 = "JSON") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u), t5;
        })()) !== u && (Du = t4, e3 = Ou(e3));
        return t4 = e3;
      })()) === u && (t3 = (function() {
        var t4, e3;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = Mu, "tinytext" === r2.substr(Mu, 8).toLowerCase() ? (e4 = r2.substr(Mu, 8), Mu += 8) : (e4 = u, 0 === Hu && Yu(bo)), e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t5, t5 = e4 = "TINYTEXT") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u), t5;
        })()) === u && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = Mu, "text" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(vo)), e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t5, t5 = e4 = "TEXT") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u), t5;
        })()) === u && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = Mu, "mediumtext" === r2.substr(Mu, 10).toLowerCase() ? (e4 = r2.substr(Mu, 10), Mu += 10) : (e4 = u, 0 === Hu && Yu(yo)), e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t5, t5 = e4 = "MEDIUMTEXT") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u), t5;
        })()) === u && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = Mu, "longtext" === r2.substr(Mu, 8).toLowerCase() ? (e4 = r2.substr(Mu, 8), Mu += 8) : (e4 = u, 0 === Hu && Yu(ho)), e4 !== u ? (n2 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n2 = void 0 : (Mu = n2, n2 = u), n2 !== u ? (Du = t5, t5 = e4 = "LONGTEXT") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u), t5;
        })());
        e3 !== u && (Du = t4, e3 = { dataType: e3 });
        return t4 = e3;
      })()) === u && (t3 = (function() {
        var t4, e3, n2;
        t4 = Mu, (e3 = (function() {
          var t5, e4, n3, o3;
          return t5 = Mu, "enum" === r2.substr(Mu, 4).toLowerCase() ? (e4 = r2.substr(Mu, 4), Mu += 4) : (e4 = u, 0 === Hu && Yu(wo)), e4 !== u ? (n3 = Mu, Hu++, o3 = Ms(), Hu--, o3 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t5, t5 = e4 = "ENUM") : (Mu = t5, t5 = u)) : (Mu = t5, t5 = u), t5;
        })()) !== u && Tc() !== u && (n2 = ts()) !== u ? (Du = t4, o2 = e3, (a2 = n2).parentheses = true, t4 = e3 = { dataType: o2, expr: a2 }) : (Mu = t4, t4 = u);
        var o2, a2;
        return t4;
      })()) === u && (t3 = (function() {
        var t4, e3;
        t4 = Mu, "boolean" === r2.substr(Mu, 7).toLowerCase() ? (e3 = r2.substr(Mu, 7), Mu += 7) : (e3 = u, 0 === Hu && Yu(Nu));
        e3 !== u && (Du = t4, e3 = { dataType: "BOOLEAN" });
        return t4 = e3;
      })()) === u && (t3 = (function() {
        var t4, e3;
        t4 = Mu, "blob" === r2.substr(Mu, 4).toLowerCase() ? (e3 = r2.substr(Mu, 4), Mu += 4) : (e3 = u, 0 === Hu && Yu(Su));
        e3 === u && ("tinyblob" === r2.substr(Mu, 8).toLowerCase() ? (e3 = r2.substr(Mu, 8), Mu += 8) : (e3 = u, 0 === Hu && Yu(xu)), e3 === u && ("mediumblob" === r2.substr(Mu, 10).toLowerCase() ? (e3 = r2.substr(Mu, 10), Mu += 10) : (e3 = u, 0 === Hu && Yu(ku)), e3 === u && ("longblob" === r2.substr(Mu, 8).toLowerCase() ? (e3 = r2.substr(Mu, 8), Mu += 8) : (e3 = u, 0 === Hu && Yu(Iu)))));
        e3 !== u && (Du = t4, e3 = { dataType: e3.toUpperCase() });
        return t4 = e3;
      })()), t3;
    }
    function Yc() {
      var t3, e3, n2;
      return t3 = Mu, (e3 = Vi()) === u && (e3 = null), e3 !== u && Tc() !== u ? ((n2 = (function() {
        var t4, e4, n3, o2;
        return t4 = Mu, "zerofill" === r2.substr(Mu, 8).toLowerCase() ? (e4 = r2.substr(Mu, 8), Mu += 8) : (e4 = u, 0 === Hu && Yu(io)), e4 !== u ? (n3 = Mu, Hu++, o2 = Ms(), Hu--, o2 === u ? n3 = void 0 : (Mu = n3, n3 = u), n3 !== u ? (Du = t4, t4 = e4 = "ZEROFILL") : (Mu = t4, t4 = u)) : (Mu = t4, t4 = u), t4;
      })()) === u && (n2 = null), n2 !== u ? (Du = t3, t3 = e3 = (function(r3, t4) {
        const e4 = [];
        return r3 && e4.push(r3), t4 && e4.push(t4), e4;
      })(e3, n2)) : (Mu = t3, t3 = u)) : (Mu = t3, t3 = u), t3;
    }
    const Vc = { ALTER: true, ALL: true, ADD: true, AND: true, AS: true, ASC: true, BETWEEN: true, BY: true, CALL: true, CASE: true, CREATE: true, CONTAINS: true, COUNT: true, CURRENT_DATE: true, CURRENT_TIME: true, CURRENT_TIMESTAMP: true, CURRENT_USER: true, DELETE: true, DESC: true, DISTINCT: true, DROP: true, ELSE: true, END: true, EXISTS: true, EXPLAIN: true, FALSE: true, FROM: true, FULL: true, GENERATED: true, GROUP: true, HAVING: true, IN: true, INNER: true, INSERT: true, INTO: true, IS: true, JOIN: true, LEFT: true, LIKE: true, LIMIT: true, LOW_PRIORITY: true, NOT: true, NULL: true, ON: true, OR: true, ORDER: true, OUTER: true, RECURSIVE: true, RENAME: true, READ: true, RIGHT: true, SELECT: true, SESSION_USER: true, SET: true, SHOW: true, SYSTEM_USER: true, TABLE: true, THEN: true, TRUE: true, TRUNCATE: true, UNION: true, UPDATE: true, USING: true, VALUES: true, WITH: true, WHEN: true, WHERE: true, WRITE: true, GLOBAL: true, SESSION: true, LOCAL: true, PERSIST: true, PERSIST_ONLY: true };
    function Qc() {
      return t2.includeLocations ? { loc: Wu(Du, Mu) } : {};
    }
    function Xc(r3, t3) {
      return { type: "unary_expr", operator: r3, expr: t3 };
    }
    function Kc(r3, t3, e3) {
      return { type: "binary_expr", operator: r3, left: t3, right: e3 };
    }
    function zc(r3) {
      const t3 = n(Number.MAX_SAFE_INTEGER);
      return !(n(r3) < t3);
    }
    function Zc(r3, t3, e3 = 3) {
      const n2 = [r3];
      for (let r4 = 0; r4 < t3.length; r4++) delete t3[r4][e3].tableList, delete t3[r4][e3].columnList, n2.push(t3[r4][e3]);
      return n2;
    }
    function Jc(r3, t3) {
      let e3 = r3;
      for (let r4 = 0; r4 < t3.length; r4++) e3 = Kc(t3[r4][1], e3, t3[r4][3]);
      return e3;
    }
    function rl(r3) {
      const t3 = ul[r3];
      return t3 || (r3 || null);
    }
    function tl(r3) {
      const t3 = /* @__PURE__ */ new Set();
      for (let e3 of r3.keys()) {
        const r4 = e3.split("::");
        if (!r4) {
          t3.add(e3);
          break;
        }
        r4 && r4[1] && (r4[1] = rl(r4[1])), t3.add(r4.join("::"));
      }
      return Array.from(t3);
    }
    let el = [];
    const nl = /* @__PURE__ */ new Set(), ol = /* @__PURE__ */ new Set(), ul = {};
    if ((e2 = s()) !== u && Mu === r2.length) return e2;
    throw e2 !== u && Mu < r2.length && Yu({ type: "end" }), Vu($u, Fu < r2.length ? r2.charAt(Fu) : null, Fu < r2.length ? Wu(Fu, Fu + 1) : Wu(Fu, Fu));
  } };
}, function(r, t, e) {
  r.exports = e(3);
}, function(r, t) {
  r.exports = require_BigInteger();
}, function(r, t, e) {
  "use strict";
  e.r(t), e.d(t, "Parser", (function() {
    return qt;
  })), e.d(t, "util", (function() {
    return n;
  }));
  var n = {};
  function o(r2) {
    return (o = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  e.r(n), e.d(n, "arrayStructTypeToSQL", (function() {
    return g;
  })), e.d(n, "autoIncrementToSQL", (function() {
    return x;
  })), e.d(n, "columnOrderListToSQL", (function() {
    return k;
  })), e.d(n, "commonKeywordArgsToSQL", (function() {
    return S;
  })), e.d(n, "commonOptionConnector", (function() {
    return s;
  })), e.d(n, "connector", (function() {
    return i;
  })), e.d(n, "commonTypeValue", (function() {
    return L;
  })), e.d(n, "commentToSQL", (function() {
    return j;
  })), e.d(n, "createBinaryExpr", (function() {
    return l;
  })), e.d(n, "createValueExpr", (function() {
    return c;
  })), e.d(n, "dataTypeToSQL", (function() {
    return E;
  })), e.d(n, "DEFAULT_OPT", (function() {
    return u;
  })), e.d(n, "escape", (function() {
    return f;
  })), e.d(n, "literalToSQL", (function() {
    return w;
  })), e.d(n, "columnIdentifierToSql", (function() {
    return y;
  })), e.d(n, "getParserOpt", (function() {
    return p;
  })), e.d(n, "identifierToSql", (function() {
    return d;
  })), e.d(n, "onPartitionsToSQL", (function() {
    return A;
  })), e.d(n, "replaceParams", (function() {
    return C;
  })), e.d(n, "returningToSQL", (function() {
    return T;
  })), e.d(n, "hasVal", (function() {
    return m;
  })), e.d(n, "setParserOpt", (function() {
    return b;
  })), e.d(n, "toUpper", (function() {
    return h;
  })), e.d(n, "topToSQL", (function() {
    return v;
  })), e.d(n, "triggerEventToSQL", (function() {
    return _;
  }));
  var u = { database: "sqlite", type: "table", trimQuery: true, parseOptions: { includeLocations: false } }, a = u;
  function s(r2, t2, e2) {
    if (e2) return r2 ? "".concat(r2.toUpperCase(), " ").concat(t2(e2)) : t2(e2);
  }
  function i(r2, t2) {
    if (t2) return "".concat(r2.toUpperCase(), " ").concat(t2);
  }
  function c(r2) {
    var t2 = o(r2);
    if (Array.isArray(r2)) return { type: "expr_list", value: r2.map(c) };
    if (null === r2) return { type: "null", value: null };
    switch (t2) {
      case "boolean":
        return { type: "bool", value: r2 };
      case "string":
        return { type: "string", value: r2 };
      case "number":
        return { type: "number", value: r2 };
      default:
        throw new Error('Cannot convert value "'.concat(t2, '" to SQL'));
    }
  }
  function l(r2, t2, e2) {
    var n2 = { operator: r2, type: "binary_expr" };
    return n2.left = t2.type ? t2 : c(t2), "BETWEEN" === r2 || "NOT BETWEEN" === r2 ? (n2.right = { type: "expr_list", value: [c(e2[0]), c(e2[1])] }, n2) : (n2.right = e2.type ? e2 : c(e2), n2);
  }
  function f(r2) {
    return r2;
  }
  function p() {
    return a;
  }
  function b(r2) {
    a = r2;
  }
  function v(r2) {
    if (r2) {
      var t2 = r2.value, e2 = r2.percent, n2 = r2.parentheses ? "(".concat(t2, ")") : t2, o2 = "TOP ".concat(n2);
      return e2 ? "".concat(o2, " ").concat(e2.toUpperCase()) : o2;
    }
  }
  function y(r2) {
    var t2 = p().database;
    if (r2) switch (t2 && t2.toLowerCase()) {
      case "athena":
      case "db2":
      case "postgresql":
      case "redshift":
      case "snowflake":
      case "noql":
      case "trino":
      case "sqlite":
        return '"'.concat(r2, '"');
      case "transactsql":
        return "[".concat(r2, "]");
      case "mysql":
      case "mariadb":
      case "bigquery":
      default:
        return "`".concat(r2, "`");
    }
  }
  function d(r2, t2, e2) {
    if (true === t2) return "'".concat(r2, "'");
    if (r2) {
      if ("*" === r2) return r2;
      if (null != e2) return "".concat(e2).concat(r2).concat(e2);
      var n2 = p().database;
      switch (n2 && n2.toLowerCase()) {
        case "mysql":
        case "mariadb":
          return "`".concat(r2, "`");
        case "athena":
        case "postgresql":
        case "redshift":
        case "snowflake":
        case "trino":
        case "noql":
        case "sqlite":
          return '"'.concat(r2, '"');
        case "transactsql":
          return "[".concat(r2, "]");
        case "bigquery":
        case "db2":
          return r2;
        default:
          return "`".concat(r2, "`");
      }
    }
  }
  function h(r2) {
    if (r2) return r2.toUpperCase();
  }
  function m(r2) {
    return r2;
  }
  function w(r2) {
    if (r2) {
      var t2 = r2.prefix, e2 = r2.type, n2 = r2.parentheses, u2 = r2.suffix, a2 = r2.value, s2 = "object" === o(r2) ? a2 : r2;
      switch (e2) {
        case "backticks_quote_string":
          s2 = "`".concat(a2, "`");
          break;
        case "string":
          s2 = "'".concat(a2, "'");
          break;
        case "regex_string":
          s2 = 'r"'.concat(a2, '"');
          break;
        case "hex_string":
          s2 = "X'".concat(a2, "'");
          break;
        case "full_hex_string":
          s2 = "0x".concat(a2);
          break;
        case "natural_string":
          s2 = "N'".concat(a2, "'");
          break;
        case "bit_string":
          s2 = "b'".concat(a2, "'");
          break;
        case "double_quote_string":
          s2 = '"'.concat(a2, '"');
          break;
        case "single_quote_string":
          s2 = "'".concat(a2, "'");
          break;
        case "boolean":
        case "bool":
          s2 = a2 ? "TRUE" : "FALSE";
          break;
        case "null":
          s2 = "NULL";
          break;
        case "star":
          s2 = "*";
          break;
        case "param":
          s2 = "".concat(t2 || ":").concat(a2), t2 = null;
          break;
        case "origin":
          s2 = a2.toUpperCase();
          break;
        case "date":
        case "datetime":
        case "time":
        case "timestamp":
          s2 = "".concat(e2.toUpperCase(), " '").concat(a2, "'");
          break;
        case "var_string":
          s2 = "N'".concat(a2, "'");
          break;
        case "unicode_string":
          s2 = "U&'".concat(a2, "'");
      }
      var i2 = [];
      return t2 && i2.push(h(t2)), i2.push(s2), u2 && ("string" == typeof u2 && i2.push(u2), "object" === o(u2) && (u2.collate ? i2.push(bt(u2.collate)) : i2.push(w(u2)))), s2 = i2.join(" "), n2 ? "(".concat(s2, ")") : s2;
    }
  }
  function L(r2) {
    if (!r2) return [];
    var t2 = r2.type, e2 = r2.symbol, n2 = r2.value;
    return [t2.toUpperCase(), e2, "string" == typeof n2 ? n2.toUpperCase() : w(n2)].filter(m);
  }
  function C(r2, t2) {
    return (function r3(t3, e2) {
      return Object.keys(t3).filter((function(r4) {
        var e3 = t3[r4];
        return Array.isArray(e3) || "object" === o(e3) && null !== e3;
      })).forEach((function(n2) {
        var u2 = t3[n2];
        if ("object" !== o(u2) || "param" !== u2.type) return r3(u2, e2);
        if (void 0 === e2[u2.value]) throw new Error("no value for parameter :".concat(u2.value, " found"));
        return t3[n2] = c(e2[u2.value]), null;
      })), t3;
    })(JSON.parse(JSON.stringify(r2)), t2);
  }
  function A(r2) {
    var t2 = r2.type, e2 = r2.partitions;
    return [h(t2), "(".concat(e2.map((function(r3) {
      if ("range" !== r3.type) return w(r3);
      var t3 = r3.start, e3 = r3.end, n2 = r3.symbol;
      return "".concat(w(t3), " ").concat(h(n2), " ").concat(w(e3));
    })).join(", "), ")")].join(" ");
  }
  function E(r2) {
    var t2 = r2.schema, e2 = r2.dataType, n2 = r2.length, o2 = r2.parentheses, u2 = r2.scale, a2 = r2.suffix, s2 = "";
    null != n2 && (s2 = u2 ? "".concat(n2, ", ").concat(u2) : n2), o2 && (s2 = "(".concat(s2, ")")), a2 && a2.length && (s2 += " ".concat(a2.join(" ")));
    var i2 = t2 ? "".concat(t2, ".") : "";
    return "".concat(i2).concat(e2).concat(s2);
  }
  function g(r2) {
    if (r2) {
      var t2 = r2.dataType, e2 = r2.definition, n2 = r2.anglebracket, o2 = h(t2);
      if ("ARRAY" !== o2 && "STRUCT" !== o2) return o2;
      var u2 = e2 && e2.map((function(r3) {
        return [r3.field_name, g(r3.field_type)].filter(m).join(" ");
      })).join(", ");
      return n2 ? "".concat(o2, "<").concat(u2, ">") : "".concat(o2, " ").concat(u2);
    }
  }
  function j(r2) {
    if (r2) {
      var t2 = [], e2 = r2.keyword, n2 = r2.symbol, o2 = r2.value;
      return t2.push(e2.toUpperCase()), n2 && t2.push(n2), t2.push(w(o2)), t2.join(" ");
    }
  }
  function _(r2) {
    return r2.map((function(r3) {
      var t2 = r3.keyword, e2 = r3.args, n2 = [h(t2)];
      if (e2) {
        var o2 = e2.keyword, u2 = e2.columns;
        n2.push(h(o2), u2.map(Et).join(", "));
      }
      return n2.join(" ");
    })).join(" OR ");
  }
  function T(r2) {
    return r2 ? ["RETURNING", r2.columns.map(kt).filter(m).join(", ")].join(" ") : "";
  }
  function S(r2) {
    return r2 ? [h(r2.keyword), h(r2.args)] : [];
  }
  function x(r2) {
    if (r2) {
      if ("string" == typeof r2) {
        var t2 = p().database;
        switch (t2 && t2.toLowerCase()) {
          case "sqlite":
            return "AUTOINCREMENT";
          default:
            return "AUTO_INCREMENT";
        }
      }
      var e2 = r2.keyword, n2 = r2.seed, o2 = r2.increment, u2 = r2.parentheses, a2 = h(e2);
      return u2 && (a2 += "(".concat(w(n2), ", ").concat(w(o2), ")")), a2;
    }
  }
  function k(r2) {
    if (r2) return r2.map(Tt).filter(m).join(", ");
  }
  function I(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return N(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || (function(r3, t2) {
      if (r3) {
        if ("string" == typeof r3) return N(r3, t2);
        var e2 = {}.toString.call(r3).slice(8, -1);
        return "Object" === e2 && r3.constructor && (e2 = r3.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r3) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? N(r3, t2) : void 0;
      }
    })(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function N(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function O(r2) {
    if (!r2) return [];
    var t2 = r2.keyword, e2 = r2.type;
    return [t2.toUpperCase(), h(e2)];
  }
  function R(r2) {
    if (r2) {
      var t2 = r2.type, e2 = r2.expr, n2 = r2.symbol, o2 = t2.toUpperCase(), u2 = [];
      switch (u2.push(o2), o2) {
        case "KEY_BLOCK_SIZE":
          n2 && u2.push(n2), u2.push(w(e2));
          break;
        case "BTREE":
        case "HASH":
          u2.length = 0, u2.push.apply(u2, I(O(r2)));
          break;
        case "WITH PARSER":
          u2.push(e2);
          break;
        case "VISIBLE":
        case "INVISIBLE":
          break;
        case "COMMENT":
          u2.shift(), u2.push(j(r2));
          break;
        case "DATA_COMPRESSION":
          u2.push(n2, h(e2.value), A(e2.on));
          break;
        default:
          u2.push(n2, w(e2));
      }
      return u2.filter(m).join(" ");
    }
  }
  function U(r2) {
    return r2 ? r2.map(R) : [];
  }
  function M(r2) {
    var t2 = r2.constraint_type, e2 = r2.index_type, n2 = r2.index_options, o2 = void 0 === n2 ? [] : n2, u2 = r2.definition, a2 = r2.on, s2 = r2.with, i2 = [];
    if (i2.push.apply(i2, I(O(e2))), u2 && u2.length) {
      var c2 = "CHECK" === h(t2) ? "(".concat(lt(u2[0]), ")") : "(".concat(u2.map((function(r3) {
        return lt(r3);
      })).join(", "), ")");
      i2.push(c2);
    }
    return i2.push(U(o2).join(" ")), s2 && i2.push("WITH (".concat(U(s2).join(", "), ")")), a2 && i2.push("ON [".concat(a2, "]")), i2;
  }
  function D(r2) {
    var t2 = r2.operator || r2.op, e2 = lt(r2.right), n2 = false;
    if (Array.isArray(e2)) {
      switch (t2) {
        case "=":
          t2 = "IN";
          break;
        case "!=":
          t2 = "NOT IN";
          break;
        case "BETWEEN":
        case "NOT BETWEEN":
          n2 = true, e2 = "".concat(e2[0], " AND ").concat(e2[1]);
      }
      n2 || (e2 = "(".concat(e2.join(", "), ")"));
    }
    var o2 = r2.right.escape || {}, u2 = Array.isArray(r2.left) ? r2.left.map(lt).join(", ") : lt(r2.left), a2 = bt(r2.collate), s2 = [u2, t2, e2, h(o2.type), lt(o2.value)].filter(m).join("." === t2 ? "" : " "), i2 = r2.parentheses ? "(".concat(s2, ")") : s2;
    return a2 && (i2 = "".concat(i2, " ").concat(a2)), i2;
  }
  function P(r2) {
    var t2 = r2.name, e2 = r2.type;
    switch (e2) {
      case "table":
      case "view":
        var n2 = [d(t2.db), d(t2.table)].filter(m).join(".");
        return "".concat(h(e2), " ").concat(n2);
      case "column":
        return "COLUMN ".concat(Et(t2));
      default:
        return "".concat(h(e2), " ").concat(w(t2));
    }
  }
  function F(r2) {
    var t2 = r2.keyword, e2 = r2.expr;
    return [h(t2), w(e2)].filter(m).join(" ");
  }
  function $(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return H(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || (function(r3, t2) {
      if (r3) {
        if ("string" == typeof r3) return H(r3, t2);
        var e2 = {}.toString.call(r3).slice(8, -1);
        return "Object" === e2 && r3.constructor && (e2 = r3.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r3) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? H(r3, t2) : void 0;
      }
    })(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function H(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function B(r2) {
    return r2 ? [r2.prefix.map(w).join(" "), lt(r2.value), r2.suffix.map(w).join(" ")] : [];
  }
  function G(r2) {
    return r2 ? r2.fetch || r2.offset ? (e2 = (t2 = r2).fetch, n2 = t2.offset, [].concat($(B(n2)), $(B(e2))).filter(m).join(" ")) : (function(r3) {
      var t3 = r3.seperator, e3 = r3.value;
      return 1 === e3.length && "offset" === t3 ? i("OFFSET", lt(e3[0])) : i("LIMIT", e3.map(lt).join("".concat("offset" === t3 ? " " : "").concat(h(t3), " ")));
    })(r2) : "";
    var t2, e2, n2;
  }
  function q(r2) {
    if (r2 && 0 !== r2.length) {
      var t2 = r2[0].recursive ? "RECURSIVE " : "", e2 = r2.map((function(r3) {
        var t3 = r3.name, e3 = r3.stmt, n2 = r3.columns, o2 = Array.isArray(n2) ? "(".concat(n2.map(Et).join(", "), ")") : "", u2 = s("values" === e3.type ? "VALUES" : "", lt, e3);
        return "".concat("default" === t3.type ? d(t3.value) : w(t3)).concat(o2, " AS (").concat(u2, ")");
      })).join(", ");
      return "WITH ".concat(t2).concat(e2);
    }
  }
  function W(r2) {
    if (r2 && r2.position) {
      var t2 = r2.keyword, e2 = r2.expr, n2 = [], o2 = h(t2);
      switch (o2) {
        case "VAR":
          n2.push(e2.map(ct).join(", "));
          break;
        default:
          n2.push(o2, "string" == typeof e2 ? d(e2) : lt(e2));
      }
      return n2.filter(m).join(" ");
    }
  }
  function Y(r2) {
    var t2 = r2.as_struct_val, e2 = r2.columns, n2 = r2.collate, o2 = r2.distinct, u2 = r2.for, a2 = r2.from, c2 = r2.for_sys_time_as_of, l2 = void 0 === c2 ? {} : c2, f2 = r2.locking_read, p2 = r2.groupby, b2 = r2.having, y2 = r2.into, d2 = void 0 === y2 ? {} : y2, L2 = r2.isolation, C2 = r2.limit, A2 = r2.options, E2 = r2.orderby, g2 = r2.parentheses_symbol, j2 = r2.qualify, _2 = r2.top, T2 = r2.window, S2 = r2.with, x2 = r2.where, k2 = [q(S2), "SELECT", h(t2)];
    Array.isArray(A2) && k2.push(A2.join(" ")), k2.push((function(r3) {
      if (r3) {
        if ("string" == typeof r3) return r3;
        var t3 = r3.type, e3 = r3.columns, n3 = [h(t3)];
        return e3 && n3.push("(".concat(e3.map(lt).join(", "), ")")), n3.filter(m).join(" ");
      }
    })(o2), v(_2), Nt(e2, a2));
    var I2 = d2.position, N2 = "";
    I2 && (N2 = s("INTO", W, d2)), "column" === I2 && k2.push(N2), k2.push(s("FROM", Cr, a2)), "from" === I2 && k2.push(N2);
    var O2 = l2 || {}, R2 = O2.keyword, U2 = O2.expr;
    k2.push(s(R2, lt, U2)), k2.push(s("WHERE", lt, x2)), p2 && (k2.push(i("GROUP BY", ft(p2.columns).join(", "))), k2.push(ft(p2.modifiers).join(", "))), k2.push(s("HAVING", lt, b2)), k2.push(s("QUALIFY", lt, j2)), k2.push(s("WINDOW", lt, T2)), k2.push(pt(E2, "order by")), k2.push(bt(n2)), k2.push(G(C2)), L2 && k2.push(s(L2.keyword, w, L2.expr)), k2.push(h(f2)), "end" === I2 && k2.push(N2), k2.push((function(r3) {
      if (r3) {
        var t3 = r3.expr, e3 = r3.keyword, n3 = [h(r3.type), h(e3)];
        return t3 ? "".concat(n3.join(" "), "(").concat(lt(t3), ")") : n3.join(" ");
      }
    })(u2));
    var M2 = k2.filter(m).join(" ");
    return g2 ? "(".concat(M2, ")") : M2;
  }
  function V(r2, t2) {
    var e2 = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
    if (!e2) {
      if (Array.isArray(r2) || (e2 = (function(r3, t3) {
        if (r3) {
          if ("string" == typeof r3) return Q(r3, t3);
          var e3 = {}.toString.call(r3).slice(8, -1);
          return "Object" === e3 && r3.constructor && (e3 = r3.constructor.name), "Map" === e3 || "Set" === e3 ? Array.from(r3) : "Arguments" === e3 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e3) ? Q(r3, t3) : void 0;
        }
      })(r2)) || t2 && r2 && "number" == typeof r2.length) {
        e2 && (r2 = e2);
        var n2 = 0, o2 = function() {
        };
        return { s: o2, n: function() {
          return n2 >= r2.length ? { done: true } : { done: false, value: r2[n2++] };
        }, e: function(r3) {
          throw r3;
        }, f: o2 };
      }
      throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    }
    var u2, a2 = true, s2 = false;
    return { s: function() {
      e2 = e2.call(r2);
    }, n: function() {
      var r3 = e2.next();
      return a2 = r3.done, r3;
    }, e: function(r3) {
      s2 = true, u2 = r3;
    }, f: function() {
      try {
        a2 || null == e2.return || e2.return();
      } finally {
        if (s2) throw u2;
      }
    } };
  }
  function Q(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function X(r2) {
    if (!r2 || 0 === r2.length) return "";
    var t2, e2 = [], n2 = V(r2);
    try {
      for (n2.s(); !(t2 = n2.n()).done; ) {
        var o2 = t2.value, u2 = {}, a2 = o2.value;
        for (var s2 in o2) "value" !== s2 && "keyword" !== s2 && (u2[s2] = o2[s2]);
        var i2 = [Et(u2)], c2 = "";
        a2 && (c2 = lt(a2), i2.push("=", c2)), e2.push(i2.filter(m).join(" "));
      }
    } catch (r3) {
      n2.e(r3);
    } finally {
      n2.f();
    }
    return e2.join(", ");
  }
  function K(r2) {
    var t2 = r2.name, e2 = r2.value;
    return ["@".concat(t2), "=", lt(e2)].filter(m).join(" ");
  }
  function z(r2) {
    if (!r2) return "";
    var t2 = r2.keyword, e2 = r2.terminated, n2 = r2.enclosed, o2 = r2.escaped;
    return [h(t2), w(e2), w(n2), w(o2)].filter(m).join(" ");
  }
  function Z(r2) {
    if (!r2) return "";
    var t2 = r2.keyword, e2 = r2.starting, n2 = r2.terminated;
    return [h(t2), w(e2), w(n2)].filter(m).join(" ");
  }
  function J(r2) {
    if (!r2) return "";
    var t2 = r2.count, e2 = r2.suffix;
    return ["IGNORE", w(t2), e2].filter(m).join(" ");
  }
  function rr(r2) {
    if (!r2) return "";
    var t2 = r2.mode, e2 = r2.local, n2 = r2.file, o2 = r2.replace_ignore, u2 = r2.table, a2 = r2.partition, i2 = r2.character_set, c2 = r2.column, l2 = r2.fields, f2 = r2.lines, p2 = r2.set, b2 = r2.ignore;
    return ["LOAD DATA", h(t2), h(e2), "INFILE", w(n2), h(o2), "INTO TABLE", Lr(u2), sr(a2), s("CHARACTER SET", w, i2), z(l2), Z(f2), J(b2), Nt(c2), s("SET", X, p2)].filter(m).join(" ");
  }
  function tr(r2) {
    var t2 = r2.left, e2 = r2.right, n2 = r2.symbol, o2 = r2.keyword;
    t2.keyword = o2;
    var u2 = lt(t2), a2 = lt(e2);
    return [u2, h(n2), a2].filter(m).join(" ");
  }
  function er(r2) {
    var t2, e2, n2, o2, u2 = r2.keyword, a2 = r2.suffix, i2 = "";
    switch (h(u2)) {
      case "BINLOG":
        e2 = (t2 = r2).in, n2 = t2.from, o2 = t2.limit, i2 = [s("IN", w, e2 && e2.right), s("FROM", Cr, n2), G(o2)].filter(m).join(" ");
        break;
      case "CHARACTER":
      case "COLLATION":
        i2 = (function(r3) {
          var t3 = r3.expr;
          if (t3) return "LIKE" === h(t3.op) ? s("LIKE", w, t3.right) : s("WHERE", lt, t3);
        })(r2);
        break;
      case "COLUMNS":
      case "INDEXES":
      case "INDEX":
        i2 = s("FROM", Cr, r2.from);
        break;
      case "GRANTS":
        i2 = (function(r3) {
          var t3 = r3.for;
          if (t3) {
            var e3 = t3.user, n3 = t3.host, o3 = t3.role_list, u3 = "'".concat(e3, "'");
            return n3 && (u3 += "@'".concat(n3, "'")), ["FOR", u3, o3 && "USING", o3 && o3.map((function(r4) {
              return "'".concat(r4, "'");
            })).join(", ")].filter(m).join(" ");
          }
        })(r2);
        break;
      case "CREATE":
        i2 = s("", Lr, r2[a2]);
        break;
      case "VAR":
        i2 = ct(r2.var), u2 = "";
    }
    return ["SHOW", h(u2), h(a2), i2].filter(m).join(" ");
  }
  var nr = { alter: function(r2) {
    var t2 = r2.keyword;
    switch (void 0 === t2 ? "table" : t2) {
      case "aggregate":
        return (function(r3) {
          var t3 = r3.args, e2 = r3.expr, n2 = r3.keyword, o2 = r3.name, u2 = r3.type, a2 = t3.expr, s2 = t3.orderby;
          return [h(u2), h(n2), [[d(o2.schema), d(o2.name)].filter(m).join("."), "(".concat(a2.map(nt).join(", ")).concat(s2 ? [" ORDER", "BY", s2.map(nt).join(", ")].join(" ") : "", ")")].filter(m).join(""), et(e2)].filter(m).join(" ");
        })(r2);
      case "table":
        return (function(r3) {
          var t3 = r3.type, e2 = r3.table, n2 = r3.if_exists, o2 = r3.prefix, u2 = r3.expr, a2 = void 0 === u2 ? [] : u2, s2 = h(t3), i2 = Cr(e2), c2 = a2.map(lt);
          return [s2, "TABLE", h(n2), w(o2), i2, c2.join(", ")].filter(m).join(" ");
        })(r2);
      case "schema":
        return (function(r3) {
          var t3 = r3.expr, e2 = r3.keyword, n2 = r3.schema;
          return [h(r3.type), h(e2), d(n2), et(t3)].filter(m).join(" ");
        })(r2);
      case "sequence":
        return (function(r3) {
          var t3 = r3.type, e2 = r3.keyword, n2 = r3.sequence, o2 = r3.if_exists, u2 = r3.expr, a2 = void 0 === u2 ? [] : u2, s2 = h(t3), i2 = Cr(n2), c2 = a2.map(Xr);
          return [s2, h(e2), h(o2), i2, c2.join(", ")].filter(m).join(" ");
        })(r2);
      case "domain":
      case "type":
        return (function(r3) {
          var t3 = r3.expr, e2 = r3.keyword, n2 = r3.name;
          return [h(r3.type), h(e2), [d(n2.schema), d(n2.name)].filter(m).join("."), et(t3)].filter(m).join(" ");
        })(r2);
      case "function":
        return (function(r3) {
          var t3 = r3.args, e2 = r3.expr, n2 = r3.keyword, o2 = r3.name;
          return [h(r3.type), h(n2), [[d(o2.schema), d(o2.name)].filter(m).join("."), t3 && "(".concat(t3.expr ? t3.expr.map(nt).join(", ") : "", ")")].filter(m).join(""), et(e2)].filter(m).join(" ");
        })(r2);
      case "view":
        return (function(r3) {
          var t3 = r3.type, e2 = r3.columns, n2 = r3.attributes, o2 = r3.select, u2 = r3.view, a2 = r3.with, s2 = h(t3), i2 = Lr(u2), c2 = [s2, "VIEW", i2];
          e2 && c2.push("(".concat(e2.map(Et).join(", "), ")"));
          n2 && c2.push("WITH ".concat(n2.map(h).join(", ")));
          c2.push("AS", Y(o2)), a2 && c2.push(h(a2));
          return c2.filter(m).join(" ");
        })(r2);
    }
  }, analyze: function(r2) {
    var t2 = r2.type, e2 = r2.table;
    return [h(t2), Lr(e2)].join(" ");
  }, attach: function(r2) {
    var t2 = r2.type, e2 = r2.database, n2 = r2.expr, o2 = r2.as, u2 = r2.schema;
    return [h(t2), h(e2), lt(n2), h(o2), d(u2)].filter(m).join(" ");
  }, create: function(r2) {
    var t2 = r2.keyword, e2 = "";
    switch (t2.toLowerCase()) {
      case "aggregate":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.replace, n2 = r3.keyword, o2 = r3.name, u2 = r3.args, a2 = r3.options, s2 = [h(t3), h(e3), h(n2)], i2 = [d(o2.schema), o2.name].filter(m).join("."), c2 = "".concat(u2.expr.map(nt).join(", ")).concat(u2.orderby ? [" ORDER", "BY", u2.orderby.map(nt).join(", ")].join(" ") : "");
          return s2.push("".concat(i2, "(").concat(c2, ")"), "(".concat(a2.map(rt).join(", "), ")")), s2.filter(m).join(" ");
        })(r2);
        break;
      case "table":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.keyword, n2 = r3.table, o2 = r3.like, u2 = r3.as, a2 = r3.temporary, s2 = r3.if_not_exists, i2 = r3.create_definitions, c2 = r3.table_options, l2 = r3.ignore_replace, f2 = r3.replace, b2 = r3.partition_of, v2 = r3.query_expr, y2 = r3.unlogged, d2 = r3.with, L2 = [h(t3), h(f2), h(a2), h(y2), h(e3), h(s2), Cr(n2)];
          if (o2) {
            var C2 = o2.type, A2 = Cr(o2.table);
            return L2.push(h(C2), A2), L2.filter(m).join(" ");
          }
          if (b2) return L2.concat([zr(b2)]).filter(m).join(" ");
          i2 && L2.push("(".concat(i2.map(Xr).join(", "), ")"));
          if (c2) {
            var E2 = p().database, g2 = E2 && "sqlite" === E2.toLowerCase() ? ", " : " ";
            L2.push(c2.map(Ar).join(g2));
          }
          if (d2) {
            var j2 = d2.map((function(r4) {
              return [w(r4.keyword), h(r4.symbol), w(r4.value)].join(" ");
            })).join(", ");
            L2.push("WITH (".concat(j2, ")"));
          }
          L2.push(h(l2), h(u2)), v2 && L2.push(or(v2));
          return L2.filter(m).join(" ");
        })(r2);
        break;
      case "trigger":
        e2 = "constraint" === r2.resource ? (function(r3) {
          var t3 = r3.constraint, e3 = r3.constraint_kw, n2 = r3.deferrable, o2 = r3.events, u2 = r3.execute, a2 = r3.for_each, s2 = r3.from, i2 = r3.location, c2 = r3.keyword, l2 = r3.or, f2 = r3.type, p2 = r3.table, b2 = r3.when, v2 = [h(f2), h(l2), h(e3), h(c2), d(t3), h(i2)], y2 = _(o2);
          v2.push(y2, "ON", Lr(p2)), s2 && v2.push("FROM", Lr(s2));
          v2.push.apply(v2, Yr(S(n2)).concat(Yr(S(a2)))), b2 && v2.push(h(b2.type), lt(b2.cond));
          return v2.push(h(u2.keyword), Wr(u2.expr)), v2.filter(m).join(" ");
        })(r2) : (function(r3) {
          var t3 = r3.definer, e3 = r3.for_each, n2 = r3.keyword, o2 = r3.execute, u2 = r3.type, a2 = r3.table, i2 = r3.if_not_exists, c2 = r3.temporary, l2 = r3.trigger, f2 = r3.events, p2 = r3.order, b2 = r3.time, v2 = r3.when, y2 = [h(u2), h(c2), lt(t3), h(n2), h(i2), Lr(l2), h(b2), f2.map((function(r4) {
            var t4 = [h(r4.keyword)], e4 = r4.args;
            return e4 && t4.push(h(e4.keyword), e4.columns.map(Et).join(", ")), t4.join(" ");
          })), "ON", Lr(a2), h(e3 && e3.keyword), h(e3 && e3.args), p2 && "".concat(h(p2.keyword), " ").concat(d(p2.trigger)), s("WHEN", lt, v2), h(o2.prefix)];
          switch (o2.type) {
            case "set":
              y2.push(s("SET", X, o2.expr));
              break;
            case "multiple":
              y2.push(ur(o2.expr.ast));
          }
          return y2.push(h(o2.suffix)), y2.filter(m).join(" ");
        })(r2);
        break;
      case "extension":
        e2 = (function(r3) {
          var t3 = r3.extension, e3 = r3.from, n2 = r3.if_not_exists, o2 = r3.keyword, u2 = r3.schema, a2 = r3.type, i2 = r3.with, c2 = r3.version;
          return [h(a2), h(o2), h(n2), w(t3), h(i2), s("SCHEMA", w, u2), s("VERSION", w, c2), s("FROM", w, e3)].filter(m).join(" ");
        })(r2);
        break;
      case "function":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.replace, n2 = r3.keyword, o2 = r3.name, u2 = r3.args, a2 = r3.returns, s2 = r3.options, i2 = r3.last, c2 = [h(t3), h(e3), h(n2)], l2 = [w(o2.schema), o2.name.map(w).join(".")].filter(m).join("."), f2 = u2.map(nt).filter(m).join(", ");
          return c2.push("".concat(l2, "(").concat(f2, ")"), (function(r4) {
            var t4 = r4.type, e4 = r4.keyword, n3 = r4.expr;
            return [h(t4), h(e4), Array.isArray(n3) ? "(".concat(n3.map(St).join(", "), ")") : Zr(n3)].filter(m).join(" ");
          })(a2), s2.map(Jr).join(" "), i2), c2.filter(m).join(" ");
        })(r2);
        break;
      case "index":
        e2 = (function(r3) {
          var t3 = r3.concurrently, e3 = r3.filestream_on, n2 = r3.keyword, o2 = r3.if_not_exists, u2 = r3.include, a2 = r3.index_columns, i2 = r3.index_type, c2 = r3.index_using, l2 = r3.index, f2 = r3.on, p2 = r3.index_options, b2 = r3.algorithm_option, v2 = r3.lock_option, y2 = r3.on_kw, L2 = r3.table, C2 = r3.tablespace, A2 = r3.type, E2 = r3.where, g2 = r3.with, j2 = r3.with_before_where, _2 = g2 && "WITH (".concat(U(g2).join(", "), ")"), T2 = u2 && "".concat(h(u2.keyword), " (").concat(u2.columns.map((function(r4) {
            return "string" == typeof r4 ? d(r4) : lt(r4);
          })).join(", "), ")"), S2 = l2;
          l2 && (S2 = "string" == typeof l2 ? d(l2) : [d(l2.schema), d(l2.name)].filter(m).join("."));
          var x2 = [h(A2), h(i2), h(n2), h(o2), h(t3), S2, h(y2), Lr(L2)].concat(Yr(O(c2)), ["(".concat(k(a2), ")"), T2, U(p2).join(" "), et(b2), et(v2), s("TABLESPACE", w, C2)]);
          j2 ? x2.push(_2, s("WHERE", lt, E2)) : x2.push(s("WHERE", lt, E2), _2);
          return x2.push(s("ON", lt, f2), s("FILESTREAM_ON", w, e3)), x2.filter(m).join(" ");
        })(r2);
        break;
      case "sequence":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.keyword, n2 = r3.sequence, o2 = r3.temporary, u2 = r3.if_not_exists, a2 = r3.create_definitions, s2 = [h(t3), h(o2), h(e3), h(u2), Cr(n2)];
          a2 && s2.push(a2.map(Xr).join(" "));
          return s2.filter(m).join(" ");
        })(r2);
        break;
      case "database":
      case "schema":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.keyword, n2 = r3.replace, o2 = r3.if_not_exists, u2 = r3.create_definitions, a2 = r3[e3], s2 = a2.db, i2 = a2.schema, c2 = [w(s2), i2.map(w).join(".")].filter(m).join("."), l2 = [h(t3), h(n2), h(e3), h(o2), c2];
          u2 && l2.push(u2.map(Ar).join(" "));
          return l2.filter(m).join(" ");
        })(r2);
        break;
      case "view":
        e2 = (function(r3) {
          var t3 = r3.algorithm, e3 = r3.columns, n2 = r3.definer, o2 = r3.if_not_exists, u2 = r3.keyword, a2 = r3.recursive, s2 = r3.replace, i2 = r3.select, c2 = r3.sql_security, l2 = r3.temporary, f2 = r3.type, p2 = r3.view, b2 = r3.with, v2 = r3.with_options, w2 = p2.db, C2 = p2.schema, A2 = p2.view, E2 = [d(w2), d(C2), d(A2)].filter(m).join(".");
          return [h(f2), h(s2), h(l2), h(a2), t3 && "ALGORITHM = ".concat(h(t3)), lt(n2), c2 && "SQL SECURITY ".concat(h(c2)), h(u2), h(o2), E2, e3 && "(".concat(e3.map(y).join(", "), ")"), v2 && ["WITH", "(".concat(v2.map((function(r4) {
            return L(r4).join(" ");
          })).join(", "), ")")].join(" "), "AS", or(i2), h(b2)].filter(m).join(" ");
        })(r2);
        break;
      case "domain":
        e2 = (function(r3) {
          var t3 = r3.as, e3 = r3.domain, n2 = r3.type, o2 = r3.keyword, u2 = r3.target, a2 = r3.create_definitions, s2 = [h(n2), h(o2), [d(e3.schema), d(e3.name)].filter(m).join("."), h(t3), E(u2)];
          if (a2 && a2.length > 0) {
            var i2, c2 = [], l2 = (function(r4, t4) {
              var e4 = "undefined" != typeof Symbol && r4[Symbol.iterator] || r4["@@iterator"];
              if (!e4) {
                if (Array.isArray(r4) || (e4 = Vr(r4)) || t4 && r4 && "number" == typeof r4.length) {
                  e4 && (r4 = e4);
                  var n3 = 0, o3 = function() {
                  };
                  return { s: o3, n: function() {
                    return n3 >= r4.length ? { done: true } : { done: false, value: r4[n3++] };
                  }, e: function(r5) {
                    throw r5;
                  }, f: o3 };
                }
                throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
              }
              var u3, a3 = true, s3 = false;
              return { s: function() {
                e4 = e4.call(r4);
              }, n: function() {
                var r5 = e4.next();
                return a3 = r5.done, r5;
              }, e: function(r5) {
                s3 = true, u3 = r5;
              }, f: function() {
                try {
                  a3 || null == e4.return || e4.return();
                } finally {
                  if (s3) throw u3;
                }
              } };
            })(a2);
            try {
              for (l2.s(); !(i2 = l2.n()).done; ) {
                var f2 = i2.value, p2 = f2.type;
                switch (p2) {
                  case "collate":
                    c2.push(lt(f2));
                    break;
                  case "default":
                    c2.push(h(p2), lt(f2.value));
                    break;
                  case "constraint":
                    c2.push(Pr(f2));
                }
              }
            } catch (r4) {
              l2.e(r4);
            } finally {
              l2.f();
            }
            s2.push(c2.filter(m).join(" "));
          }
          return s2.filter(m).join(" ");
        })(r2);
        break;
      case "type":
        e2 = (function(r3) {
          var t3 = r3.as, e3 = r3.create_definitions, n2 = r3.keyword, o2 = r3.name, u2 = r3.resource, a2 = [h(r3.type), h(n2), [d(o2.schema), d(o2.name)].filter(m).join("."), h(t3), h(u2)];
          if (e3) {
            var s2 = [];
            switch (u2) {
              case "enum":
              case "range":
                s2.push(lt(e3));
                break;
              default:
                s2.push("(".concat(e3.map(Xr).join(", "), ")"));
            }
            a2.push(s2.filter(m).join(" "));
          }
          return a2.filter(m).join(" ");
        })(r2);
        break;
      case "user":
        e2 = (function(r3) {
          var t3 = r3.attribute, e3 = r3.comment, n2 = r3.default_role, o2 = r3.if_not_exists, u2 = r3.keyword, a2 = r3.lock_option, i2 = r3.password_options, c2 = r3.require, l2 = r3.resource_options, f2 = r3.type, p2 = r3.user.map((function(r4) {
            var t4 = r4.user, e4 = r4.auth_option, n3 = [Rr(t4)];
            return e4 && n3.push(h(e4.keyword), e4.auth_plugin, w(e4.value)), n3.filter(m).join(" ");
          })).join(", "), b2 = [h(f2), h(u2), h(o2), p2];
          n2 && b2.push(h(n2.keyword), n2.value.map(Rr).join(", "));
          b2.push(s(c2 && c2.keyword, lt, c2 && c2.value)), l2 && b2.push(h(l2.keyword), l2.value.map((function(r4) {
            return lt(r4);
          })).join(" "));
          i2 && i2.forEach((function(r4) {
            return b2.push(s(r4.keyword, lt, r4.value));
          }));
          return b2.push(w(a2), j(e3), w(t3)), b2.filter(m).join(" ");
        })(r2);
        break;
      default:
        throw new Error("unknown create resource ".concat(t2));
    }
    return e2;
  }, comment: function(r2) {
    var t2 = r2.expr, e2 = r2.keyword, n2 = r2.target;
    return [h(r2.type), h(e2), P(n2), F(t2)].filter(m).join(" ");
  }, select: Y, deallocate: function(r2) {
    var t2 = r2.type, e2 = r2.keyword, n2 = r2.expr;
    return [h(t2), h(e2), lt(n2)].filter(m).join(" ");
  }, delete: function(r2) {
    var t2 = r2.columns, e2 = r2.from, n2 = r2.table, o2 = r2.where, u2 = r2.orderby, a2 = r2.with, i2 = r2.limit, c2 = r2.returning, l2 = [q(a2), "DELETE"], f2 = Nt(t2, e2);
    return l2.push(f2), Array.isArray(n2) && (1 === n2.length && true === n2[0].addition || l2.push(Cr(n2))), l2.push(s("FROM", Cr, e2)), l2.push(s("WHERE", lt, o2)), l2.push(pt(u2, "order by")), l2.push(G(i2)), l2.push(T(c2)), l2.filter(m).join(" ");
  }, exec: function(r2) {
    var t2 = r2.keyword, e2 = r2.module, n2 = r2.parameters;
    return [h(t2), Lr(e2), (n2 || []).map(K).filter(m).join(", ")].filter(m).join(" ");
  }, execute: function(r2) {
    var t2 = r2.type, e2 = r2.name, n2 = r2.args, o2 = [h(t2)], u2 = [e2];
    n2 && u2.push("(".concat(lt(n2).join(", "), ")"));
    return o2.push(u2.join("")), o2.filter(m).join(" ");
  }, explain: function(r2) {
    var t2 = r2.type, e2 = r2.expr;
    return [h(t2), Y(e2)].join(" ");
  }, for: function(r2) {
    var t2 = r2.type, e2 = r2.label, n2 = r2.target, o2 = r2.query, u2 = r2.stmts;
    return [e2, h(t2), n2, "IN", ur([o2]), "LOOP", ur(u2), "END LOOP", e2].filter(m).join(" ");
  }, update: function(r2) {
    var t2 = r2.from, e2 = r2.table, n2 = r2.set, o2 = r2.where, u2 = r2.orderby, a2 = r2.with, i2 = r2.limit, c2 = r2.returning;
    return [q(a2), "UPDATE", Cr(e2), s("SET", X, n2), s("FROM", Cr, t2), s("WHERE", lt, o2), pt(u2, "order by"), G(i2), T(c2)].filter(m).join(" ");
  }, if: function(r2) {
    var t2 = r2.boolean_expr, e2 = r2.else_expr, n2 = r2.elseif_expr, o2 = r2.if_expr, u2 = r2.prefix, a2 = r2.go, s2 = r2.semicolons, i2 = r2.suffix, c2 = [h(r2.type), lt(t2), w(u2), "".concat(_r(o2.ast || o2)).concat(s2[0]), h(a2)];
    n2 && c2.push(n2.map((function(r3) {
      return [h(r3.type), lt(r3.boolean_expr), "THEN", _r(r3.then.ast || r3.then), r3.semicolon].filter(m).join(" ");
    })).join(" "));
    e2 && c2.push("ELSE", "".concat(_r(e2.ast || e2)).concat(s2[1]));
    return c2.push(w(i2)), c2.filter(m).join(" ");
  }, insert: fr, load_data: rr, drop: Ir, truncate: Ir, replace: fr, declare: function(r2) {
    var t2 = r2.type, e2 = r2.declare, n2 = r2.symbol, o2 = [h(t2)], u2 = e2.map((function(r3) {
      var t3 = r3.at, e3 = r3.name, n3 = r3.as, o3 = r3.constant, u3 = r3.datatype, a2 = r3.not_null, s2 = r3.prefix, i2 = r3.definition, c2 = r3.keyword, l2 = [[t3, e3].filter(m).join(""), h(n3), h(o3)];
      switch (c2) {
        case "variable":
          l2.push(gt(u3), lt(r3.collate), h(a2)), i2 && l2.push(h(i2.keyword), lt(i2.value));
          break;
        case "cursor":
          l2.push(h(s2));
          break;
        case "table":
          l2.push(h(s2), "(".concat(i2.map(Xr).join(", "), ")"));
      }
      return l2.filter(m).join(" ");
    })).join("".concat(n2, " "));
    return o2.push(u2), o2.join(" ");
  }, use: function(r2) {
    var t2 = r2.type, e2 = r2.db, n2 = h(t2), o2 = d(e2);
    return "".concat(n2, " ").concat(o2);
  }, rename: function(r2) {
    var t2 = r2.type, e2 = r2.table, n2 = [], o2 = "".concat(t2 && t2.toUpperCase(), " TABLE");
    if (e2) {
      var u2, a2 = Tr(e2);
      try {
        for (a2.s(); !(u2 = a2.n()).done; ) {
          var s2 = u2.value.map(Lr);
          n2.push(s2.join(" TO "));
        }
      } catch (r3) {
        a2.e(r3);
      } finally {
        a2.f();
      }
    }
    return "".concat(o2, " ").concat(n2.join(", "));
  }, call: function(r2) {
    var t2 = lt(r2.expr);
    return "".concat("CALL", " ").concat(t2);
  }, desc: Nr, describe: Nr, set: function(r2) {
    var t2 = r2.type, e2 = r2.expr, n2 = r2.keyword, o2 = h(t2), u2 = e2.map(lt).join(", ");
    return [o2, h(n2), u2].filter(m).join(" ");
  }, lock: Or, unlock: Or, show: er, grant: Ur, revoke: Ur, proc: function(r2) {
    var t2 = r2.stmt;
    switch (t2.type) {
      case "assign":
        return tr(t2);
      case "return":
        return (function(r3) {
          var t3 = r3.type, e2 = r3.expr;
          return [h(t3), lt(e2)].join(" ");
        })(t2);
    }
  }, raise: function(r2) {
    var t2 = r2.type, e2 = r2.level, n2 = r2.raise, o2 = r2.using, u2 = [h(t2), h(e2)];
    n2 && u2.push([w(n2.keyword), "format" === n2.type && n2.expr.length > 0 && ","].filter(m).join(""), n2.expr.map((function(r3) {
      return lt(r3);
    })).join(", "));
    o2 && u2.push(h(o2.type), h(o2.option), o2.symbol, o2.expr.map((function(r3) {
      return lt(r3);
    })).join(", "));
    return u2.filter(m).join(" ");
  }, transaction: function(r2) {
    var t2 = r2.expr, e2 = t2.action, n2 = t2.keyword, o2 = t2.modes, u2 = [w(e2), h(n2)];
    return o2 && u2.push(o2.map(w).join(", ")), u2.filter(m).join(" ");
  } };
  function or(r2) {
    if (!r2) return "";
    for (var t2 = nr[r2.type], e2 = r2, n2 = e2._parentheses, o2 = e2._orderby, u2 = e2._limit, a2 = [n2 && "(", t2(r2)]; r2._next; ) {
      var s2 = nr[r2._next.type], i2 = h(r2.set_op);
      a2.push(i2, s2(r2._next)), r2 = r2._next;
    }
    return a2.push(n2 && ")", pt(o2, "order by"), G(u2)), a2.filter(m).join(" ");
  }
  function ur(r2) {
    for (var t2 = [], e2 = 0, n2 = r2.length; e2 < n2; ++e2) {
      var o2 = r2[e2] && r2[e2].ast ? r2[e2].ast : r2[e2], u2 = or(o2);
      e2 === n2 - 1 && "transaction" === o2.type && (u2 = "".concat(u2, " ;")), t2.push(u2);
    }
    return t2.join(" ; ");
  }
  function ar(r2) {
    var t2 = r2.type;
    return "select" === t2 ? or(r2) : ("values" === t2 ? r2.values : r2).map((function(r3) {
      var t3 = lt(r3);
      return [h(r3.prefix), "(".concat(t3, ")")].filter(m).join("");
    })).join(", ");
  }
  function sr(r2) {
    if (!r2) return "";
    var t2 = ["PARTITION", "("];
    if (Array.isArray(r2)) t2.push(r2.map((function(r3) {
      return d(r3);
    })).join(", "));
    else {
      var e2 = r2.value;
      t2.push(e2.map(lt).join(", "));
    }
    return t2.push(")"), t2.filter(m).join("");
  }
  function ir(r2) {
    if (!r2) return "";
    switch (r2.type) {
      case "column":
        return "(".concat(r2.expr.map(Et).join(", "), ")");
    }
  }
  function cr(r2) {
    var t2 = r2.expr, e2 = r2.keyword, n2 = t2.type, o2 = [h(e2)];
    switch (n2) {
      case "origin":
        o2.push(w(t2));
        break;
      case "update":
        o2.push("UPDATE", s("SET", X, t2.set), s("WHERE", lt, t2.where));
    }
    return o2.filter(m).join(" ");
  }
  function lr(r2) {
    if (!r2) return "";
    var t2 = r2.action;
    return [ir(r2.target), cr(t2)].filter(m).join(" ");
  }
  function fr(r2) {
    var t2 = r2.table, e2 = r2.type, n2 = r2.or, o2 = void 0 === n2 ? [] : n2, u2 = r2.prefix, a2 = void 0 === u2 ? "into" : u2, i2 = r2.columns, c2 = r2.conflict, l2 = r2.values, f2 = r2.where, p2 = r2.on_duplicate_update, b2 = r2.partition, v2 = r2.returning, y2 = r2.set, d2 = p2 || {}, L2 = d2.keyword, C2 = d2.set, A2 = [h(e2), o2.map(w).join(" "), h(a2), Cr(t2), sr(b2)];
    return Array.isArray(i2) && A2.push("(".concat(i2.map(w).join(", "), ")")), A2.push(s(l2 && "values" === l2.type ? "VALUES" : "", ar, l2)), A2.push(s("ON CONFLICT", lr, c2)), A2.push(s("SET", X, y2)), A2.push(s("WHERE", lt, f2)), A2.push(s(L2, X, C2)), A2.push(T(v2)), A2.filter(m).join(" ");
  }
  function pr(r2) {
    var t2 = r2.expr, e2 = r2.unit, n2 = r2.suffix;
    return ["INTERVAL", lt(t2), h(e2), lt(n2)].filter(m).join(" ");
  }
  function br(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return vr(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || (function(r3, t2) {
      if (r3) {
        if ("string" == typeof r3) return vr(r3, t2);
        var e2 = {}.toString.call(r3).slice(8, -1);
        return "Object" === e2 && r3.constructor && (e2 = r3.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r3) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? vr(r3, t2) : void 0;
      }
    })(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function vr(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function yr(r2) {
    var t2 = r2.type, e2 = r2.as, n2 = r2.expr, o2 = r2.with_offset;
    return ["".concat(h(t2), "(").concat(n2 && lt(n2) || "", ")"), s("AS", "string" == typeof e2 ? d : lt, e2), s(h(o2 && o2.keyword), d, o2 && o2.as)].filter(m).join(" ");
  }
  function dr(r2) {
    if (r2) switch (r2.type) {
      case "pivot":
      case "unpivot":
        return (function(r3) {
          var t2 = r3.as, e2 = r3.column, n2 = r3.expr, o2 = r3.in_expr, u2 = r3.type, a2 = [lt(n2), "FOR", Et(e2), D(o2)], s2 = ["".concat(h(u2), "(").concat(a2.join(" "), ")")];
          return t2 && s2.push("AS", d(t2)), s2.join(" ");
        })(r2);
      default:
        return "";
    }
  }
  function hr(r2) {
    if (r2) {
      var t2 = r2.keyword, e2 = r2.expr, n2 = r2.index, o2 = r2.index_columns, u2 = r2.parentheses, a2 = r2.prefix, s2 = [];
      switch (t2.toLowerCase()) {
        case "forceseek":
          s2.push(h(t2), "(".concat(d(n2)), "(".concat(o2.map(lt).filter(m).join(", "), "))"));
          break;
        case "spatial_window_max_cells":
          s2.push(h(t2), "=", lt(e2));
          break;
        case "index":
          s2.push(h(a2), h(t2), u2 ? "(".concat(e2.map((function(r3) {
            return d(r3);
          })).join(", "), ")") : "= ".concat(d(e2)));
          break;
        default:
          s2.push(lt(e2));
      }
      return s2.filter(m).join(" ");
    }
  }
  function mr(r2, t2) {
    var e2 = r2.name, n2 = r2.symbol;
    return [h(e2), n2, t2].filter(m).join(" ");
  }
  function wr(r2) {
    var t2 = [];
    switch (r2.keyword) {
      case "as":
        t2.push("AS", "OF", lt(r2.of));
        break;
      case "from_to":
        t2.push("FROM", lt(r2.from), "TO", lt(r2.to));
        break;
      case "between_and":
        t2.push("BETWEEN", lt(r2.between), "AND", lt(r2.and));
        break;
      case "contained":
        t2.push("CONTAINED", "IN", lt(r2.in));
    }
    return t2.filter(m).join(" ");
  }
  function Lr(r2) {
    if ("UNNEST" === h(r2.type)) return yr(r2);
    var t2, e2, n2, o2, u2 = r2.table, a2 = r2.db, i2 = r2.as, c2 = r2.expr, l2 = r2.operator, f2 = r2.prefix, p2 = r2.schema, b2 = r2.server, v2 = r2.suffix, y2 = r2.tablesample, C2 = r2.temporal_table, A2 = r2.table_hint, E2 = r2.surround, g2 = void 0 === E2 ? {} : E2, j2 = d(b2, false, g2.server), _2 = d(a2, false, g2.db), T2 = d(p2, false, g2.schema), S2 = u2 && d(u2, false, g2.table);
    if (c2) switch (c2.type) {
      case "values":
        var x2 = c2.parentheses, k2 = c2.values, I2 = c2.prefix, N2 = [x2 && "(", "", x2 && ")"], O2 = ar(k2);
        I2 && (O2 = O2.split("(").slice(1).map((function(r3) {
          return "".concat(h(I2), "(").concat(r3);
        })).join("")), N2[1] = "VALUES ".concat(O2), S2 = N2.filter(m).join("");
        break;
      case "tumble":
        S2 = (function(r3) {
          if (!r3) return "";
          var t3 = r3.data, e3 = r3.timecol, n3 = r3.offset, o3 = r3.size, u3 = [d(t3.expr.db), d(t3.expr.schema), d(t3.expr.table)].filter(m).join("."), a3 = "DESCRIPTOR(".concat(Et(e3.expr), ")"), s2 = ["TABLE(TUMBLE(TABLE ".concat(mr(t3, u3)), mr(e3, a3)], i3 = mr(o3, pr(o3.expr));
          return n3 && n3.expr ? s2.push(i3, "".concat(mr(n3, pr(n3.expr)), "))")) : s2.push("".concat(i3, "))")), s2.filter(m).join(", ");
        })(c2);
        break;
      case "generator":
        e2 = (t2 = c2).keyword, n2 = t2.type, o2 = t2.generators.map((function(r3) {
          return L(r3).join(" ");
        })).join(", "), S2 = "".concat(h(e2), "(").concat(h(n2), "(").concat(o2, "))");
        break;
      default:
        S2 = lt(c2);
    }
    var R2 = [[j2, _2, T2, S2 = [h(f2), S2, h(v2)].filter(m).join(" ")].filter(m).join(".")];
    if (y2) {
      var U2 = ["TABLESAMPLE", lt(y2.expr), w(y2.repeatable)].filter(m).join(" ");
      R2.push(U2);
    }
    R2.push((function(r3) {
      if (r3) {
        var t3 = r3.keyword, e3 = r3.expr;
        return [h(t3), wr(e3)].filter(m).join(" ");
      }
    })(C2), s("AS", "string" == typeof i2 ? d : lt, i2), dr(l2)), A2 && R2.push(h(A2.keyword), "(".concat(A2.expr.map(hr).filter(m).join(", "), ")"));
    var M2 = R2.filter(m).join(" ");
    return r2.parentheses ? "(".concat(M2, ")") : M2;
  }
  function Cr(r2) {
    if (!r2) return "";
    if (!Array.isArray(r2)) {
      var t2 = r2.expr, e2 = r2.parentheses, n2 = r2.joins, o2 = Cr(t2);
      if (e2) {
        for (var u2 = [], a2 = [], i2 = true === e2 ? 1 : e2.length, c2 = 0; c2++ < i2; ) u2.push("("), a2.push(")");
        var l2 = n2 && n2.length > 0 ? Cr([""].concat(br(n2))) : "";
        return u2.join("") + o2 + a2.join("") + l2;
      }
      return o2;
    }
    var f2 = r2[0], p2 = [];
    if ("dual" === f2.type) return "DUAL";
    p2.push(Lr(f2));
    for (var b2 = 1; b2 < r2.length; ++b2) {
      var v2 = r2[b2], y2 = v2.on, d2 = v2.using, L2 = v2.join, C2 = [], A2 = Array.isArray(v2) || Object.hasOwnProperty.call(v2, "joins");
      C2.push(L2 ? " ".concat(h(L2)) : ","), C2.push(A2 ? Cr(v2) : Lr(v2)), C2.push(s("ON", lt, y2)), d2 && C2.push("USING (".concat(d2.map(w).join(", "), ")")), p2.push(C2.filter(m).join(" "));
    }
    return p2.filter(m).join("");
  }
  function Ar(r2) {
    var t2 = r2.keyword, e2 = r2.symbol, n2 = r2.value, o2 = [t2.toUpperCase()];
    e2 && o2.push(e2);
    var u2 = w(n2);
    switch (t2) {
      case "partition by":
      case "default collate":
        u2 = lt(n2);
        break;
      case "options":
        u2 = "(".concat(n2.map((function(r3) {
          return [r3.keyword, r3.symbol, lt(r3.value)].join(" ");
        })).join(", "), ")");
        break;
      case "cluster by":
        u2 = n2.map(lt).join(", ");
    }
    return o2.push(u2), o2.filter(m).join(" ");
  }
  var Er = ["analyze", "attach", "select", "deallocate", "delete", "exec", "update", "insert", "drop", "rename", "truncate", "call", "desc", "describe", "use", "alter", "set", "create", "lock", "unlock", "declare", "show", "replace", "if", "grant", "revoke", "proc", "raise", "execute", "transaction", "explain", "comment", "load_data"];
  function gr(r2) {
    var t2 = r2 && r2.ast ? r2.ast : r2;
    if (!Er.includes(t2.type)) throw new Error("".concat(t2.type, " statements not supported at the moment"));
  }
  function jr(r2) {
    return Array.isArray(r2) ? (r2.forEach(gr), ur(r2)) : (gr(r2), or(r2));
  }
  function _r(r2) {
    return "go" === r2.go ? (function r3(t2) {
      if (!t2 || 0 === t2.length) return "";
      var e2 = [jr(t2.ast)];
      return t2.go_next && e2.push(t2.go.toUpperCase(), r3(t2.go_next)), e2.filter((function(r4) {
        return r4;
      })).join(" ");
    })(r2) : jr(r2);
  }
  function Tr(r2, t2) {
    var e2 = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
    if (!e2) {
      if (Array.isArray(r2) || (e2 = xr(r2)) || t2 && r2 && "number" == typeof r2.length) {
        e2 && (r2 = e2);
        var n2 = 0, o2 = function() {
        };
        return { s: o2, n: function() {
          return n2 >= r2.length ? { done: true } : { done: false, value: r2[n2++] };
        }, e: function(r3) {
          throw r3;
        }, f: o2 };
      }
      throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    }
    var u2, a2 = true, s2 = false;
    return { s: function() {
      e2 = e2.call(r2);
    }, n: function() {
      var r3 = e2.next();
      return a2 = r3.done, r3;
    }, e: function(r3) {
      s2 = true, u2 = r3;
    }, f: function() {
      try {
        a2 || null == e2.return || e2.return();
      } finally {
        if (s2) throw u2;
      }
    } };
  }
  function Sr(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return kr(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || xr(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function xr(r2, t2) {
    if (r2) {
      if ("string" == typeof r2) return kr(r2, t2);
      var e2 = {}.toString.call(r2).slice(8, -1);
      return "Object" === e2 && r2.constructor && (e2 = r2.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r2) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? kr(r2, t2) : void 0;
    }
  }
  function kr(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function Ir(r2) {
    var t2 = r2.type, e2 = r2.keyword, n2 = r2.name, o2 = r2.prefix, u2 = r2.suffix, a2 = [h(t2), h(e2), h(o2)];
    switch (e2) {
      case "table":
        a2.push(Cr(n2));
        break;
      case "trigger":
        a2.push([n2[0].schema ? "".concat(d(n2[0].schema), ".") : "", d(n2[0].trigger)].filter(m).join(""));
        break;
      case "database":
      case "schema":
      case "procedure":
        a2.push(d(n2));
        break;
      case "view":
        a2.push(Cr(n2), r2.options && r2.options.map(lt).filter(m).join(" "));
        break;
      case "index":
        a2.push.apply(a2, [Et(n2)].concat(Sr(r2.table ? ["ON", Lr(r2.table)] : []), [r2.options && r2.options.map(lt).filter(m).join(" ")]));
        break;
      case "type":
        a2.push(n2.map(Et).join(", "), r2.options && r2.options.map(lt).filter(m).join(" "));
    }
    return u2 && a2.push(u2.map(lt).filter(m).join(" ")), a2.filter(m).join(" ");
  }
  function Nr(r2) {
    var t2 = r2.type, e2 = r2.table, n2 = h(t2), o2 = "string" == typeof e2 ? d(e2) : Lr(e2);
    return "".concat(n2, " ").concat(o2);
  }
  function Or(r2) {
    var t2 = r2.type, e2 = r2.keyword, n2 = r2.tables, o2 = [t2.toUpperCase(), h(e2)];
    if ("UNLOCK" === t2.toUpperCase()) return o2.join(" ");
    var u2, a2 = [], s2 = Tr(n2);
    try {
      var i2 = function() {
        var r3 = u2.value, t3 = r3.table, e3 = r3.lock_type, n3 = [Lr(t3)];
        if (e3) {
          n3.push(["prefix", "type", "suffix"].map((function(r4) {
            return h(e3[r4]);
          })).filter(m).join(" "));
        }
        a2.push(n3.join(" "));
      };
      for (s2.s(); !(u2 = s2.n()).done; ) i2();
    } catch (r3) {
      s2.e(r3);
    } finally {
      s2.f();
    }
    return o2.push.apply(o2, [a2.join(", ")].concat(Sr((function(r3) {
      var t3 = r3.lock_mode, e3 = r3.nowait, n3 = [];
      if (t3) {
        var o3 = t3.mode;
        n3.push(o3.toUpperCase());
      }
      return e3 && n3.push(e3.toUpperCase()), n3;
    })(r2)))), o2.filter(m).join(" ");
  }
  function Rr(r2) {
    var t2 = r2.name, e2 = r2.host, n2 = [w(t2)];
    return e2 && n2.push("@", w(e2)), n2.join("");
  }
  function Ur(r2) {
    var t2 = r2.type, e2 = r2.grant_option_for, n2 = r2.keyword, o2 = r2.objects, u2 = r2.on, a2 = r2.to_from, s2 = r2.user_or_roles, i2 = r2.with, c2 = [h(t2), w(e2)], l2 = o2.map((function(r3) {
      var t3 = r3.priv, e3 = r3.columns, n3 = [lt(t3)];
      return e3 && n3.push("(".concat(e3.map(Et).join(", "), ")")), n3.join(" ");
    })).join(", ");
    if (c2.push(l2), u2) switch (c2.push("ON"), n2) {
      case "priv":
        c2.push(w(u2.object_type), u2.priv_level.map((function(r3) {
          return [d(r3.prefix), d(r3.name)].filter(m).join(".");
        })).join(", "));
        break;
      case "proxy":
        c2.push(Rr(u2));
    }
    return c2.push(h(a2), s2.map(Rr).join(", ")), c2.push(w(i2)), c2.filter(m).join(" ");
  }
  function Mr(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return Dr(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || (function(r3, t2) {
      if (r3) {
        if ("string" == typeof r3) return Dr(r3, t2);
        var e2 = {}.toString.call(r3).slice(8, -1);
        return "Object" === e2 && r3.constructor && (e2 = r3.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r3) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? Dr(r3, t2) : void 0;
      }
    })(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function Dr(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function Pr(r2) {
    if (r2) {
      var t2 = r2.constraint, e2 = r2.constraint_type, n2 = r2.enforced, o2 = r2.index, u2 = r2.keyword, a2 = r2.reference_definition, i2 = r2.for, c2 = r2.with_values, l2 = [], f2 = p().database;
      l2.push(h(u2)), l2.push(d(t2));
      var b2 = h(e2);
      return "sqlite" === f2.toLowerCase() && "UNIQUE KEY" === b2 && (b2 = "UNIQUE"), l2.push(b2), l2.push("sqlite" !== f2.toLowerCase() && d(o2)), l2.push.apply(l2, Mr(M(r2))), l2.push.apply(l2, Mr(jt(a2))), l2.push(h(n2)), l2.push(s("FOR", d, i2)), l2.push(w(c2)), l2.filter(m).join(" ");
    }
  }
  function Fr(r2) {
    if (r2) {
      var t2 = r2.type;
      return "rows" === t2 ? [h(t2), lt(r2.expr)].filter(m).join(" ") : lt(r2);
    }
  }
  function $r(r2) {
    if ("string" == typeof r2) return r2;
    var t2 = r2.window_specification;
    return "(".concat((function(r3) {
      var t3 = r3.name, e2 = r3.partitionby, n2 = r3.orderby, o2 = r3.window_frame_clause;
      return [t3, pt(e2, "partition by"), pt(n2, "order by"), Fr(o2)].filter(m).join(" ");
    })(t2), ")");
  }
  function Hr(r2) {
    var t2 = r2.name, e2 = r2.as_window_specification;
    return "".concat(t2, " AS ").concat($r(e2));
  }
  function Br(r2) {
    if (r2) {
      var t2 = r2.as_window_specification, e2 = r2.expr, n2 = r2.keyword, o2 = r2.type, u2 = r2.parentheses, a2 = h(o2);
      if ("WINDOW" === a2) return "OVER ".concat($r(t2));
      if ("ON UPDATE" === a2) {
        var s2 = "".concat(h(o2), " ").concat(h(n2)), i2 = lt(e2) || [];
        return u2 && (s2 = "".concat(s2, "(").concat(i2.join(", "), ")")), s2;
      }
      if (r2.partitionby) return ["OVER", "(".concat(pt(r2.partitionby, "partition by")), "".concat(pt(r2.orderby, "order by"), ")")].filter(m).join(" ");
      throw new Error("unknown over type");
    }
  }
  function Gr(r2) {
    if (!r2 || !r2.array) return "";
    var t2 = r2.array.keyword;
    if (t2) return h(t2);
    for (var e2 = r2.array, n2 = e2.dimension, o2 = e2.length, u2 = [], a2 = 0; a2 < n2; a2++) u2.push("["), o2 && o2[a2] && u2.push(w(o2[a2])), u2.push("]");
    return u2.join("");
  }
  function qr(r2) {
    for (var t2 = r2.target, e2 = r2.expr, n2 = r2.keyword, o2 = r2.symbol, u2 = r2.as, a2 = r2.offset, s2 = r2.parentheses, i2 = r2.collate, c2 = Ct({ expr: e2, offset: a2 }), l2 = [], f2 = 0, p2 = t2.length; f2 < p2; ++f2) {
      var b2 = t2[f2], v2 = b2.angle_brackets, y2 = b2.length, L2 = b2.dataType, C2 = b2.parentheses, A2 = b2.quoted, E2 = b2.scale, g2 = b2.suffix, j2 = b2.expr, _2 = j2 ? lt(j2) : "";
      null != y2 && (_2 = E2 ? "".concat(y2, ", ").concat(E2) : y2), C2 && (_2 = "(".concat(_2, ")")), v2 && (_2 = "<".concat(_2, ">")), g2 && g2.length && (_2 += " ".concat(g2.map(w).join(" ")));
      var T2 = "::", S2 = "", x2 = [];
      "as" === o2 && (0 === f2 && (c2 = "".concat(h(n2), "(").concat(c2)), S2 = ")", T2 = " ".concat(o2.toUpperCase(), " ")), 0 === f2 && x2.push(c2);
      var k2 = Gr(b2);
      x2.push(T2, A2, L2, A2, k2, _2, S2), l2.push(x2.filter(m).join(""));
    }
    var I2 = bt(i2);
    u2 && l2.push(" AS ".concat(d(u2)));
    var N2 = [l2.filter(m).join(""), I2].filter(m).join(" ");
    return s2 ? "(".concat(N2, ")") : N2;
  }
  function Wr(r2) {
    var t2 = r2.args, e2 = r2.array_index, n2 = r2.collate, o2 = r2.name, u2 = r2.args_parentheses, a2 = r2.parentheses, s2 = r2.within_group, i2 = r2.over, c2 = r2.suffix, l2 = Br(i2), f2 = (function(r3) {
      if (!r3) return "";
      var t3 = r3.type, e3 = r3.keyword, n3 = r3.orderby;
      return [h(t3), h(e3), "(".concat(pt(n3, "order by"), ")")].filter(m).join(" ");
    })(s2), p2 = lt(c2), b2 = bt(n2), v2 = [w(o2.schema), o2.name.map(w).join(".")].filter(m).join(".");
    if (!t2) return [v2, b2, f2, l2].filter(m).join(" ");
    var y2 = r2.separator || ", ", d2 = 0;
    if ("TRIM" === h(v2)) for (var L2 = 0, C2 = t2.value.length; L2 < C2; ++L2) {
      var A2 = t2.value[L2];
      if ("origin" === A2.type && "from" === A2.value) {
        d2 = L2;
        break;
      }
    }
    var E2 = [v2];
    E2.push(false === u2 ? " " : "(");
    var g2 = lt(t2);
    if (Array.isArray(y2)) {
      for (var j2 = g2[0], _2 = 1, T2 = g2.length; _2 < T2; ++_2) j2 = [j2, g2[_2]].join(" ".concat(lt(y2[_2 - 1]), " "));
      E2.push(j2);
    } else "TRIM" === h(v2) && d2 > 0 ? E2.push([g2.slice(0, d2 + 1).join(" "), g2.slice(d2 + 1).join(", ")].join(" ")) : E2.push(g2.join(y2));
    return false !== u2 && E2.push(")"), E2.push(At(e2)), E2 = [E2.join(""), p2, b2].filter(m).join(" "), [a2 ? "(".concat(E2, ")") : E2, f2, l2].filter(m).join(" ");
  }
  function Yr(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return Qr(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || Vr(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function Vr(r2, t2) {
    if (r2) {
      if ("string" == typeof r2) return Qr(r2, t2);
      var e2 = {}.toString.call(r2).slice(8, -1);
      return "Object" === e2 && r2.constructor && (e2 = r2.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r2) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? Qr(r2, t2) : void 0;
    }
  }
  function Qr(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function Xr(r2) {
    if (!r2) return [];
    var t2, e2, n2, o2, u2 = r2.resource;
    switch (u2) {
      case "column":
        return St(r2);
      case "index":
        return e2 = [], n2 = (t2 = r2).keyword, o2 = t2.index, e2.push(h(n2)), e2.push(o2), e2.push.apply(e2, I(M(t2))), e2.filter(m).join(" ");
      case "constraint":
        return Pr(r2);
      case "sequence":
        return [h(r2.prefix), lt(r2.value)].filter(m).join(" ");
      default:
        throw new Error("unknown resource = ".concat(u2, " type"));
    }
  }
  function Kr(r2) {
    var t2 = [];
    switch (r2.keyword) {
      case "from":
        t2.push("FROM", "(".concat(w(r2.from), ")"), "TO", "(".concat(w(r2.to), ")"));
        break;
      case "in":
        t2.push("IN", "(".concat(lt(r2.in), ")"));
        break;
      case "with":
        t2.push("WITH", "(MODULUS ".concat(w(r2.modulus), ", REMAINDER ").concat(w(r2.remainder), ")"));
    }
    return t2.filter(m).join(" ");
  }
  function zr(r2) {
    var t2 = r2.keyword, e2 = r2.table, n2 = r2.for_values, o2 = r2.tablespace, u2 = [h(t2), Lr(e2), h(n2.keyword), Kr(n2.expr)];
    return o2 && u2.push("TABLESPACE", w(o2)), u2.filter(m).join(" ");
  }
  function Zr(r2) {
    return r2.dataType ? E(r2) : [d(r2.db), d(r2.schema), d(r2.table)].filter(m).join(".");
  }
  function Jr(r2) {
    var t2 = r2.type;
    switch (t2) {
      case "as":
        return [h(t2), r2.symbol, or(r2.declare), h(r2.begin), ur(r2.expr), h(r2.end), r2.symbol].filter(m).join(" ");
      case "set":
        return [h(t2), r2.parameter, h(r2.value && r2.value.prefix), r2.value && r2.value.expr.map(lt).join(", ")].filter(m).join(" ");
      case "return":
        return [h(t2), lt(r2.expr)].filter(m).join(" ");
      default:
        return lt(r2);
    }
  }
  function rt(r2) {
    var t2 = r2.type, e2 = r2.symbol, n2 = r2.value, o2 = [h(t2), e2];
    switch (h(t2)) {
      case "SFUNC":
        o2.push([d(n2.schema), n2.name].filter(m).join("."));
        break;
      case "STYPE":
      case "MSTYPE":
        o2.push(E(n2));
        break;
      default:
        o2.push(lt(n2));
    }
    return o2.filter(m).join(" ");
  }
  function tt(r2, t2) {
    switch (r2) {
      case "add":
        var e2 = t2.map((function(r3) {
          var t3 = r3.name, e3 = r3.value;
          return ["PARTITION", w(t3), "VALUES", h(e3.type), "(".concat(w(e3.expr), ")")].join(" ");
        })).join(", ");
        return "(".concat(e2, ")");
      default:
        return Nt(t2);
    }
  }
  function et(r2) {
    if (!r2) return "";
    var t2 = r2.action, e2 = r2.create_definitions, n2 = r2.if_not_exists, o2 = r2.keyword, u2 = r2.if_exists, a2 = r2.old_column, s2 = r2.prefix, i2 = r2.resource, c2 = r2.symbol, l2 = r2.suffix, f2 = "", p2 = [];
    switch (i2) {
      case "column":
        p2 = [St(r2)];
        break;
      case "index":
        p2 = M(r2), f2 = r2[i2];
        break;
      case "table":
      case "schema":
        f2 = d(r2[i2]);
        break;
      case "aggregate":
      case "function":
      case "domain":
      case "type":
        f2 = d(r2[i2]);
        break;
      case "algorithm":
      case "lock":
      case "table-option":
        f2 = [c2, h(r2[i2])].filter(m).join(" ");
        break;
      case "constraint":
        f2 = d(r2[i2]), p2 = [Xr(e2)];
        break;
      case "partition":
        p2 = [tt(t2, r2.partitions)];
        break;
      case "key":
        f2 = d(r2[i2]);
        break;
      default:
        f2 = [c2, r2[i2]].filter((function(r3) {
          return null !== r3;
        })).join(" ");
    }
    var b2 = [h(t2), h(o2), h(n2), h(u2), a2 && Et(a2), h(s2), f2 && f2.trim(), p2.filter(m).join(" ")];
    return l2 && b2.push(h(l2.keyword), l2.expr && Et(l2.expr)), b2.filter(m).join(" ");
  }
  function nt(r2) {
    var t2 = r2.default && [h(r2.default.keyword), lt(r2.default.value)].join(" ");
    return [h(r2.mode), r2.name, E(r2.type), t2].filter(m).join(" ");
  }
  function ot(r2) {
    return (ot = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  function ut(r2) {
    var t2 = r2.expr_list;
    switch (h(r2.type)) {
      case "STRUCT":
      case "ROW":
        return "(".concat(Nt(t2), ")");
      case "ARRAY":
        return (function(r3) {
          var t3 = r3.array_path, e2 = r3.brackets, n2 = r3.expr_list, o2 = r3.parentheses;
          if (!n2) return "[".concat(Nt(t3), "]");
          var u2 = Array.isArray(n2) ? n2.map((function(r4) {
            return "(".concat(Nt(r4), ")");
          })).filter(m).join(", ") : lt(n2);
          return e2 ? "[".concat(u2, "]") : o2 ? "(".concat(u2, ")") : u2;
        })(r2);
      default:
        return "";
    }
  }
  function at(r2) {
    var t2 = r2.definition, e2 = r2.keyword, n2 = r2.orderby, o2 = r2.limit, u2 = [h(e2)];
    return t2 && "object" === ot(t2) && (u2.length = 0, u2.push(g(t2))), u2.push(ut(r2), pt(n2, "order by"), G(o2)), u2.filter(m).join("");
  }
  function st(r2) {
    return (st = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  var it = { alter: et, aggr_func: function(r2) {
    var t2 = r2.args, e2 = r2.filter, n2 = r2.over, o2 = r2.within_group_orderby, u2 = lt(t2.expr);
    u2 = Array.isArray(u2) ? u2.join(", ") : u2;
    var a2 = r2.name, s2 = Br(n2);
    t2.distinct && (u2 = ["DISTINCT", u2].join(" ")), t2.separator && t2.separator.delimiter && (u2 = [u2, w(t2.separator.delimiter)].join("".concat(t2.separator.symbol, " "))), t2.separator && t2.separator.expr && (u2 = [u2, lt(t2.separator.expr)].join(" ")), t2.orderby && (u2 = [u2, pt(t2.orderby, "order by")].join(" ")), t2.separator && t2.separator.value && (u2 = [u2, h(t2.separator.keyword), w(t2.separator.value)].filter(m).join(" "));
    var i2 = o2 ? "WITHIN GROUP (".concat(pt(o2, "order by"), ")") : "", c2 = e2 ? "FILTER (WHERE ".concat(lt(e2.where), ")") : "";
    return ["".concat(a2, "(").concat(u2, ")"), i2, s2, c2].filter(m).join(" ");
  }, any_value: function(r2) {
    var t2 = r2.args, e2 = r2.type, n2 = r2.over, o2 = t2.expr, u2 = t2.having, a2 = "".concat(h(e2), "(").concat(lt(o2));
    return u2 && (a2 = "".concat(a2, " HAVING ").concat(h(u2.prefix), " ").concat(lt(u2.expr))), [a2 = "".concat(a2, ")"), Br(n2)].filter(m).join(" ");
  }, window_func: function(r2) {
    var t2 = r2.over;
    return [(function(r3) {
      var t3 = r3.args, e2 = r3.name, n2 = r3.consider_nulls, o2 = void 0 === n2 ? "" : n2, u2 = r3.separator, a2 = void 0 === u2 ? ", " : u2;
      return [e2, "(", t3 ? lt(t3).join(a2) : "", ")", o2 && " ", o2].filter(m).join("");
    })(r2), Br(t2)].filter(m).join(" ");
  }, array: at, assign: tr, binary_expr: D, case: function(r2) {
    var t2 = ["CASE"], e2 = r2.args, n2 = r2.expr, o2 = r2.parentheses;
    n2 && t2.push(lt(n2));
    for (var u2 = 0, a2 = e2.length; u2 < a2; ++u2) t2.push(e2[u2].type.toUpperCase()), e2[u2].cond && (t2.push(lt(e2[u2].cond)), t2.push("THEN")), t2.push(lt(e2[u2].result));
    return t2.push("END"), o2 ? "(".concat(t2.join(" "), ")") : t2.join(" ");
  }, cast: qr, collate: bt, column_ref: Et, column_definition: St, datatype: E, extract: function(r2) {
    var t2 = r2.args, e2 = r2.type, n2 = t2.field, o2 = t2.cast_type, u2 = t2.source, a2 = ["".concat(h(e2), "(").concat(h(n2)), "FROM", h(o2), lt(u2)];
    return "".concat(a2.filter(m).join(" "), ")");
  }, flatten: function(r2) {
    var t2 = r2.args, e2 = r2.type, n2 = ["input", "path", "outer", "recursive", "mode"].map((function(r3) {
      return (function(r4) {
        if (!r4) return "";
        var t3 = r4.type, e3 = r4.symbol, n3 = r4.value;
        return [h(t3), e3, lt(n3)].filter(m).join(" ");
      })(t2[r3]);
    })).filter(m).join(", ");
    return "".concat(h(e2), "(").concat(n2, ")");
  }, fulltext_search: function(r2) {
    var t2 = r2.against, e2 = r2.as, n2 = r2.columns, o2 = r2.match, u2 = r2.mode, a2 = [h(o2), "(".concat(n2.map((function(r3) {
      return Et(r3);
    })).join(", "), ")")].join(" "), s2 = [h(t2), ["(", lt(r2.expr), u2 && " ".concat(w(u2)), ")"].filter(m).join("")].join(" ");
    return [a2, s2, xt(e2)].filter(m).join(" ");
  }, function: Wr, lambda: function(r2) {
    var t2 = r2.args, e2 = r2.expr, n2 = t2.value, o2 = t2.parentheses, u2 = n2.map(lt).join(", ");
    return [o2 ? "(".concat(u2, ")") : u2, "->", lt(e2)].join(" ");
  }, load_data: rr, insert: or, interval: pr, json: function(r2) {
    var t2 = r2.keyword, e2 = r2.expr_list;
    return [h(t2), e2.map((function(r3) {
      return lt(r3);
    })).join(", ")].join(" ");
  }, json_object_arg: function(r2) {
    var t2 = r2.expr, e2 = t2.key, n2 = t2.value, o2 = t2.on, u2 = [lt(e2), "VALUE", lt(n2)];
    return o2 && u2.push("ON", "NULL", lt(o2)), u2.filter(m).join(" ");
  }, json_visitor: function(r2) {
    return [r2.symbol, lt(r2.expr)].join("");
  }, func_arg: function(r2) {
    var t2 = r2.value;
    return [t2.name, t2.symbol, lt(t2.expr)].filter(m).join(" ");
  }, show: er, struct: at, tablefunc: function(r2) {
    var t2 = r2.as, e2 = r2.name, n2 = r2.args, o2 = [w(e2.schema), e2.name.map(w).join(".")].filter(m).join(".");
    return ["".concat(o2, "(").concat(lt(n2).join(", "), ")"), "AS", Wr(t2)].join(" ");
  }, tables: Cr, unnest: yr, values: ar, window: function(r2) {
    return r2.expr.map(Hr).join(", ");
  } };
  function ct(r2) {
    var t2 = r2.prefix, e2 = void 0 === t2 ? "@" : t2, n2 = r2.name, o2 = r2.members, u2 = r2.quoted, a2 = r2.suffix, s2 = [], i2 = o2 && o2.length > 0 ? "".concat(n2, ".").concat(o2.join(".")) : n2, c2 = "".concat(e2 || "").concat(i2);
    return a2 && (c2 += a2), s2.push(c2), [u2, s2.join(" "), u2].filter(m).join("");
  }
  function lt(r2) {
    if (r2) {
      var t2 = r2;
      if (r2.ast) {
        var e2 = t2.ast;
        Reflect.deleteProperty(t2, e2);
        for (var n2 = 0, o2 = Object.keys(e2); n2 < o2.length; n2++) {
          var u2 = o2[n2];
          t2[u2] = e2[u2];
        }
      }
      var a2 = t2.type;
      return "expr" === a2 ? lt(t2.expr) : it[a2] ? it[a2](t2) : w(t2);
    }
  }
  function ft(r2) {
    return r2 ? (Array.isArray(r2) || (r2 = [r2]), r2.map(lt)) : [];
  }
  function pt(r2, t2) {
    if (!Array.isArray(r2)) return "";
    var e2 = [], n2 = h(t2);
    switch (n2) {
      case "ORDER BY":
        e2 = r2.map((function(r3) {
          return [lt(r3.expr), r3.type || "ASC", h(r3.nulls)].filter(m).join(" ");
        }));
        break;
      case "PARTITION BY":
      default:
        e2 = r2.map((function(r3) {
          return lt(r3.expr);
        }));
    }
    return i(n2, e2.join(", "));
  }
  function bt(r2) {
    if (r2) {
      var t2 = r2.keyword, e2 = r2.collate, n2 = e2.name, o2 = e2.symbol, u2 = e2.value, a2 = [h(t2)];
      return u2 || a2.push(o2), a2.push(Array.isArray(n2) ? n2.map(w).join(".") : w(n2)), u2 && a2.push(o2), a2.push(lt(u2)), a2.filter(m).join(" ");
    }
  }
  function vt(r2) {
    return (vt = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  function yt(r2, t2) {
    var e2 = Object.keys(r2);
    if (Object.getOwnPropertySymbols) {
      var n2 = Object.getOwnPropertySymbols(r2);
      t2 && (n2 = n2.filter((function(t3) {
        return Object.getOwnPropertyDescriptor(r2, t3).enumerable;
      }))), e2.push.apply(e2, n2);
    }
    return e2;
  }
  function dt(r2) {
    for (var t2 = 1; t2 < arguments.length; t2++) {
      var e2 = null != arguments[t2] ? arguments[t2] : {};
      t2 % 2 ? yt(Object(e2), true).forEach((function(t3) {
        ht(r2, t3, e2[t3]);
      })) : Object.getOwnPropertyDescriptors ? Object.defineProperties(r2, Object.getOwnPropertyDescriptors(e2)) : yt(Object(e2)).forEach((function(t3) {
        Object.defineProperty(r2, t3, Object.getOwnPropertyDescriptor(e2, t3));
      }));
    }
    return r2;
  }
  function ht(r2, t2, e2) {
    return (t2 = (function(r3) {
      var t3 = (function(r4, t4) {
        if ("object" != vt(r4) || !r4) return r4;
        var e3 = r4[Symbol.toPrimitive];
        if (void 0 !== e3) {
          var n2 = e3.call(r4, t4 || "default");
          if ("object" != vt(n2)) return n2;
          throw new TypeError("@@toPrimitive must return a primitive value.");
        }
        return ("string" === t4 ? String : Number)(r4);
      })(r3, "string");
      return "symbol" == vt(t3) ? t3 : t3 + "";
    })(t2)) in r2 ? Object.defineProperty(r2, t2, { value: e2, enumerable: true, configurable: true, writable: true }) : r2[t2] = e2, r2;
  }
  function mt(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return Lt(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || wt(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function wt(r2, t2) {
    if (r2) {
      if ("string" == typeof r2) return Lt(r2, t2);
      var e2 = {}.toString.call(r2).slice(8, -1);
      return "Object" === e2 && r2.constructor && (e2 = r2.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r2) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? Lt(r2, t2) : void 0;
    }
  }
  function Lt(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function Ct(r2, t2) {
    if ("string" == typeof r2) return d(r2, t2);
    var e2 = r2.expr, n2 = r2.offset, o2 = r2.suffix, u2 = n2 && n2.map((function(r3) {
      return ["[", r3.name, "".concat(r3.name ? "(" : ""), w(r3.value), "".concat(r3.name ? ")" : ""), "]"].filter(m).join("");
    })).join("");
    return [lt(e2), u2, o2].filter(m).join("");
  }
  function At(r2) {
    if (!r2 || 0 === r2.length) return "";
    var t2, e2 = [], n2 = (function(r3, t3) {
      var e3 = "undefined" != typeof Symbol && r3[Symbol.iterator] || r3["@@iterator"];
      if (!e3) {
        if (Array.isArray(r3) || (e3 = wt(r3)) || t3 && r3 && "number" == typeof r3.length) {
          e3 && (r3 = e3);
          var n3 = 0, o3 = function() {
          };
          return { s: o3, n: function() {
            return n3 >= r3.length ? { done: true } : { done: false, value: r3[n3++] };
          }, e: function(r4) {
            throw r4;
          }, f: o3 };
        }
        throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
      }
      var u3, a2 = true, s2 = false;
      return { s: function() {
        e3 = e3.call(r3);
      }, n: function() {
        var r4 = e3.next();
        return a2 = r4.done, r4;
      }, e: function(r4) {
        s2 = true, u3 = r4;
      }, f: function() {
        try {
          a2 || null == e3.return || e3.return();
        } finally {
          if (s2) throw u3;
        }
      } };
    })(r2);
    try {
      for (n2.s(); !(t2 = n2.n()).done; ) {
        var o2 = t2.value, u2 = o2.brackets ? "[".concat(lt(o2.index), "]") : "".concat(o2.notation).concat(lt(o2.index));
        o2.property && (u2 = "".concat(u2, ".").concat(w(o2.property))), e2.push(u2);
      }
    } catch (r3) {
      n2.e(r3);
    } finally {
      n2.f();
    }
    return e2.join("");
  }
  function Et(r2) {
    var t2 = r2.array_index, e2 = r2.as, n2 = r2.column, o2 = r2.collate, u2 = r2.db, a2 = r2.isDual, i2 = r2.notations, c2 = void 0 === i2 ? [] : i2, l2 = r2.options, f2 = r2.schema, p2 = r2.table, b2 = r2.parentheses, v2 = r2.suffix, y2 = r2.order_by, w2 = r2.subFields, L2 = void 0 === w2 ? [] : w2, C2 = "*" === n2 ? "*" : Ct(n2, a2), A2 = [u2, f2, p2].filter(m).map((function(r3) {
      return "".concat("string" == typeof r3 ? d(r3) : lt(r3));
    })), E2 = A2[0];
    if (E2) {
      for (var g2 = 1; g2 < A2.length; ++g2) E2 = "".concat(E2).concat(c2[g2] || ".").concat(A2[g2]);
      C2 = "".concat(E2).concat(c2[g2] || ".").concat(C2);
    }
    var j2 = [C2 = ["".concat(C2).concat(At(t2))].concat(mt(L2)).join("."), bt(o2), lt(l2), s("AS", lt, e2)];
    j2.push("string" == typeof v2 ? h(v2) : lt(v2)), j2.push(h(y2));
    var _2 = j2.filter(m).join(" ");
    return b2 ? "(".concat(_2, ")") : _2;
  }
  function gt(r2) {
    if (r2) {
      var t2 = r2.schema, e2 = r2.dataType, n2 = r2.length, o2 = r2.suffix, u2 = r2.scale, a2 = r2.expr, s2 = E({ schema: t2, dataType: e2, length: n2, suffix: o2, scale: u2, parentheses: null != n2 });
      if (a2 && (s2 += lt(a2)), r2.array) {
        var i2 = Gr(r2);
        s2 += [/^\[.*\]$/.test(i2) ? "" : " ", i2].join("");
      }
      return s2;
    }
  }
  function jt(r2) {
    var t2 = [];
    if (!r2) return t2;
    var e2 = r2.definition, n2 = r2.keyword, o2 = r2.match, u2 = r2.table, a2 = r2.on_action;
    return t2.push(h(n2)), t2.push(Cr(u2)), t2.push(e2 && "(".concat(e2.map((function(r3) {
      return lt(r3);
    })).join(", "), ")")), t2.push(h(o2)), a2.map((function(r3) {
      return t2.push(h(r3.type), lt(r3.value));
    })), t2.filter(m);
  }
  function _t(r2) {
    var t2 = [], e2 = r2.nullable, n2 = r2.character_set, o2 = r2.check, u2 = r2.comment, a2 = r2.constraint, i2 = r2.collate, c2 = r2.storage, l2 = r2.using, f2 = r2.default_val, b2 = r2.generated, v2 = r2.auto_increment, y2 = r2.unique, d2 = r2.primary_key, C2 = r2.column_format, A2 = r2.reference_definition, E2 = r2.generated_by_default, g2 = [h(e2 && e2.action), h(e2 && e2.value)].filter(m).join(" ");
    if (b2 || t2.push(g2), f2) {
      var _2 = f2.type, T2 = f2.value;
      t2.push(_2.toUpperCase(), lt(T2));
    }
    var S2 = p().database;
    return a2 && t2.push(h(a2.keyword), w(a2.constraint)), t2.push(Pr(o2)), t2.push((function(r3) {
      if (r3) return [h(r3.value), "(".concat(lt(r3.expr), ")"), h(r3.storage_type)].filter(m).join(" ");
    })(b2)), b2 && t2.push(g2), t2.push(x(v2), h(d2), h(y2), w(E2), j(u2)), t2.push.apply(t2, mt(L(n2))), "sqlite" !== S2.toLowerCase() && t2.push(lt(i2)), t2.push.apply(t2, mt(L(C2))), t2.push.apply(t2, mt(L(c2))), t2.push.apply(t2, mt(jt(A2))), t2.push(s("USING", lt, l2)), t2.filter(m).join(" ");
  }
  function Tt(r2) {
    var t2 = r2.order_by, e2 = r2.column, n2 = r2.collate, o2 = r2.nulls, u2 = r2.opclass, a2 = "string" == typeof e2 ? { type: "column_ref", table: r2.table, column: e2 } : dt(dt({}, r2), {}, { order_by: null });
    return a2.collate = null, [lt(a2), lt(n2), u2, h(t2), h(o2)].filter(m).join(" ");
  }
  function St(r2) {
    var t2 = [], e2 = Et(r2.column), n2 = gt(r2.definition);
    return t2.push(e2), t2.push(n2), t2.push(_t(r2)), t2.filter(m).join(" ");
  }
  function xt(r2) {
    return r2 ? "object" === vt(r2) ? ["AS", lt(r2)].join(" ") : ["AS", /^(`?)[a-z_][0-9a-z_]*(`?)$/i.test(r2) ? d(r2) : y(r2)].join(" ") : "";
  }
  function kt(r2, t2) {
    var e2 = r2.expr, n2 = r2.type;
    if ("cast" === n2) return qr(r2);
    t2 && (e2.isDual = t2);
    var o2 = lt(e2), u2 = r2.expr_list;
    if (u2) {
      var a2 = [o2], s2 = u2.map((function(r3) {
        return kt(r3, t2);
      })).join(", ");
      return a2.push([h(n2), n2 && "(", s2, n2 && ")"].filter(m).join("")), a2.filter(m).join(" ");
    }
    return e2.parentheses && Reflect.has(e2, "array_index") && "cast" !== e2.type && (o2 = "(".concat(o2, ")")), e2.array_index && "column_ref" !== e2.type && "function" !== e2.type && (o2 = "".concat(o2).concat(At(e2.array_index))), [o2, xt(r2.as)].filter(m).join(" ");
  }
  function It(r2) {
    var t2 = Array.isArray(r2) && r2[0];
    return !(!t2 || "dual" !== t2.type);
  }
  function Nt(r2, t2) {
    if (!r2 || "*" === r2) return r2;
    var e2 = It(t2);
    return r2.map((function(r3) {
      return kt(r3, e2);
    })).join(", ");
  }
  it.var = ct, it.expr_list = function(r2) {
    var t2 = ft(r2.value), e2 = r2.parentheses, n2 = r2.separator;
    if (!e2 && !n2) return t2;
    var o2 = n2 || ", ", u2 = t2.join(o2);
    return e2 ? "(".concat(u2, ")") : u2;
  }, it.select = function(r2) {
    var t2 = "object" === st(r2._next) ? or(r2) : Y(r2);
    return r2.parentheses ? "(".concat(t2, ")") : t2;
  }, it.unary_expr = function(r2) {
    var t2 = r2.operator, e2 = r2.parentheses, n2 = r2.expr, o2 = "-" === t2 || "+" === t2 || "~" === t2 || "!" === t2 ? "" : " ", u2 = "".concat(t2).concat(o2).concat(lt(n2));
    return e2 ? "(".concat(u2, ")") : u2;
  }, it.map_object = function(r2) {
    var t2 = r2.keyword, e2 = r2.expr.map((function(r3) {
      return [w(r3.key), w(r3.value)].join(", ");
    })).join(", ");
    return [h(t2), "[".concat(e2, "]")].join("");
  };
  var Ot = e(0);
  function Rt(r2) {
    return (Rt = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  var Ut, Mt, Dt, Pt = (Ut = {}, Mt = "sqlite", Dt = Ot.parse, (Mt = (function(r2) {
    var t2 = (function(r3, t3) {
      if ("object" != Rt(r3) || !r3) return r3;
      var e2 = r3[Symbol.toPrimitive];
      if (void 0 !== e2) {
        var n2 = e2.call(r3, t3 || "default");
        if ("object" != Rt(n2)) return n2;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === t3 ? String : Number)(r3);
    })(r2, "string");
    return "symbol" == Rt(t2) ? t2 : t2 + "";
  })(Mt)) in Ut ? Object.defineProperty(Ut, Mt, { value: Dt, enumerable: true, configurable: true, writable: true }) : Ut[Mt] = Dt, Ut);
  function Ft(r2) {
    return (Ft = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  function $t(r2, t2) {
    var e2 = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
    if (!e2) {
      if (Array.isArray(r2) || (e2 = (function(r3, t3) {
        if (r3) {
          if ("string" == typeof r3) return Ht(r3, t3);
          var e3 = {}.toString.call(r3).slice(8, -1);
          return "Object" === e3 && r3.constructor && (e3 = r3.constructor.name), "Map" === e3 || "Set" === e3 ? Array.from(r3) : "Arguments" === e3 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e3) ? Ht(r3, t3) : void 0;
        }
      })(r2)) || t2 && r2 && "number" == typeof r2.length) {
        e2 && (r2 = e2);
        var n2 = 0, o2 = function() {
        };
        return { s: o2, n: function() {
          return n2 >= r2.length ? { done: true } : { done: false, value: r2[n2++] };
        }, e: function(r3) {
          throw r3;
        }, f: o2 };
      }
      throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    }
    var u2, a2 = true, s2 = false;
    return { s: function() {
      e2 = e2.call(r2);
    }, n: function() {
      var r3 = e2.next();
      return a2 = r3.done, r3;
    }, e: function(r3) {
      s2 = true, u2 = r3;
    }, f: function() {
      try {
        a2 || null == e2.return || e2.return();
      } finally {
        if (s2) throw u2;
      }
    } };
  }
  function Ht(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function Bt(r2, t2) {
    for (var e2 = 0; e2 < t2.length; e2++) {
      var n2 = t2[e2];
      n2.enumerable = n2.enumerable || false, n2.configurable = true, "value" in n2 && (n2.writable = true), Object.defineProperty(r2, Gt(n2.key), n2);
    }
  }
  function Gt(r2) {
    var t2 = (function(r3, t3) {
      if ("object" != Ft(r3) || !r3) return r3;
      var e2 = r3[Symbol.toPrimitive];
      if (void 0 !== e2) {
        var n2 = e2.call(r3, t3 || "default");
        if ("object" != Ft(n2)) return n2;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === t3 ? String : Number)(r3);
    })(r2, "string");
    return "symbol" == Ft(t2) ? t2 : t2 + "";
  }
  var qt = (function() {
    return (function(r2, t2, e2) {
      return t2 && Bt(r2.prototype, t2), e2 && Bt(r2, e2), Object.defineProperty(r2, "prototype", { writable: false }), r2;
    })((function r2() {
      !(function(r3, t2) {
        if (!(r3 instanceof t2)) throw new TypeError("Cannot call a class as a function");
      })(this, r2);
    }), [{ key: "astify", value: function(r2) {
      var t2 = arguments.length > 1 && void 0 !== arguments[1] ? arguments[1] : u, e2 = this.parse(r2, t2);
      return e2 && e2.ast;
    } }, { key: "sqlify", value: function(r2) {
      var t2 = arguments.length > 1 && void 0 !== arguments[1] ? arguments[1] : u;
      return b(t2), _r(r2);
    } }, { key: "exprToSQL", value: function(r2) {
      var t2 = arguments.length > 1 && void 0 !== arguments[1] ? arguments[1] : u;
      return b(t2), lt(r2);
    } }, { key: "columnsToSQL", value: function(r2, t2) {
      var e2 = arguments.length > 2 && void 0 !== arguments[2] ? arguments[2] : u;
      if (b(e2), !r2 || "*" === r2) return [];
      var n2 = It(t2);
      return r2.map((function(r3) {
        return kt(r3, n2);
      }));
    } }, { key: "parse", value: function(r2) {
      var t2 = arguments.length > 1 && void 0 !== arguments[1] ? arguments[1] : u, e2 = t2.database, n2 = void 0 === e2 ? "sqlite" : e2;
      b(t2);
      var o2 = n2.toLowerCase();
      if (Pt[o2]) return Pt[o2](false === t2.trimQuery ? r2 : r2.trim(), t2.parseOptions || u.parseOptions);
      throw new Error("".concat(n2, " is not supported currently"));
    } }, { key: "whiteListCheck", value: function(r2, t2) {
      var e2 = arguments.length > 2 && void 0 !== arguments[2] ? arguments[2] : u;
      if (t2 && 0 !== t2.length) {
        var n2 = e2.type, o2 = void 0 === n2 ? "table" : n2;
        if (!this["".concat(o2, "List")] || "function" != typeof this["".concat(o2, "List")]) throw new Error("".concat(o2, " is not valid check mode"));
        var a2, s2 = this["".concat(o2, "List")].bind(this), i2 = s2(r2, e2), c2 = true, l2 = "", f2 = $t(i2);
        try {
          for (f2.s(); !(a2 = f2.n()).done; ) {
            var p2, b2 = a2.value, v2 = false, y2 = $t(t2);
            try {
              for (y2.s(); !(p2 = y2.n()).done; ) {
                var d2 = p2.value, h2 = new RegExp("^".concat(d2, "$"), "i");
                if (h2.test(b2)) {
                  v2 = true;
                  break;
                }
              }
            } catch (r3) {
              y2.e(r3);
            } finally {
              y2.f();
            }
            if (!v2) {
              l2 = b2, c2 = false;
              break;
            }
          }
        } catch (r3) {
          f2.e(r3);
        } finally {
          f2.f();
        }
        if (!c2) throw new Error("authority = '".concat(l2, "' is required in ").concat(o2, " whiteList to execute SQL = '").concat(r2, "'"));
      }
    } }, { key: "tableList", value: function(r2, t2) {
      var e2 = this.parse(r2, t2);
      return e2 && e2.tableList;
    } }, { key: "columnList", value: function(r2, t2) {
      var e2 = this.parse(r2, t2);
      return e2 && e2.columnList;
    } }]);
  })();
  function Wt(r2) {
    return (Wt = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  "object" === ("undefined" == typeof self ? "undefined" : Wt(self)) && self && (self.NodeSQLParser = { Parser: qt, util: n }), "undefined" == typeof global && "object" === ("undefined" == typeof window ? "undefined" : Wt(window)) && window && (window.global = window), "object" === ("undefined" == typeof global ? "undefined" : Wt(global)) && global && global.window && (global.window.NodeSQLParser = { Parser: qt, util: n });
}]));
