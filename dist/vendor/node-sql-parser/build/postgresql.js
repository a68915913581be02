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
        var b = x.slice(n), a = x.slice(0, n), d = y.slice(n), c2 = y.slice(0, n);
        var ac = multiplyKaratsuba(a, c2), bd = multiplyKaratsuba(b, d), abcd = multiplyKaratsuba(addAny(a, b), addAny(c2, d));
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
        var c2 = Integer[1], d, t;
        while (a.isEven() && b.isEven()) {
          d = min(roughLOB(a), roughLOB(b));
          a = a.divide(d);
          b = b.divide(d);
          c2 = c2.multiply(d);
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
        return c2.isUnit() ? a : a.multiply(c2);
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
          var c2 = text[i2];
          if (c2 === "-") continue;
          if (c2 in alphabetValues) {
            if (alphabetValues[c2] >= absBase) {
              if (c2 === "1" && absBase === 1) continue;
              throw new Error(c2 + " is not a valid digit in base " + base + ".");
            }
          }
        }
        base = parseValue(base);
        var digits = [];
        var isNegative = text[0] === "-";
        for (i2 = isNegative ? 1 : 0; i2 < text.length; i2++) {
          var c2 = text[i2];
          if (c2 in alphabetValues) digits.push(parseValue(alphabetValues[c2]));
          else if (c2 === "<") {
            var start = i2;
            do {
              i2++;
            } while (text[i2] !== ">" && i2 < text.length);
            digits.push(parseValue(text.slice(start + 1, i2)));
          } else throw new Error(c2 + " is not a valid character");
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

// node_modules/node-sql-parser/build/postgresql.js
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
      for (t3 = 0; t3 < r3.parts.length; t3++) e3 += r3.parts[t3] instanceof Array ? s(r3.parts[t3][0]) + "-" + s(r3.parts[t3][1]) : s(r3.parts[t3]);
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
    function s(r3) {
      return r3.replace(/\\/g, "\\\\").replace(/\]/g, "\\]").replace(/\^/g, "\\^").replace(/-/g, "\\-").replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, (function(r4) {
        return "\\x0" + n2(r4);
      })).replace(/[\x10-\x1F\x7F-\x9F]/g, (function(r4) {
        return "\\x" + n2(r4);
      }));
    }
    return "Expected " + (function(r3) {
      var t3, n3, o3, s2 = new Array(r3.length);
      for (t3 = 0; t3 < r3.length; t3++) s2[t3] = (o3 = r3[t3], e2[o3.type](o3));
      if (s2.sort(), s2.length > 0) {
        for (t3 = 1, n3 = 1; t3 < s2.length; t3++) s2[t3 - 1] !== s2[t3] && (s2[n3] = s2[t3], n3++);
        s2.length = n3;
      }
      switch (s2.length) {
        case 1:
          return s2[0];
        case 2:
          return s2[0] + " or " + s2[1];
        default:
          return s2.slice(0, -1).join(", ") + ", or " + s2[s2.length - 1];
      }
    })(r2) + " but " + (function(r3) {
      return r3 ? '"' + o2(r3) + '"' : "end of input";
    })(t2) + " found.";
  }, r.exports = { SyntaxError: o, parse: function(r2, t2) {
    t2 = void 0 !== t2 ? t2 : {};
    var e2, s = {}, u = { start: rl }, a = rl, i = Xc("IF", true), l = Xc("if", true), f = Xc("exists", true), b = Xc("EXTENSION", true), p = Xc("SCHEMA", true), v = Xc("VERSION", true), y = Xc("CASCADED", true), d = Xc("LOCAL", true), w = Xc("CHECK", true), L = Xc("OPTION", false), h = Xc("check_option", true), C = Xc("security_barrier", true), m = Xc("security_invoker", true), E = Xc("SFUNC", true), A = Xc("STYPE", true), g = Xc("AGGREGATE", true), T = Xc("RETURNS", true), _ = Xc("SETOF", true), S = Xc("CONSTANT", true), x = Xc(":=", false), j = Xc("BEGIN", true), I = Xc("DECLARE", true), R = Xc("LANGUAGE", false), N = Xc("TRANSORM", true), O = Xc("FOR", false), k = Xc("TYPE", false), U = Xc("WINDOW", true), M = Xc("IMMUTABLE", true), D = Xc("STABLE", true), P = Xc("VOLATILE", true), G = Xc("STRICT", true), $ = Xc("NOT", true), F = Xc("LEAKPROOF", true), q = Xc("CALLED", true), B = Xc("NULL", true), H = Xc("ON", true), Y = Xc("INPUT", true), W = Xc("EXTERNAL", true), V = Xc("SECURITY", true), X = Xc("INVOKER", true), Q = Xc("DEFINER", true), K = Xc("PARALLEL", true), z = Xc("UNSAFE", true), Z = Xc("RESTRICTED", true), J = Xc("SAFE", true), rr = /^[^ s\t\n\r]/, tr = Qc([" ", "s", "	", "\n", "\r"], true, false), er = /^[^ s\t\n\r;]/, nr = Qc([" ", "s", "	", "\n", "\r", ";"], true, false), or = Xc("COST", true), sr = Xc("ROWS", true), ur = Xc("SUPPORT", true), ar = Xc("TO", true), ir = Xc("=", false), cr = Xc("CURRENT", true), lr = Xc("FUNCTION", true), fr = Xc("RANGE", true), br = Xc("TYPE", true), pr = Xc("DOMAIN", true), vr = Xc("INCREMENT", true), yr = Xc("MINVALUE", true), dr = function(r3, t3) {
      return { resource: "sequence", prefix: r3.toLowerCase(), value: t3 };
    }, wr = Xc("NO", true), Lr = Xc("MAXVALUE", true), hr = Xc("START", true), Cr = function(r3, t3, e3) {
      return { resource: "sequence", prefix: t3 ? r3.toLowerCase() + " with" : r3.toLowerCase(), value: e3 };
    }, mr = Xc("RESTART", true), Er = Xc("CACHE", true), Ar = Xc("CYCLE", true), gr = Xc("OWNED", true), Tr = Xc("NONE", true), _r = Xc("INCLUDE", true), Sr = Xc("NULLS", true), xr = Xc("FIRST", true), jr = Xc("LAST", true), Ir = Xc("MODULUS", true), Rr = Xc("REMAINDER", true), Nr = Xc("FOR", true), Or = Xc("OF", true), kr = Xc("AUTO_INCREMENT", true), Ur = Xc("UNIQUE", true), Mr = Xc("KEY", true), Dr = Xc("PRIMARY", true), Pr = Xc("GENERATED", true), Gr = Xc("BY", true), $r = Xc("DEFAULT", true), Fr = Xc("AS", true), qr = Xc("IDENTITY", true), Br = Xc("COLUMN_FORMAT", true), Hr = Xc("FIXED", true), Yr = Xc("DYNAMIC", true), Wr = Xc("STORAGE", true), Vr = Xc("DISK", true), Xr = Xc("MEMORY", true), Qr = Xc("CASCADE", true), Kr = Xc("RESTRICT", true), zr = Xc("ONLY", true), Zr = Xc("CONTINUE", true), Jr = Xc("OUT", true), rt = Xc("VARIADIC", true), tt = Xc("OWNER", true), et = Xc("LOGGED", true), nt = Xc("UNLOGGED", true), ot = Xc("only", true), st = Xc("CONSTRAINT", true), ut = Xc("CURRENT_ROLE", true), at = Xc("CURRENT_USER", true), it = Xc("SESSION_USER", true), ct = Xc("ALGORITHM", true), lt = Xc("INSTANT", true), ft = Xc("INPLACE", true), bt = Xc("COPY", true), pt = Xc("LOCK", true), vt = Xc("SHARED", true), yt = Xc("EXCLUSIVE", true), dt = Xc("data", true), wt = Xc("type", true), Lt = Xc("REPLICA", true), ht = Xc("FULL", true), Ct = Xc("NOTHING", true), mt = Xc("PRIMARY KEY", true), Et = Xc("FOREIGN KEY", true), At = Xc("ENFORCED", true), gt = Xc("MATCH FULL", true), Tt = Xc("MATCH PARTIAL", true), _t = Xc("MATCH SIMPLE", true), St = Xc("SET NULL", true), xt = Xc("NO ACTION", true), jt = Xc("SET DEFAULT", true), It = Xc("TRIGGER", true), Rt = Xc("BEFORE", true), Nt = Xc("AFTER", true), Ot = Xc("INSTEAD OF", true), kt = Xc("EXECUTE", true), Ut = Xc("PROCEDURE", true), Mt = Xc("DEFERRABLE", true), Dt = Xc("INITIALLY IMMEDIATE", true), Pt = Xc("INITIALLY DEFERRED", true), Gt = Xc("EACH", true), $t = Xc("ROW", true), Ft = Xc("STATEMENT", true), qt = Xc("CHARACTER", true), Bt = Xc("SET", true), Ht = Xc("CHARSET", true), Yt = Xc("COLLATE", true), Wt = Xc("AVG_ROW_LENGTH", true), Vt = Xc("KEY_BLOCK_SIZE", true), Xt = Xc("MAX_ROWS", true), Qt = Xc("MIN_ROWS", true), Kt = Xc("STATS_SAMPLE_PAGES", true), zt = Xc("CONNECTION", true), Zt = Xc("COMPRESSION", true), Jt = Xc("'", false), re = Xc("ZLIB", true), te = Xc("LZ4", true), ee = Xc("ENGINE", true), ne = Xc("IN", true), oe = Xc("ACCESS SHARE", true), se = Xc("ROW SHARE", true), ue = Xc("ROW EXCLUSIVE", true), ae = Xc("SHARE UPDATE EXCLUSIVE", true), ie = Xc("SHARE ROW EXCLUSIVE", true), ce = Xc("ACCESS EXCLUSIVE", true), le = Xc("SHARE", true), fe = Xc("MODE", true), be = Xc("NOWAIT", true), pe = Xc("TABLES", true), ve = Xc("PREPARE", true), ye = Xc("USAGE", true), de = function(r3) {
      return { type: "origin", value: Array.isArray(r3) ? r3[0] : r3 };
    }, we = Xc("CONNECT", true), Le = Xc("PRIVILEGES", true), he = function(r3) {
      return { type: "origin", value: r3 };
    }, Ce = Xc("SEQUENCE", true), me = Xc("DATABASE", true), Ee = Xc("DOMAIN", false), Ae = Xc("FUNCTION", false), ge = Xc("ROUTINE", true), Te = Xc("LANGUAGE", true), _e = Xc("LARGE", true), Se = Xc("SCHEMA", false), xe = Xc("FUNCTIONS", true), je = Xc("PROCEDURES", true), Ie = Xc("ROUTINES", true), Re = Xc("PUBLIC", true), Ne = Xc("GRANT", true), Oe = Xc("OPTION", true), ke = Xc("ADMIN", true), Ue = Xc("REVOKE", true), Me = Xc("ELSEIF", true), De = Xc("THEN", true), Pe = Xc("END", true), Ge = Xc("DEBUG", true), $e = Xc("LOG", true), Fe = Xc("INFO", true), qe = Xc("NOTICE", true), Be = Xc("WARNING", true), He = Xc("EXCEPTION", true), Ye = Xc("MESSAGE", true), We = Xc("DETAIL", true), Ve = Xc("HINT", true), Xe = Xc("ERRCODE", true), Qe = Xc("COLUMN", true), Ke = Xc("DATATYPE", true), ze = Xc("TABLE", true), Ze = Xc("SQLSTATE", true), Je = Xc("RAISE", true), rn = Xc("LOOP", true), tn = Xc("SERIALIZABLE", true), en = Xc("REPEATABLE", true), nn = Xc("READ", true), on = Xc("COMMITTED", true), sn = Xc("UNCOMMITTED", true), un = function(r3) {
      return { type: "origin", value: "read " + r3.toLowerCase() };
    }, an = Xc("ISOLATION", true), cn = Xc("LEVEL", true), ln = Xc("WRITE", true), fn = Xc("commit", true), bn = Xc("rollback", true), pn = Xc("begin", true), vn = Xc("WORK", true), yn = Xc("TRANSACTION", true), dn = Xc("start", true), wn = Xc("transaction", true), Ln = Xc("ROLE", true), hn = Xc("SERVER", true), Cn = Xc("SUBSCRIPTION", true), mn = Xc("IS", true), En = Xc("COMMENT", true), An = Xc("(", false), gn = Xc(")", false), Tn = Xc(";", false), _n = Xc("AT", true), Sn = Xc("ZONE", true), xn = Xc("OUTFILE", true), jn = Xc("DUMPFILE", true), In = Xc("BTREE", true), Rn = Xc("HASH", true), Nn = Xc("GIST", true), On = Xc("GIN", true), kn = Xc("WITH", true), Un = Xc("PARSER", true), Mn = Xc("VISIBLE", true), Dn = Xc("INVISIBLE", true), Pn = function(r3, t3) {
      return t3.unshift(r3), t3.forEach((r4) => {
        const { table: t4, as: e3 } = r4;
        Ld[t4] = t4, e3 && (Ld[e3] = t4), (function(r5) {
          const t5 = bd(r5);
          r5.clear(), t5.forEach((t6) => r5.add(t6));
        })(dd);
      }), t3;
    }, Gn = Xc("LATERAL", true), $n = Xc("TABLESAMPLE", true), Fn = Xc("CROSS", true), qn = Xc("FOLLOWING", true), Bn = Xc("PRECEDING", true), Hn = Xc("UNBOUNDED", true), Yn = Xc("DO", true), Wn = Xc("CONFLICT", true), Vn = function(r3, t3) {
      return ld(r3, t3);
    }, Xn = Xc("!", false), Qn = Xc(">=", false), Kn = Xc(">", false), zn = Xc("<=", false), Zn = Xc("<>", false), Jn = Xc("<", false), ro = Xc("!=", false), to = Xc("SIMILAR", true), eo = Xc("!~*", false), no = Xc("~*", false), oo = Xc("~", false), so = Xc("!~", false), uo = Xc("ESCAPE", true), ao = Xc("+", false), io = Xc("-", false), co = Xc("*", false), lo = Xc("/", false), fo = Xc("%", false), bo = Xc("||", false), po = Xc("$", false), vo = Xc("?|", false), yo = Xc("?&", false), wo = Xc("?", false), Lo = Xc("#-", false), ho = Xc("#>>", false), Co = Xc("#>", false), mo = Xc("@>", false), Eo = Xc("<@", false), Ao = Xc("E", true), go = function(r3) {
      return { type: "default", value: r3 };
    }, To = function(r3) {
      return true === od[r3.toUpperCase()];
    }, _o = Xc('"', false), So = /^[^"]/, xo = Qc(['"'], true, false), jo = /^[^']/, Io = Qc(["'"], true, false), Ro = Xc("`", false), No = /^[^`]/, Oo = Qc(["`"], true, false), ko = /^[A-Za-z_\u4E00-\u9FA5\xC0-\u017F]/, Uo = Qc([["A", "Z"], ["a", "z"], "_", ["\u4E00", "\u9FA5"], ["\xC0", "\u017F"]], false, false), Mo = /^[A-Za-z0-9_\-$\u4E00-\u9FA5\xC0-\u017F]/, Do = Qc([["A", "Z"], ["a", "z"], ["0", "9"], "_", "-", "$", ["\u4E00", "\u9FA5"], ["\xC0", "\u017F"]], false, false), Po = /^[A-Za-z0-9_\u4E00-\u9FA5\xC0-\u017F]/, Go = Qc([["A", "Z"], ["a", "z"], ["0", "9"], "_", ["\u4E00", "\u9FA5"], ["\xC0", "\u017F"]], false, false), $o = Xc(":", false), Fo = Xc("OVER", true), qo = Xc("FILTER", true), Bo = Xc("FIRST_VALUE", true), Ho = Xc("LAST_VALUE", true), Yo = Xc("ROW_NUMBER", true), Wo = Xc("DENSE_RANK", true), Vo = Xc("RANK", true), Xo = Xc("LAG", true), Qo = Xc("LEAD", true), Ko = Xc("NTH_VALUE", true), zo = Xc("IGNORE", true), Zo = Xc("RESPECT", true), Jo = Xc("percentile_cont", true), rs = Xc("percentile_disc", true), ts = Xc("within", true), es = Xc("mode", true), ns = Xc("POSITION", true), os = Xc("BOTH", true), ss = Xc("LEADING", true), us = Xc("TRAILING", true), as = Xc("trim", true), is = Xc("crosstab", true), cs = Xc("jsonb_to_recordset", true), ls = Xc("jsonb_to_record", true), fs = Xc("json_to_recordset", true), bs = Xc("json_to_record", true), ps = Xc("substring", true), vs = Xc("years", true), ys = Xc("months", true), ds = Xc("weeks", true), ws = Xc("days", true), Ls = Xc("hours", true), hs = Xc("mins", true), Cs = Xc("=>", false), ms = Xc("secs", true), Es = Xc("make_interval", true), As = Xc("now", true), gs = Xc("at", true), Ts = Xc("zone", true), _s = Xc("CENTURY", true), Ss = Xc("DAY", true), xs = Xc("DATE", true), js = Xc("DECADE", true), Is = Xc("DOW", true), Rs = Xc("DOY", true), Ns = Xc("EPOCH", true), Os = Xc("HOUR", true), ks = Xc("ISODOW", true), Us = Xc("ISOYEAR", true), Ms = Xc("MICROSECONDS", true), Ds = Xc("MILLENNIUM", true), Ps = Xc("MILLISECONDS", true), Gs = Xc("MINUTE", true), $s = Xc("MONTH", true), Fs = Xc("QUARTER", true), qs = Xc("SECOND", true), Bs = Xc("TIMEZONE", true), Hs = Xc("TIMEZONE_HOUR", true), Ys = Xc("TIMEZONE_MINUTE", true), Ws = Xc("WEEK", true), Vs = Xc("YEAR", true), Xs = Xc("NTILE", true), Qs = /^[\n]/, Ks = Qc(["\n"], false, false), zs = /^[^"\\\0-\x1F\x7F]/, Zs = Qc(['"', "\\", ["\0", ""], "\x7F"], true, false), Js = /^[^'\\]/, ru = Qc(["'", "\\"], true, false), tu = Xc("\\'", false), eu = Xc('\\"', false), nu = Xc("\\\\", false), ou = Xc("\\/", false), su = Xc("\\b", false), uu = Xc("\\f", false), au = Xc("\\n", false), iu = Xc("\\r", false), cu = Xc("\\t", false), lu = Xc("\\u", false), fu = Xc("\\", false), bu = Xc("''", false), pu = /^[\n\r]/, vu = Qc(["\n", "\r"], false, false), yu = Xc(".", false), du = /^[0-9]/, wu = Qc([["0", "9"]], false, false), Lu = /^[0-9a-fA-F]/, hu = Qc([["0", "9"], ["a", "f"], ["A", "F"]], false, false), Cu = /^[eE]/, mu = Qc(["e", "E"], false, false), Eu = /^[+\-]/, Au = Qc(["+", "-"], false, false), gu = Xc("NOT NULL", true), Tu = Xc("TRUE", true), _u = Xc("FALSE", true), Su = Xc("SHOW", true), xu = Xc("DROP", true), ju = Xc("USE", true), Iu = Xc("ALTER", true), Ru = Xc("SELECT", true), Nu = Xc("UPDATE", true), Ou = Xc("CREATE", true), ku = Xc("TEMPORARY", true), Uu = Xc("UNLOGGED", false), Mu = Xc("TEMP", true), Du = Xc("DELETE", true), Pu = Xc("INSERT", true), Gu = Xc("RECURSIVE", true), $u = Xc("REPLACE", true), Fu = Xc("RETURN", true), qu = Xc("RETURNING", true), Bu = Xc("RENAME", true), Hu = (Xc("EXPLAIN", true), Xc("PARTITION", true)), Yu = Xc("INTO", true), Wu = Xc("FROM", true), Vu = Xc("TABLESPACE", true), Xu = Xc("COLLATION", true), Qu = Xc("DEALLOCATE", true), Ku = Xc("LEFT", true), zu = Xc("RIGHT", true), Zu = Xc("INNER", true), Ju = Xc("JOIN", true), ra = Xc("OUTER", true), ta = Xc("UNION", true), ea = Xc("INTERSECT", true), na = Xc("EXCEPT", true), oa = Xc("VALUES", true), sa = Xc("USING", true), ua = Xc("WHERE", true), aa = Xc("GROUP", true), ia = Xc("ORDER", true), ca = Xc("HAVING", true), la = Xc("LIMIT", true), fa = Xc("OFFSET", true), ba = Xc("ASC", true), pa = Xc("DESC", true), va = Xc("ALL", true), ya = Xc("DISTINCT", true), da = Xc("BETWEEN", true), wa = Xc("LIKE", true), La = Xc("ILIKE", true), ha = Xc("EXISTS", true), Ca = Xc("AND", true), ma = Xc("OR", true), Ea = Xc("ARRAY", true), Aa = Xc("ARRAY_AGG", true), ga = Xc("STRING_AGG", true), Ta = Xc("COUNT", true), _a = Xc("GROUP_CONCAT", true), Sa = Xc("MAX", true), xa = Xc("MIN", true), ja = Xc("SUM", true), Ia = Xc("AVG", true), Ra = Xc("EXTRACT", true), Na = Xc("CALL", true), Oa = Xc("CASE", true), ka = Xc("WHEN", true), Ua = Xc("ELSE", true), Ma = Xc("CAST", true), Da = Xc("BOOL", true), Pa = Xc("BOOLEAN", true), Ga = Xc("CHAR", true), $a = Xc("VARCHAR", true), Fa = Xc("NUMERIC", true), qa = Xc("DECIMAL", true), Ba = Xc("SIGNED", true), Ha = Xc("UNSIGNED", true), Ya = Xc("INT", true), Wa = Xc("ZEROFILL", true), Va = Xc("INTEGER", true), Xa = Xc("JSON", true), Qa = Xc("JSONB", true), Ka = Xc("GEOMETRY", true), za = Xc("SMALLINT", true), Za = Xc("SERIAL", true), Ja = Xc("SMALLSERIAL", true), ri = Xc("TINYINT", true), ti = Xc("TINYTEXT", true), ei = Xc("TEXT", true), ni = Xc("MEDIUMTEXT", true), oi = Xc("LONGTEXT", true), si = Xc("MEDIUMINT", true), ui = Xc("TSVECTOR", true), ai = Xc("TSQUERY", true), ii = Xc("BIGINT", true), ci = Xc("ENUM", true), li = Xc("FLOAT", true), fi = Xc("DOUBLE", true), bi = Xc("BIGSERIAL", true), pi = Xc("REAL", true), vi = Xc("DATETIME", true), yi = Xc("TIME", true), di = Xc("TIMESTAMP", true), wi = Xc("TIMESTAMPTZ", true), Li = Xc("TRUNCATE", true), hi = Xc("USER", true), Ci = Xc("UUID", true), mi = Xc("OID", true), Ei = Xc("REGCLASS", true), Ai = Xc("REGCOLLATION", true), gi = Xc("REGCONFIG", true), Ti = Xc("REGDICTIONARY", true), _i = Xc("REGNAMESPACE", true), Si = Xc("REGOPER", true), xi = Xc("REGOPERATOR", true), ji = Xc("REGPROC", true), Ii = Xc("REGPROCEDURE", true), Ri = Xc("REGROLE", true), Ni = Xc("REGTYPE", true), Oi = Xc("CIDR", true), ki = Xc("INET", true), Ui = Xc("MACADDR", true), Mi = Xc("MACADDR8", true), Di = Xc("BIT", true), Pi = Xc("MONEY", true), Gi = Xc("CURRENT_DATE", true), $i = (Xc("ADDDATE", true), Xc("INTERVAL", true)), Fi = Xc("CURRENT_TIME", true), qi = Xc("CURRENT_TIMESTAMP", true), Bi = Xc("SYSTEM_USER", true), Hi = Xc("GLOBAL", true), Yi = Xc("SESSION", true), Wi = Xc("PERSIST", true), Vi = Xc("PERSIST_ONLY", true), Xi = Xc("VIEW", true), Qi = Xc("@", false), Ki = Xc("@@", false), zi = Xc("$$", false), Zi = Xc("::", false), Ji = Xc("DUAL", true), rc = Xc("ADD", true), tc = Xc("INDEX", true), ec = Xc("FULLTEXT", true), nc = Xc("SPATIAL", true), oc = Xc("CONCURRENTLY", true), sc = Xc("REFERENCES", true), uc = Xc("SQL_CALC_FOUND_ROWS", true), ac = Xc("SQL_CACHE", true), ic = Xc("SQL_NO_CACHE", true), cc = Xc("SQL_SMALL_RESULT", true), lc = Xc("SQL_BIG_RESULT", true), fc = Xc("SQL_BUFFER_RESULT", true), bc = Xc(",", false), pc = Xc("[", false), vc = Xc("]", false), yc = Xc("->", false), dc = Xc("->>", false), wc = Xc("&&", false), Lc = Xc("/*", false), hc = Xc("*/", false), Cc = Xc("--", false), mc = (Xc("#", false), { type: "any" }), Ec = /^[ \t\n\r]/, Ac = Qc([" ", "	", "\n", "\r"], false, false), gc = Xc("default", true), Tc = /^[^$]/, _c = Qc(["$"], true, false), Sc = function(r3) {
      return { dataType: r3 };
    }, xc = Xc("bytea", true), jc = Xc("varying", true), Ic = Xc("PRECISION", true), Rc = Xc("WITHOUT", true), Nc = function(r3) {
      return { dataType: r3 };
    }, Oc = Xc("POINT", true), kc = Xc("LINESTRING", true), Uc = Xc("POLYGON", true), Mc = Xc("MULTIPOINT", true), Dc = Xc("MULTILINESTRING", true), Pc = Xc("MULTIPOLYGON", true), Gc = Xc("GEOMETRYCOLLECTION", true), $c = function(r3) {
      return { dataType: r3 };
    }, Fc = Xc("RECORD", true), qc = 0, Bc = 0, Hc = [{ line: 1, column: 1 }], Yc = 0, Wc = [], Vc = 0;
    if ("startRule" in t2) {
      if (!(t2.startRule in u)) throw new Error(`Can't start parsing from rule "` + t2.startRule + '".');
      a = u[t2.startRule];
    }
    function Xc(r3, t3) {
      return { type: "literal", text: r3, ignoreCase: t3 };
    }
    function Qc(r3, t3, e3) {
      return { type: "class", parts: r3, inverted: t3, ignoreCase: e3 };
    }
    function Kc(t3) {
      var e3, n2 = Hc[t3];
      if (n2) return n2;
      for (e3 = t3 - 1; !Hc[e3]; ) e3--;
      for (n2 = { line: (n2 = Hc[e3]).line, column: n2.column }; e3 < t3; ) 10 === r2.charCodeAt(e3) ? (n2.line++, n2.column = 1) : n2.column++, e3++;
      return Hc[t3] = n2, n2;
    }
    function zc(r3, t3) {
      var e3 = Kc(r3), n2 = Kc(t3);
      return { start: { offset: r3, line: e3.line, column: e3.column }, end: { offset: t3, line: n2.line, column: n2.column } };
    }
    function Zc(r3) {
      qc < Yc || (qc > Yc && (Yc = qc, Wc = []), Wc.push(r3));
    }
    function Jc(r3, t3, e3) {
      return new o(o.buildMessage(r3, t3), r3, t3, e3);
    }
    function rl() {
      var r3, t3;
      return r3 = qc, Ny() !== s ? ((t3 = dl()) === s && (t3 = nl()), t3 !== s ? (Bc = r3, r3 = t3) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = dl()) === s && (r3 = nl()), r3;
    }
    function tl() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2;
        t4 = qc, (e3 = Op()) !== s && Ny() !== s && (n2 = Zp()) !== s && Ny() !== s ? ((o2 = al()) === s && (o2 = null), o2 !== s && Ny() !== s && (u2 = xf()) !== s ? (Bc = t4, c2 = e3, l2 = n2, f2 = o2, (b2 = u2) && b2.forEach((r3) => yd.add(`${c2}::${[r3.db, r3.schema].filter(Boolean).join(".") || null}::${r3.table}`)), e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: c2.toLowerCase(), keyword: l2.toLowerCase(), prefix: f2, name: b2 } }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var c2, l2, f2, b2;
        t4 === s && (t4 = qc, (e3 = Op()) !== s && Ny() !== s && (n2 = vy()) !== s && Ny() !== s ? ((o2 = hy()) === s && (o2 = null), o2 !== s && Ny() !== s ? ((u2 = al()) === s && (u2 = null), u2 !== s && Ny() !== s && (a2 = Tb()) !== s && Ny() !== s ? ("cascade" === r2.substr(qc, 7).toLowerCase() ? (i2 = r2.substr(qc, 7), qc += 7) : (i2 = s, 0 === Vc && Zc(Qr)), i2 === s && ("restrict" === r2.substr(qc, 8).toLowerCase() ? (i2 = r2.substr(qc, 8), qc += 8) : (i2 = s, 0 === Vc && Zc(Kr))), i2 === s && (i2 = null), i2 !== s ? (Bc = t4, e3 = (function(r3, t5, e4, n3, o3, s2) {
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r3.toLowerCase(), keyword: t5.toLowerCase(), prefix: [e4, n3].filter((r4) => r4).join(" "), name: o3, options: s2 && [{ type: "origin", value: s2 }] } };
        })(e3, n2, o2, u2, a2, i2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, (e3 = Op()) !== s && Ny() !== s && (n2 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "type" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(br));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "TYPE") : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) !== s && Ny() !== s ? ((o2 = al()) === s && (o2 = null), o2 !== s && Ny() !== s && (u2 = Mf()) !== s && Ny() !== s ? ("cascade" === r2.substr(qc, 7).toLowerCase() ? (a2 = r2.substr(qc, 7), qc += 7) : (a2 = s, 0 === Vc && Zc(Qr)), a2 === s && ("restrict" === r2.substr(qc, 8).toLowerCase() ? (a2 = r2.substr(qc, 8), qc += 8) : (a2 = s, 0 === Vc && Zc(Kr))), a2 === s && (a2 = null), a2 !== s ? (Bc = t4, e3 = (function(r3, t5, e4, n3, o3) {
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r3.toLowerCase(), keyword: t5.toLowerCase(), prefix: [e4].filter((r4) => r4).join(" "), name: n3, options: o3 && [{ type: "origin", value: o3 }] } };
        })(e3, n2, o2, u2, a2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, (e3 = Op()) !== s && Ny() !== s && (n2 = uy()) !== s && Ny() !== s ? ((o2 = al()) === s && (o2 = null), o2 !== s && Ny() !== s && (u2 = xf()) !== s && Ny() !== s ? ((a2 = (function() {
          var t5, e4;
          t5 = qc, "restrict" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Kr));
          e4 === s && ("cascade" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Qr)));
          e4 !== s && (Bc = t5, e4 = e4.toLowerCase());
          return t5 = e4;
        })()) === s && (a2 = null), a2 !== s ? (Bc = t4, e3 = (function(r3, t5, e4, n3, o3) {
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r3.toLowerCase(), keyword: t5.toLowerCase(), prefix: e4, name: n3, options: o3 && [{ type: "origin", value: o3 }] } };
        })(e3, n2, o2, u2, a2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s))));
        return t4;
      })()) === s && (t3 = (function() {
        var t4;
        (t4 = (function() {
          var t5, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2;
          t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? ((n2 = $p()) === s && (n2 = Pp()), n2 === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = Gp()) === s && (o2 = null), o2 !== s && Ny() !== s && Zp() !== s && Ny() !== s ? ((u2 = ul()) === s && (u2 = null), u2 !== s && Ny() !== s && (a2 = xf()) !== s && Ny() !== s && (i2 = (function() {
            var t6, e4, n3, o3, u3, a3, i3, c3, l3;
            t6 = qc, (e4 = Vp()) !== s && Ny() !== s ? ("of" === r2.substr(qc, 2).toLowerCase() ? (n3 = r2.substr(qc, 2), qc += 2) : (n3 = s, 0 === Vc && Zc(Or)), n3 !== s && Ny() !== s && (o3 = Nf()) !== s && Ny() !== s && (u3 = (function() {
              var t7, e5, n4;
              t7 = qc, "for" === r2.substr(qc, 3).toLowerCase() ? (e5 = r2.substr(qc, 3), qc += 3) : (e5 = s, 0 === Vc && Zc(Nr));
              e5 !== s && Ny() !== s && uv() !== s && Ny() !== s && (n4 = (function() {
                var t8, e6, n5, o4, u4;
                t8 = qc, Qp() !== s && Ny() !== s && gy() !== s && Ny() !== s && (e6 = yp()) !== s && Ny() !== s && (n5 = Ty()) !== s && Ny() !== s && Rp() !== s && Ny() !== s && (o4 = gy()) !== s && Ny() !== s && (u4 = yp()) !== s && Ny() !== s && Ty() !== s ? (Bc = t8, t8 = { type: "for_values_item", keyword: "from", from: e6, to: u4 }) : (qc = t8, t8 = s);
                t8 === s && (t8 = qc, wv() !== s && Ny() !== s && gy() !== s && Ny() !== s && (e6 = eb()) !== s && Ny() !== s && (n5 = Ty()) !== s ? (Bc = t8, t8 = { type: "for_values_item", keyword: "in", in: e6 }) : (qc = t8, t8 = s), t8 === s && (t8 = qc, iv() !== s && Ny() !== s && gy() !== s && Ny() !== s ? ("modulus" === r2.substr(qc, 7).toLowerCase() ? (e6 = r2.substr(qc, 7), qc += 7) : (e6 = s, 0 === Vc && Zc(Ir)), e6 !== s && Ny() !== s && (n5 = Cp()) !== s && Ny() !== s && Ey() !== s && Ny() !== s ? ("remainder" === r2.substr(qc, 9).toLowerCase() ? (o4 = r2.substr(qc, 9), qc += 9) : (o4 = s, 0 === Vc && Zc(Rr)), o4 !== s && Ny() !== s && (u4 = Cp()) !== s && Ny() !== s && Ty() !== s ? (Bc = t8, t8 = { type: "for_values_item", keyword: "with", modulus: n5, remainder: u4 }) : (qc = t8, t8 = s)) : (qc = t8, t8 = s)) : (qc = t8, t8 = s)));
                return t8;
              })()) !== s ? (Bc = t7, t7 = e5 = { type: "for_values", keyword: "for values", expr: n4 }) : (qc = t7, t7 = s);
              return t7;
            })()) !== s && Ny() !== s ? (a3 = qc, (i3 = ev()) !== s && (c3 = Ny()) !== s && (l3 = xb()) !== s ? a3 = i3 = [i3, c3, l3] : (qc = a3, a3 = s), a3 === s && (a3 = null), a3 !== s ? (Bc = t6, e4 = { type: "partition_of", keyword: "partition of", table: o3, for_values: u3, tablespace: (f3 = a3) && f3[2] }, t6 = e4) : (qc = t6, t6 = s)) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            var f3;
            return t6;
          })()) !== s ? (Bc = t5, p2 = e3, v2 = n2, y2 = o2, d2 = u2, L2 = i2, (w2 = a2) && w2.forEach((r3) => yd.add(`create::${[r3.db, r3.schema].filter(Boolean).join(".") || null}::${r3.table}`)), e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: p2[0].toLowerCase(), keyword: "table", temporary: v2 && v2[0].toLowerCase(), unlogged: y2, if_not_exists: d2, table: w2, partition_of: L2 } }, t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          var p2, v2, y2, d2, w2, L2;
          t5 === s && (t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? ((n2 = $p()) === s && (n2 = Pp()), n2 === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = Gp()) === s && (o2 = null), o2 !== s && Ny() !== s && Zp() !== s && Ny() !== s ? ((u2 = ul()) === s && (u2 = null), u2 !== s && Ny() !== s && (a2 = xf()) !== s && Ny() !== s ? ((i2 = (function() {
            var r3, t6, e4, n3, o3, u3, a3, i3, c3;
            if (r3 = qc, (t6 = gy()) !== s) if (Ny() !== s) if ((e4 = Cl()) !== s) {
              for (n3 = [], o3 = qc, (u3 = Ny()) !== s && (a3 = Ey()) !== s && (i3 = Ny()) !== s && (c3 = Cl()) !== s ? o3 = u3 = [u3, a3, i3, c3] : (qc = o3, o3 = s); o3 !== s; ) n3.push(o3), o3 = qc, (u3 = Ny()) !== s && (a3 = Ey()) !== s && (i3 = Ny()) !== s && (c3 = Cl()) !== s ? o3 = u3 = [u3, a3, i3, c3] : (qc = o3, o3 = s);
              n3 !== s && (o3 = Ny()) !== s && (u3 = Ty()) !== s ? (Bc = r3, t6 = cd(e4, n3), r3 = t6) : (qc = r3, r3 = s);
            } else qc = r3, r3 = s;
            else qc = r3, r3 = s;
            else qc = r3, r3 = s;
            return r3;
          })()) === s && (i2 = null), i2 !== s && Ny() !== s ? ((c2 = (function() {
            var r3, t6, e4, n3, o3, u3, a3, i3;
            if (r3 = qc, (t6 = Xl()) !== s) {
              for (e4 = [], n3 = qc, (o3 = Ny()) !== s ? ((u3 = Ey()) === s && (u3 = null), u3 !== s && (a3 = Ny()) !== s && (i3 = Xl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s)) : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s ? ((u3 = Ey()) === s && (u3 = null), u3 !== s && (a3 = Ny()) !== s && (i3 = Xl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s)) : (qc = n3, n3 = s);
              e4 !== s ? (Bc = r3, t6 = cd(t6, e4), r3 = t6) : (qc = r3, r3 = s);
            } else qc = r3, r3 = s;
            return r3;
          })()) === s && (c2 = null), c2 !== s && Ny() !== s ? ((l2 = Wp()) === s && (l2 = Hp()), l2 === s && (l2 = null), l2 !== s && Ny() !== s ? ((f2 = zp()) === s && (f2 = null), f2 !== s && Ny() !== s ? ((b2 = sl()) === s && (b2 = null), b2 !== s ? (Bc = t5, e3 = (function(r3, t6, e4, n3, o3, s2, u3, a3, i3, c3) {
            return o3 && o3.forEach((r4) => yd.add(`create::${[r4.db, r4.schema].filter(Boolean).join(".") || null}::${r4.table}`)), { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r3[0].toLowerCase(), keyword: "table", temporary: t6 && t6[0].toLowerCase(), unlogged: e4, if_not_exists: n3, table: o3, ignore_replace: a3 && a3[0].toLowerCase(), as: i3 && i3[0].toLowerCase(), query_expr: c3 && c3.ast, create_definitions: s2, table_options: u3 } };
          })(e3, n2, o2, u2, a2, i2, c2, l2, f2, b2), t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5 === s && (t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? ((n2 = $p()) === s && (n2 = Pp()), n2 === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = Gp()) === s && (o2 = null), o2 !== s && Ny() !== s && Zp() !== s && Ny() !== s ? ((u2 = ul()) === s && (u2 = null), u2 !== s && Ny() !== s && (a2 = xf()) !== s && Ny() !== s && (i2 = (function r3() {
            var t6, e4;
            (t6 = (function() {
              var r4, t7;
              r4 = qc, hv() !== s && Ny() !== s && (t7 = xf()) !== s ? (Bc = r4, r4 = { type: "like", table: t7 }) : (qc = r4, r4 = s);
              return r4;
            })()) === s && (t6 = qc, gy() !== s && Ny() !== s && (e4 = r3()) !== s && Ny() !== s && Ty() !== s ? (Bc = t6, (n3 = e4).parentheses = true, t6 = n3) : (qc = t6, t6 = s));
            var n3;
            return t6;
          })()) !== s ? (Bc = t5, e3 = (function(r3, t6, e4, n3, o3, s2) {
            return o3 && o3.forEach((r4) => yd.add(`create::${[r4.db, r4.schema].filter(Boolean).join(".") || null}::${r4.table}`)), { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r3[0].toLowerCase(), keyword: "table", temporary: t6 && t6[0].toLowerCase(), unlogged: e4, if_not_exists: n3, table: o3, like: s2 } };
          })(e3, n2, o2, u2, a2, i2), t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)));
          return t5;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2, v2, y2, d2, w2, L2, h2, C2, m2, E2;
          t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? (n2 = qc, (o2 = gv()) !== s && (u2 = Ny()) !== s && (a2 = Hp()) !== s ? n2 = o2 = [o2, u2, a2] : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s && (o2 = Ny()) !== s ? ((u2 = Ly()) === s && (u2 = null), u2 !== s && (a2 = Ny()) !== s ? ("trigger" === r2.substr(qc, 7).toLowerCase() ? (i2 = r2.substr(qc, 7), qc += 7) : (i2 = s, 0 === Vc && Zc(It)), i2 !== s && Ny() !== s && (c2 = qb()) !== s && Ny() !== s ? ("before" === r2.substr(qc, 6).toLowerCase() ? (l2 = r2.substr(qc, 6), qc += 6) : (l2 = s, 0 === Vc && Zc(Rt)), l2 === s && ("after" === r2.substr(qc, 5).toLowerCase() ? (l2 = r2.substr(qc, 5), qc += 5) : (l2 = s, 0 === Vc && Zc(Nt)), l2 === s && ("instead of" === r2.substr(qc, 10).toLowerCase() ? (l2 = r2.substr(qc, 10), qc += 10) : (l2 = s, 0 === Vc && Zc(Ot)))), l2 !== s && Ny() !== s && (f2 = (function() {
            var r3, t6, e4, n3, o3, u3, a3, i3;
            if (r3 = qc, (t6 = Yl()) !== s) {
              for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = gv()) !== s && (a3 = Ny()) !== s && (i3 = Yl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = gv()) !== s && (a3 = Ny()) !== s && (i3 = Yl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s);
              e4 !== s ? (Bc = r3, t6 = cd(t6, e4), r3 = t6) : (qc = r3, r3 = s);
            } else qc = r3, r3 = s;
            return r3;
          })()) !== s && Ny() !== s ? ("on" === r2.substr(qc, 2).toLowerCase() ? (b2 = r2.substr(qc, 2), qc += 2) : (b2 = s, 0 === Vc && Zc(H)), b2 !== s && Ny() !== s && (p2 = Nf()) !== s && Ny() !== s ? (v2 = qc, (y2 = Qp()) !== s && (d2 = Ny()) !== s && (w2 = Nf()) !== s ? v2 = y2 = [y2, d2, w2] : (qc = v2, v2 = s), v2 === s && (v2 = null), v2 !== s && (y2 = Ny()) !== s ? ((d2 = (function() {
            var t6, e4, n3, o3, u3;
            t6 = qc, e4 = qc, "not" === r2.substr(qc, 3).toLowerCase() ? (n3 = r2.substr(qc, 3), qc += 3) : (n3 = s, 0 === Vc && Zc($));
            n3 === s && (n3 = null);
            n3 !== s && (o3 = Ny()) !== s ? ("deferrable" === r2.substr(qc, 10).toLowerCase() ? (u3 = r2.substr(qc, 10), qc += 10) : (u3 = s, 0 === Vc && Zc(Mt)), u3 !== s ? e4 = n3 = [n3, o3, u3] : (qc = e4, e4 = s)) : (qc = e4, e4 = s);
            e4 !== s && (n3 = Ny()) !== s ? ("initially immediate" === r2.substr(qc, 19).toLowerCase() ? (o3 = r2.substr(qc, 19), qc += 19) : (o3 = s, 0 === Vc && Zc(Dt)), o3 === s && ("initially deferred" === r2.substr(qc, 18).toLowerCase() ? (o3 = r2.substr(qc, 18), qc += 18) : (o3 = s, 0 === Vc && Zc(Pt))), o3 !== s ? (Bc = t6, i3 = o3, e4 = { keyword: (a3 = e4) && a3[0] ? a3[0].toLowerCase() + " deferrable" : "deferrable", args: i3 && i3.toLowerCase() }, t6 = e4) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            var a3, i3;
            return t6;
          })()) === s && (d2 = null), d2 !== s && (w2 = Ny()) !== s ? ((L2 = (function() {
            var t6, e4, n3, o3;
            t6 = qc, "for" === r2.substr(qc, 3).toLowerCase() ? (e4 = r2.substr(qc, 3), qc += 3) : (e4 = s, 0 === Vc && Zc(Nr));
            e4 !== s && Ny() !== s ? ("each" === r2.substr(qc, 4).toLowerCase() ? (n3 = r2.substr(qc, 4), qc += 4) : (n3 = s, 0 === Vc && Zc(Gt)), n3 === s && (n3 = null), n3 !== s && Ny() !== s ? ("row" === r2.substr(qc, 3).toLowerCase() ? (o3 = r2.substr(qc, 3), qc += 3) : (o3 = s, 0 === Vc && Zc($t)), o3 === s && ("statement" === r2.substr(qc, 9).toLowerCase() ? (o3 = r2.substr(qc, 9), qc += 9) : (o3 = s, 0 === Vc && Zc(Ft))), o3 !== s ? (Bc = t6, u3 = e4, i3 = o3, e4 = { keyword: (a3 = n3) ? `${u3.toLowerCase()} ${a3.toLowerCase()}` : u3.toLowerCase(), args: i3.toLowerCase() }, t6 = e4) : (qc = t6, t6 = s)) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            var u3, a3, i3;
            return t6;
          })()) === s && (L2 = null), L2 !== s && Ny() !== s ? ((h2 = (function() {
            var r3, t6;
            r3 = qc, xv() !== s && Ny() !== s && gy() !== s && Ny() !== s && (t6 = ib()) !== s && Ny() !== s && Ty() !== s ? (Bc = r3, r3 = { type: "when", cond: t6, parentheses: true }) : (qc = r3, r3 = s);
            return r3;
          })()) === s && (h2 = null), h2 !== s && Ny() !== s ? ("execute" === r2.substr(qc, 7).toLowerCase() ? (C2 = r2.substr(qc, 7), qc += 7) : (C2 = s, 0 === Vc && Zc(kt)), C2 !== s && Ny() !== s ? ("procedure" === r2.substr(qc, 9).toLowerCase() ? (m2 = r2.substr(qc, 9), qc += 9) : (m2 = s, 0 === Vc && Zc(Ut)), m2 === s && ("function" === r2.substr(qc, 8).toLowerCase() ? (m2 = r2.substr(qc, 8), qc += 8) : (m2 = s, 0 === Vc && Zc(lr))), m2 !== s && Ny() !== s && (E2 = Xy()) !== s ? (Bc = t5, e3 = (function(r3, t6, e4, n3, o3, s2, u3, a3, i3, c3, l3, f3, b3, p3, v3, y3) {
            return { type: "create", replace: t6 && "or replace", constraint: o3, location: s2 && s2.toLowerCase(), events: u3, table: i3, from: c3 && c3[2], deferrable: l3, for_each: f3, when: b3, execute: { keyword: "execute " + v3.toLowerCase(), expr: y3 }, constraint_type: n3 && n3.toLowerCase(), keyword: n3 && n3.toLowerCase(), constraint_kw: e4 && e4.toLowerCase(), resource: "constraint" };
          })(0, n2, u2, i2, c2, l2, f2, 0, p2, v2, d2, L2, h2, 0, m2, E2), t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2, a2, i2, c2, l2, f2, y2, d2, w2, L2;
          t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? ("extension" === r2.substr(qc, 9).toLowerCase() ? (n2 = r2.substr(qc, 9), qc += 9) : (n2 = s, 0 === Vc && Zc(b)), n2 !== s && Ny() !== s ? ((o2 = ul()) === s && (o2 = null), o2 !== s && Ny() !== s ? ((u2 = qb()) === s && (u2 = yp()), u2 !== s && Ny() !== s ? ((a2 = iv()) === s && (a2 = null), a2 !== s && Ny() !== s ? (i2 = qc, "schema" === r2.substr(qc, 6).toLowerCase() ? (c2 = r2.substr(qc, 6), qc += 6) : (c2 = s, 0 === Vc && Zc(p)), c2 !== s && (l2 = Ny()) !== s && (f2 = qb()) !== s ? i2 = c2 = [c2, l2, f2] : (qc = i2, i2 = s), i2 === s && (i2 = yp()), i2 === s && (i2 = null), i2 !== s && (c2 = Ny()) !== s ? (l2 = qc, "version" === r2.substr(qc, 7).toLowerCase() ? (f2 = r2.substr(qc, 7), qc += 7) : (f2 = s, 0 === Vc && Zc(v)), f2 !== s && (y2 = Ny()) !== s ? ((d2 = qb()) === s && (d2 = yp()), d2 !== s ? l2 = f2 = [f2, y2, d2] : (qc = l2, l2 = s)) : (qc = l2, l2 = s), l2 === s && (l2 = null), l2 !== s && (f2 = Ny()) !== s ? (y2 = qc, (d2 = Qp()) !== s && (w2 = Ny()) !== s ? ((L2 = qb()) === s && (L2 = yp()), L2 !== s ? y2 = d2 = [d2, w2, L2] : (qc = y2, y2 = s)) : (qc = y2, y2 = s), y2 === s && (y2 = null), y2 !== s ? (Bc = t5, h2 = o2, C2 = u2, m2 = a2, E2 = i2, A2 = l2, g2 = y2, e3 = { type: "create", keyword: n2.toLowerCase(), if_not_exists: h2, extension: pd(C2), with: m2 && m2[0].toLowerCase(), schema: pd(E2 && E2[2].toLowerCase()), version: pd(A2 && A2[2]), from: pd(g2 && g2[2]) }, t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          var h2, C2, m2, E2, A2, g2;
          return t5;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2, v2, y2, d2, w2, L2, h2, C2, m2;
          t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? ((n2 = dy()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = vy()) !== s && Ny() !== s ? ((u2 = ul()) === s && (u2 = null), u2 !== s ? ((a2 = hy()) === s && (a2 = null), a2 !== s && Ny() !== s ? ((i2 = Ib()) === s && (i2 = null), i2 !== s && Ny() !== s && (c2 = nv()) !== s && Ny() !== s && (l2 = Nf()) !== s && Ny() !== s ? ((f2 = Tf()) === s && (f2 = null), f2 !== s && Ny() !== s && gy() !== s && Ny() !== s && (b2 = (function() {
            var r3, t6, e4, n3, o3, u3, a3, i3;
            if (r3 = qc, (t6 = hl()) !== s) {
              for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = hl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = hl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s);
              e4 !== s ? (Bc = r3, t6 = cd(t6, e4), r3 = t6) : (qc = r3, r3 = s);
            } else qc = r3, r3 = s;
            return r3;
          })()) !== s && Ny() !== s && Ty() !== s && Ny() !== s ? ((p2 = (function() {
            var t6, e4, n3;
            t6 = qc, "include" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(_r));
            e4 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n3 = Sb()) !== s && Ny() !== s && Ty() !== s ? (Bc = t6, e4 = (function(r3, t7) {
              return { type: r3.toLowerCase(), keyword: r3.toLowerCase(), columns: t7 };
            })(e4, n3), t6 = e4) : (qc = t6, t6 = s);
            return t6;
          })()) === s && (p2 = null), p2 !== s && Ny() !== s ? (v2 = qc, (y2 = iv()) !== s && (d2 = Ny()) !== s && (w2 = gy()) !== s && (L2 = Ny()) !== s && (h2 = (function() {
            var r3, t6, e4, n3, o3, u3, a3, i3;
            if (r3 = qc, (t6 = Sf()) !== s) {
              for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Sf()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Sf()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s);
              e4 !== s ? (Bc = r3, t6 = cd(t6, e4), r3 = t6) : (qc = r3, r3 = s);
            } else qc = r3, r3 = s;
            return r3;
          })()) !== s && (C2 = Ny()) !== s && (m2 = Ty()) !== s ? v2 = y2 = [y2, d2, w2, L2, h2, C2, m2] : (qc = v2, v2 = s), v2 === s && (v2 = null), v2 !== s && (y2 = Ny()) !== s ? (d2 = qc, (w2 = ev()) !== s && (L2 = Ny()) !== s && (h2 = qb()) !== s ? d2 = w2 = [w2, L2, h2] : (qc = d2, d2 = s), d2 === s && (d2 = null), d2 !== s && (w2 = Ny()) !== s ? ((L2 = Uf()) === s && (L2 = null), L2 !== s && (h2 = Ny()) !== s ? (Bc = t5, E2 = e3, A2 = n2, g2 = o2, T2 = u2, _2 = a2, S2 = i2, x2 = c2, j2 = l2, I2 = f2, R2 = b2, N2 = p2, O2 = v2, k2 = d2, U2 = L2, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: E2[0].toLowerCase(), index_type: A2 && A2.toLowerCase(), keyword: g2.toLowerCase(), concurrently: _2 && _2.toLowerCase(), index: S2, if_not_exists: T2, on_kw: x2[0].toLowerCase(), table: j2, index_using: I2, index_columns: R2, include: N2, with: O2 && O2[4], with_before_where: true, tablespace: k2 && { type: "origin", value: k2[2] }, where: U2 } }, t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          var E2, A2, g2, T2, _2, S2, x2, j2, I2, R2, N2, O2, k2, U2;
          return t5;
        })()) === s && (t4 = (function() {
          var r3, t5, e3, n2, o2, u2, a2, i2, c2;
          r3 = qc, (t5 = Dp()) !== s && Ny() !== s ? ((e3 = Pp()) === s && (e3 = $p()), e3 === s && (e3 = null), e3 !== s && Ny() !== s && tv() !== s && Ny() !== s ? ((n2 = ul()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Nf()) !== s && Ny() !== s ? (u2 = qc, (a2 = zp()) !== s && (i2 = Ny()) !== s && (c2 = Nb()) !== s ? u2 = a2 = [a2, i2, c2] : (qc = u2, u2 = s), u2 === s && (u2 = null), u2 !== s && (a2 = Ny()) !== s ? ((i2 = Ll()) === s && (i2 = null), i2 !== s ? (Bc = r3, t5 = (function(r4, t6, e4, n3, o3, s2) {
            return n3.as = o3 && o3[2], { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r4[0].toLowerCase(), keyword: "sequence", temporary: t6 && t6[0].toLowerCase(), if_not_exists: e4, sequence: [n3], create_definitions: s2 } };
          })(t5, e3, n2, o2, u2, i2), r3 = t5) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
          return r3;
        })()) === s && (t4 = (function() {
          var r3, t5, e3, n2, o2, u2;
          r3 = qc, (t5 = Dp()) !== s && Ny() !== s ? ((e3 = Jp()) === s && (e3 = rv()), e3 !== s && Ny() !== s ? ((n2 = ul()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Vy()) !== s && Ny() !== s ? ((u2 = (function() {
            var r4, t6, e4, n3, o3, u3;
            if (r4 = qc, (t6 = Vl()) !== s) {
              for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Vl()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Vl()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s);
              e4 !== s ? (Bc = r4, t6 = cd(t6, e4, 1), r4 = t6) : (qc = r4, r4 = s);
            } else qc = r4, r4 = s;
            return r4;
          })()) === s && (u2 = null), u2 !== s ? (Bc = r3, t5 = (function(r4, t6, e4, n3, o3) {
            const s2 = t6.toLowerCase();
            return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r4[0].toLowerCase(), keyword: s2, if_not_exists: e4, [s2]: { db: n3.schema, schema: n3.name }, create_definitions: o3 } };
          })(t5, e3, n2, o2, u2), r3 = t5) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
          return r3;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2, a2, i2, c2, l2;
          t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? ("domain" === r2.substr(qc, 6).toLowerCase() ? (n2 = r2.substr(qc, 6), qc += 6) : (n2 = s, 0 === Vc && Zc(pr)), n2 !== s && Ny() !== s && (o2 = Nf()) !== s && Ny() !== s ? ((u2 = zp()) === s && (u2 = null), u2 !== s && Ny() !== s && (a2 = Zy()) !== s && Ny() !== s ? ((i2 = Al()) === s && (i2 = null), i2 !== s && Ny() !== s ? ((c2 = Tl()) === s && (c2 = null), c2 !== s && Ny() !== s ? ((l2 = ql()) === s && (l2 = null), l2 !== s ? (Bc = t5, e3 = (function(r3, t6, e4, n3, o3, s2, u3, a3) {
            a3 && (a3.type = "constraint");
            const i3 = [s2, u3, a3].filter((r4) => r4);
            return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r3[0].toLowerCase(), keyword: t6.toLowerCase(), domain: { schema: e4.db, name: e4.table }, as: n3 && n3[0] && n3[0].toLowerCase(), target: o3, create_definitions: i3 } };
          })(e3, n2, o2, u2, a2, i2, c2, l2), t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2;
          t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? ("type" === r2.substr(qc, 4).toLowerCase() ? (n2 = r2.substr(qc, 4), qc += 4) : (n2 = s, 0 === Vc && Zc(br)), n2 !== s && Ny() !== s && (o2 = Nf()) !== s && Ny() !== s ? ((u2 = (function() {
            var t6, e4, n3, o3, u3;
            t6 = qc, (e4 = zp()) !== s && Ny() !== s ? ((n3 = Bv()) === s && ("range" === r2.substr(qc, 5).toLowerCase() ? (n3 = r2.substr(qc, 5), qc += 5) : (n3 = s, 0 === Vc && Zc(fr))), n3 !== s && Ny() !== s && (o3 = gy()) !== s && Ny() !== s ? ((u3 = eb()) === s && (u3 = null), u3 !== s && Ny() !== s && Ty() !== s ? (Bc = t6, a3 = n3, (i3 = u3).parentheses = true, e4 = { as: "as", resource: a3.toLowerCase(), create_definitions: i3 }, t6 = e4) : (qc = t6, t6 = s)) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            var a3, i3;
            t6 === s && (t6 = qc, (e4 = zp()) !== s && Ny() !== s && (n3 = gy()) !== s && Ny() !== s ? ((o3 = (function() {
              var r3, t7, e5, n4, o4, u4, a4, i4;
              if (r3 = qc, (t7 = El()) !== s) {
                for (e5 = [], n4 = qc, (o4 = Ny()) !== s && (u4 = Ey()) !== s && (a4 = Ny()) !== s && (i4 = El()) !== s ? n4 = o4 = [o4, u4, a4, i4] : (qc = n4, n4 = s); n4 !== s; ) e5.push(n4), n4 = qc, (o4 = Ny()) !== s && (u4 = Ey()) !== s && (a4 = Ny()) !== s && (i4 = El()) !== s ? n4 = o4 = [o4, u4, a4, i4] : (qc = n4, n4 = s);
                e5 !== s ? (Bc = r3, t7 = cd(t7, e5), r3 = t7) : (qc = r3, r3 = s);
              } else qc = r3, r3 = s;
              return r3;
            })()) === s && (o3 = null), o3 !== s && Ny() !== s && (u3 = Ty()) !== s ? (Bc = t6, e4 = /* @__PURE__ */ (function(r3) {
              return { as: "as", create_definitions: r3 };
            })(o3), t6 = e4) : (qc = t6, t6 = s)) : (qc = t6, t6 = s));
            return t6;
          })()) === s && (u2 = null), u2 !== s ? (Bc = t5, a2 = e3, i2 = n2, c2 = o2, l2 = u2, wd.add([c2.db, c2.table].filter((r3) => r3).join(".")), e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: a2[0].toLowerCase(), keyword: i2.toLowerCase(), name: { schema: c2.db, name: c2.table }, ...l2 } }, t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          var a2, i2, c2, l2;
          return t5;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2, v2, h2, C2, m2, E2, A2;
          t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? (n2 = qc, (o2 = gv()) !== s && (u2 = Ny()) !== s && (a2 = Hp()) !== s ? n2 = o2 = [o2, u2, a2] : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s && (o2 = Ny()) !== s ? ((u2 = $p()) === s && (u2 = Pp()), u2 === s && (u2 = null), u2 !== s && (a2 = Ny()) !== s ? ((i2 = Bp()) === s && (i2 = null), i2 !== s && Ny() !== s && uy() !== s && Ny() !== s && (c2 = Nf()) !== s && Ny() !== s ? (l2 = qc, (f2 = gy()) !== s && (b2 = Ny()) !== s && (p2 = Sb()) !== s && (v2 = Ny()) !== s && (h2 = Ty()) !== s ? l2 = f2 = [f2, b2, p2, v2, h2] : (qc = l2, l2 = s), l2 === s && (l2 = null), l2 !== s && (f2 = Ny()) !== s ? (b2 = qc, (p2 = iv()) !== s && (v2 = Ny()) !== s && (h2 = gy()) !== s && (C2 = Ny()) !== s && (m2 = (function() {
            var r3, t6, e4, n3, o3, u3, a3, i3;
            if (r3 = qc, (t6 = il()) !== s) {
              for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = il()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = il()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s);
              e4 !== s ? (Bc = r3, t6 = cd(t6, e4), r3 = t6) : (qc = r3, r3 = s);
            } else qc = r3, r3 = s;
            return r3;
          })()) !== s && (E2 = Ny()) !== s && (A2 = Ty()) !== s ? b2 = p2 = [p2, v2, h2, C2, m2, E2, A2] : (qc = b2, b2 = s), b2 === s && (b2 = null), b2 !== s && (p2 = Ny()) !== s && (v2 = zp()) !== s && (h2 = Ny()) !== s && (C2 = af()) !== s && (m2 = Ny()) !== s ? ((E2 = (function() {
            var t6, e4, n3, o3, u3;
            t6 = qc, (e4 = iv()) !== s && Ny() !== s ? ("cascaded" === r2.substr(qc, 8).toLowerCase() ? (n3 = r2.substr(qc, 8), qc += 8) : (n3 = s, 0 === Vc && Zc(y)), n3 === s && ("local" === r2.substr(qc, 5).toLowerCase() ? (n3 = r2.substr(qc, 5), qc += 5) : (n3 = s, 0 === Vc && Zc(d))), n3 !== s && Ny() !== s ? ("check" === r2.substr(qc, 5).toLowerCase() ? (o3 = r2.substr(qc, 5), qc += 5) : (o3 = s, 0 === Vc && Zc(w)), o3 !== s && Ny() !== s ? ("OPTION" === r2.substr(qc, 6) ? (u3 = "OPTION", qc += 6) : (u3 = s, 0 === Vc && Zc(L)), u3 !== s ? (Bc = t6, e4 = (function(r3) {
              return `with ${r3.toLowerCase()} check option`;
            })(n3), t6 = e4) : (qc = t6, t6 = s)) : (qc = t6, t6 = s)) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            t6 === s && (t6 = qc, (e4 = iv()) !== s && Ny() !== s ? ("check" === r2.substr(qc, 5).toLowerCase() ? (n3 = r2.substr(qc, 5), qc += 5) : (n3 = s, 0 === Vc && Zc(w)), n3 !== s && Ny() !== s ? ("OPTION" === r2.substr(qc, 6) ? (o3 = "OPTION", qc += 6) : (o3 = s, 0 === Vc && Zc(L)), o3 !== s ? (Bc = t6, t6 = e4 = "with check option") : (qc = t6, t6 = s)) : (qc = t6, t6 = s)) : (qc = t6, t6 = s));
            return t6;
          })()) === s && (E2 = null), E2 !== s ? (Bc = t5, e3 = (function(r3, t6, e4, n3, o3, s2, u3, a3, i3) {
            return o3.view = o3.table, delete o3.table, { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r3[0].toLowerCase(), keyword: "view", replace: t6 && "or replace", temporary: e4 && e4[0].toLowerCase(), recursive: n3 && n3.toLowerCase(), columns: s2 && s2[2], select: a3, view: o3, with_options: u3 && u3[4], with: i3 } };
          })(e3, n2, u2, i2, c2, l2, b2, C2, E2), t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2, a2, i2, c2, l2;
          t5 = qc, (e3 = Dp()) !== s && Ny() !== s ? (n2 = qc, (o2 = gv()) !== s && (u2 = Ny()) !== s && (a2 = Hp()) !== s ? n2 = o2 = [o2, u2, a2] : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s && (o2 = Ny()) !== s ? ("aggregate" === r2.substr(qc, 9).toLowerCase() ? (u2 = r2.substr(qc, 9), qc += 9) : (u2 = s, 0 === Vc && Zc(g)), u2 !== s && (a2 = Ny()) !== s && (i2 = Nf()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (c2 = Sl()) !== s && Ny() !== s && Ty() !== s && Ny() !== s && gy() !== s && Ny() !== s && (l2 = (function() {
            var t6, e4, n3, o3, u3, a3, i3, c3;
            if (t6 = qc, (e4 = (function() {
              var t7, e5, n4, o4, u4;
              t7 = qc, "sfunc" === r2.substr(qc, 5).toLowerCase() ? (e5 = r2.substr(qc, 5), qc += 5) : (e5 = s, 0 === Vc && Zc(E));
              e5 !== s && Ny() !== s && fy() !== s && Ny() !== s && (n4 = Nf()) !== s && Ny() !== s && Ey() !== s && Ny() !== s ? ("stype" === r2.substr(qc, 5).toLowerCase() ? (o4 = r2.substr(qc, 5), qc += 5) : (o4 = s, 0 === Vc && Zc(A)), o4 !== s && Ny() !== s && fy() !== s && Ny() !== s && (u4 = Zy()) !== s ? (Bc = t7, i4 = u4, e5 = [{ type: "sfunc", symbol: "=", value: { schema: (a4 = n4).db, name: a4.table } }, { type: "stype", symbol: "=", value: i4 }], t7 = e5) : (qc = t7, t7 = s)) : (qc = t7, t7 = s);
              var a4, i4;
              return t7;
            })()) !== s) {
              for (n3 = [], o3 = qc, (u3 = Ny()) !== s && (a3 = Ey()) !== s && (i3 = Ny()) !== s && (c3 = cl()) !== s ? o3 = u3 = [u3, a3, i3, c3] : (qc = o3, o3 = s); o3 !== s; ) n3.push(o3), o3 = qc, (u3 = Ny()) !== s && (a3 = Ey()) !== s && (i3 = Ny()) !== s && (c3 = cl()) !== s ? o3 = u3 = [u3, a3, i3, c3] : (qc = o3, o3 = s);
              n3 !== s ? (Bc = t6, e4 = cd(e4, n3), t6 = e4) : (qc = t6, t6 = s);
            } else qc = t6, t6 = s;
            return t6;
          })()) !== s && Ny() !== s && Ty() !== s ? (Bc = t5, f2 = i2, b2 = c2, p2 = l2, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "create", keyword: "aggregate", name: { schema: f2.db, name: f2.table }, args: { parentheses: true, expr: b2, orderby: b2.orderby }, options: p2 } }, t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          var f2, b2, p2;
          return t5;
        })());
        return t4;
      })()) === s && (t3 = vl()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2, c2, l2;
        t4 = qc, (e3 = Jv()) !== s && Ny() !== s ? ((n2 = Zp()) === s && (n2 = null), n2 !== s && Ny() !== s ? ("only" === r2.substr(qc, 4).toLowerCase() ? (o2 = r2.substr(qc, 4), qc += 4) : (o2 = s, 0 === Vc && Zc(zr)), o2 === s && (o2 = null), o2 !== s && Ny() !== s && (u2 = (function() {
          var r3, t5, e4, n3, o3, u3, a3, i3;
          if (r3 = qc, (t5 = _l()) !== s) {
            for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = _l()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = _l()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s);
            e4 !== s ? (Bc = r3, t5 = cd(t5, e4), r3 = t5) : (qc = r3, r3 = s);
          } else qc = r3, r3 = s;
          return r3;
        })()) !== s && Ny() !== s ? (a2 = qc, "restart" === r2.substr(qc, 7).toLowerCase() ? (i2 = r2.substr(qc, 7), qc += 7) : (i2 = s, 0 === Vc && Zc(mr)), i2 === s && ("continue" === r2.substr(qc, 8).toLowerCase() ? (i2 = r2.substr(qc, 8), qc += 8) : (i2 = s, 0 === Vc && Zc(Zr))), i2 !== s && (c2 = Ny()) !== s ? ("identity" === r2.substr(qc, 8).toLowerCase() ? (l2 = r2.substr(qc, 8), qc += 8) : (l2 = s, 0 === Vc && Zc(qr)), l2 !== s ? a2 = i2 = [i2, c2, l2] : (qc = a2, a2 = s)) : (qc = a2, a2 = s), a2 === s && (a2 = null), a2 !== s && (i2 = Ny()) !== s ? ("cascade" === r2.substr(qc, 7).toLowerCase() ? (c2 = r2.substr(qc, 7), qc += 7) : (c2 = s, 0 === Vc && Zc(Qr)), c2 === s && ("restrict" === r2.substr(qc, 8).toLowerCase() ? (c2 = r2.substr(qc, 8), qc += 8) : (c2 = s, 0 === Vc && Zc(Kr))), c2 === s && (c2 = null), c2 !== s ? (Bc = t4, f2 = e3, b2 = n2, p2 = o2, v2 = u2, y2 = a2, d2 = c2, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: f2.toLowerCase(), keyword: b2 && b2.toLowerCase() || "table", prefix: p2, name: v2, suffix: [y2 && [y2[0], y2[2]].join(" "), d2].filter((r3) => r3).map((r3) => ({ type: "origin", value: r3 })) } }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var f2, b2, p2, v2, y2, d2;
        return t4;
      })()) === s && (t3 = (function() {
        var r3, t4, e3;
        r3 = qc, (t4 = Yp()) !== s && Ny() !== s && Zp() !== s && Ny() !== s && (e3 = (function() {
          var r4, t5, e4, n3, o2, u2, a2, i2;
          if (r4 = qc, (t5 = gf()) !== s) {
            for (e4 = [], n3 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = gf()) !== s ? n3 = o2 = [o2, u2, a2, i2] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = gf()) !== s ? n3 = o2 = [o2, u2, a2, i2] : (qc = n3, n3 = s);
            e4 !== s ? (Bc = r4, t5 = cd(t5, e4), r4 = t5) : (qc = r4, r4 = s);
          } else qc = r4, r4 = s;
          return r4;
        })()) !== s ? (Bc = r3, (n2 = e3).forEach((r4) => r4.forEach((r5) => r5.table && yd.add(`rename::${[r5.db, r5.schema].filter(Boolean).join(".") || null}::${r5.table}`))), t4 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "rename", table: n2 } }, r3 = t4) : (qc = r3, r3 = s);
        var n2;
        return r3;
      })()) === s && (t3 = (function() {
        var t4, e3, n2;
        t4 = qc, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "call" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Na));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "CALL") : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) !== s && Ny() !== s && (n2 = Xy()) !== s ? (Bc = t4, o2 = n2, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "call", expr: o2 } }, t4 = e3) : (qc = t4, t4 = s);
        var o2;
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2;
        t4 = qc, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "use" === r2.substr(qc, 3).toLowerCase() ? (e4 = r2.substr(qc, 3), qc += 3) : (e4 = s, 0 === Vc && Zc(ju));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t5 = e4 = [e4, n3] : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) !== s && Ny() !== s && (n2 = Ib()) !== s ? (Bc = t4, o2 = n2, yd.add(`use::${o2}::null`), e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "use", db: o2 } }, t4 = e3) : (qc = t4, t4 = s);
        var o2;
        return t4;
      })()) === s && (t3 = (function() {
        var t4;
        (t4 = (function() {
          var t5, e3, n2, o2, u2, a2, i2;
          t5 = qc, (e3 = kp()) !== s && Ny() !== s ? ((n2 = Zp()) === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = al()) === s && (o2 = null), o2 !== s && Ny() !== s ? ("only" === r2.substr(qc, 4).toLowerCase() ? (u2 = r2.substr(qc, 4), qc += 4) : (u2 = s, 0 === Vc && Zc(ot)), u2 === s && (u2 = null), u2 !== s && Ny() !== s && (a2 = Nf()) !== s && Ny() !== s && (i2 = (function() {
            var r3, t6, e4, n3, o3, u3, a3, i3;
            if (r3 = qc, (t6 = Nl()) !== s) {
              for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Nl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Nl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s);
              e4 !== s ? (Bc = r3, t6 = cd(t6, e4), r3 = t6) : (qc = r3, r3 = s);
            } else qc = r3, r3 = s;
            return r3;
          })()) !== s ? (Bc = t5, c2 = o2, l2 = u2, b2 = i2, (f2 = a2) && f2.length > 0 && f2.forEach((r3) => yd.add(`alter::${[r3.db, r3.schema].filter(Boolean).join(".") || null}::${r3.table}`)), e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "alter", keyword: "table", if_exists: c2, prefix: l2 && { type: "origin", value: l2 }, table: [f2], expr: b2 } }, t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          var c2, l2, f2, b2;
          return t5;
        })()) === s && (t4 = (function() {
          var r3, t5, e3, n2, o2;
          r3 = qc, (t5 = kp()) !== s && Ny() !== s && (e3 = rv()) !== s && Ny() !== s && (n2 = qb()) !== s && Ny() !== s ? ((o2 = Ol()) === s && (o2 = kl()) === s && (o2 = Ul()), o2 !== s ? (Bc = r3, t5 = (function(r4, t6, e4) {
            const n3 = r4.toLowerCase();
            return e4.resource = n3, e4[n3] = e4.table, delete e4.table, { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "alter", keyword: n3, schema: t6, expr: e4 } };
          })(e3, n2, o2), r3 = t5) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
          return r3;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2;
          t5 = qc, (e3 = kp()) !== s && Ny() !== s ? ("domain" === r2.substr(qc, 6).toLowerCase() ? (n2 = r2.substr(qc, 6), qc += 6) : (n2 = s, 0 === Vc && Zc(pr)), n2 === s && ("type" === r2.substr(qc, 4).toLowerCase() ? (n2 = r2.substr(qc, 4), qc += 4) : (n2 = s, 0 === Vc && Zc(br))), n2 !== s && Ny() !== s && (o2 = Nf()) !== s && Ny() !== s ? ((u2 = Ol()) === s && (u2 = kl()) === s && (u2 = Ul()), u2 !== s ? (Bc = t5, e3 = (function(r3, t6, e4) {
            const n3 = r3.toLowerCase();
            return e4.resource = n3, e4[n3] = e4.table, delete e4.table, { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "alter", keyword: n3, name: { schema: t6.db, name: t6.table }, expr: e4 } };
          })(n2, o2, u2), t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2, a2, i2, c2, l2, f2;
          t5 = qc, (e3 = kp()) !== s && Ny() !== s ? ("function" === r2.substr(qc, 8).toLowerCase() ? (n2 = r2.substr(qc, 8), qc += 8) : (n2 = s, 0 === Vc && Zc(lr)), n2 !== s && Ny() !== s && (o2 = Nf()) !== s && Ny() !== s ? (u2 = qc, (a2 = gy()) !== s && (i2 = Ny()) !== s ? ((c2 = Il()) === s && (c2 = null), c2 !== s && (l2 = Ny()) !== s && (f2 = Ty()) !== s ? u2 = a2 = [a2, i2, c2, l2, f2] : (qc = u2, u2 = s)) : (qc = u2, u2 = s), u2 === s && (u2 = null), u2 !== s && (a2 = Ny()) !== s ? ((i2 = Ol()) === s && (i2 = kl()) === s && (i2 = Ul()), i2 !== s ? (Bc = t5, e3 = (function(r3, t6, e4, n3) {
            const o3 = r3.toLowerCase();
            n3.resource = o3, n3[o3] = n3.table, delete n3.table;
            const s2 = {};
            return e4 && e4[0] && (s2.parentheses = true), s2.expr = e4 && e4[2], { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "alter", keyword: o3, name: { schema: t6.db, name: t6.table }, args: s2, expr: n3 } };
          })(n2, o2, u2, i2), t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (t4 = (function() {
          var t5, e3, n2, o2, u2, a2;
          t5 = qc, (e3 = kp()) !== s && Ny() !== s ? ("aggregate" === r2.substr(qc, 9).toLowerCase() ? (n2 = r2.substr(qc, 9), qc += 9) : (n2 = s, 0 === Vc && Zc(g)), n2 !== s && Ny() !== s && (o2 = Nf()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (u2 = Sl()) !== s && Ny() !== s && Ty() !== s && Ny() !== s ? ((a2 = Ol()) === s && (a2 = kl()) === s && (a2 = Ul()), a2 !== s ? (Bc = t5, e3 = (function(r3, t6, e4, n3) {
            const o3 = r3.toLowerCase();
            return n3.resource = o3, n3[o3] = n3.table, delete n3.table, { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "alter", keyword: o3, name: { schema: t6.db, name: t6.table }, args: { parentheses: true, expr: e4, orderby: e4.orderby }, expr: n3 } };
          })(n2, o2, u2, a2), t5 = e3) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (t4 = (function() {
          var r3, t5, e3, n2, o2, u2, a2, i2;
          r3 = qc, (t5 = kp()) !== s && Ny() !== s && tv() !== s && Ny() !== s ? ((e3 = al()) === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = Nf()) !== s && Ny() !== s ? (o2 = qc, (u2 = zp()) !== s && (a2 = Ny()) !== s && (i2 = Zy()) !== s ? o2 = u2 = [u2, a2, i2] : (qc = o2, o2 = s), o2 === s && (o2 = null), o2 !== s && (u2 = Ny()) !== s ? ((a2 = Ll()) === s && (a2 = (function() {
            var r4, t6, e4, n3, o3, u3;
            if (r4 = qc, (t6 = Rl()) !== s) {
              for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Rl()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Rl()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s);
              e4 !== s ? (Bc = r4, t6 = cd(t6, e4, 1), r4 = t6) : (qc = r4, r4 = s);
            } else qc = r4, r4 = s;
            return r4;
          })()), a2 === s && (a2 = null), a2 !== s ? (Bc = r3, t5 = (function(r4, t6, e4, n3) {
            return t6.as = e4 && e4[2], { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "alter", keyword: "sequence", if_exists: r4, sequence: [t6], expr: n3 } };
          })(e3, n2, o2, a2), r3 = t5) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
          return r3;
        })());
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = qc, (e3 = Kp()) !== s && Ny() !== s ? ((n2 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "global" === r2.substr(qc, 6).toLowerCase() ? (e4 = r2.substr(qc, 6), qc += 6) : (e4 = s, 0 === Vc && Zc(Hi));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "GLOBAL") : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (n2 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "session" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Yi));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "SESSION") : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (n2 = sy()) === s && (n2 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "persist" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Wi));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "PERSIST") : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (n2 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "persist_only" === r2.substr(qc, 12).toLowerCase() ? (e4 = r2.substr(qc, 12), qc += 12) : (e4 = s, 0 === Vc && Zc(Vi));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "PERSIST_ONLY") : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()), n2 === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = (function() {
          var r3, t5, e4, n3, o3, u3, a3, i2;
          if (r3 = qc, (t5 = Fy()) !== s) {
            for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i2 = Fy()) !== s ? n3 = o3 = [o3, u3, a3, i2] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i2 = Fy()) !== s ? n3 = o3 = [o3, u3, a3, i2] : (qc = n3, n3 = s);
            e4 !== s ? (Bc = r3, t5 = cd(t5, e4), r3 = t5) : (qc = r3, r3 = s);
          } else qc = r3, r3 = s;
          return r3;
        })()) !== s ? (Bc = t4, u2 = n2, a2 = o2, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "set", keyword: u2, expr: a2 } }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var u2, a2;
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2;
        t4 = qc, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "lock" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(pt));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t5 = e4 = [e4, n3] : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) !== s && Ny() !== s ? ((n2 = Zp()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = xf()) !== s && Ny() !== s ? ((u2 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "in" === r2.substr(qc, 2).toLowerCase() ? (e4 = r2.substr(qc, 2), qc += 2) : (e4 = s, 0 === Vc && Zc(ne));
          e4 !== s && Ny() !== s ? ("access share" === r2.substr(qc, 12).toLowerCase() ? (n3 = r2.substr(qc, 12), qc += 12) : (n3 = s, 0 === Vc && Zc(oe)), n3 === s && ("row share" === r2.substr(qc, 9).toLowerCase() ? (n3 = r2.substr(qc, 9), qc += 9) : (n3 = s, 0 === Vc && Zc(se)), n3 === s && ("row exclusive" === r2.substr(qc, 13).toLowerCase() ? (n3 = r2.substr(qc, 13), qc += 13) : (n3 = s, 0 === Vc && Zc(ue)), n3 === s && ("share update exclusive" === r2.substr(qc, 22).toLowerCase() ? (n3 = r2.substr(qc, 22), qc += 22) : (n3 = s, 0 === Vc && Zc(ae)), n3 === s && ("share row exclusive" === r2.substr(qc, 19).toLowerCase() ? (n3 = r2.substr(qc, 19), qc += 19) : (n3 = s, 0 === Vc && Zc(ie)), n3 === s && ("exclusive" === r2.substr(qc, 9).toLowerCase() ? (n3 = r2.substr(qc, 9), qc += 9) : (n3 = s, 0 === Vc && Zc(yt)), n3 === s && ("access exclusive" === r2.substr(qc, 16).toLowerCase() ? (n3 = r2.substr(qc, 16), qc += 16) : (n3 = s, 0 === Vc && Zc(ce)), n3 === s && ("share" === r2.substr(qc, 5).toLowerCase() ? (n3 = r2.substr(qc, 5), qc += 5) : (n3 = s, 0 === Vc && Zc(le))))))))), n3 !== s && Ny() !== s ? ("mode" === r2.substr(qc, 4).toLowerCase() ? (o3 = r2.substr(qc, 4), qc += 4) : (o3 = s, 0 === Vc && Zc(fe)), o3 !== s ? (Bc = t5, e4 = { mode: `in ${n3.toLowerCase()} mode` }, t5 = e4) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (u2 = null), u2 !== s && Ny() !== s ? ("nowait" === r2.substr(qc, 6).toLowerCase() ? (a2 = r2.substr(qc, 6), qc += 6) : (a2 = s, 0 === Vc && Zc(be)), a2 === s && (a2 = null), a2 !== s ? (Bc = t4, i2 = n2, l2 = u2, f2 = a2, (c2 = o2) && c2.forEach((r3) => yd.add(`lock::${[r3.db, r3.schema].filter(Boolean).join(".") || null}::${r3.table}`)), e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "lock", keyword: i2 && i2.toLowerCase(), tables: c2.map((r3) => ({ table: r3 })), lock_mode: l2, nowait: f2 } }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var i2, c2, l2, f2;
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2;
        t4 = qc, (e3 = Np()) !== s && Ny() !== s ? ("tables" === r2.substr(qc, 6).toLowerCase() ? (n2 = r2.substr(qc, 6), qc += 6) : (n2 = s, 0 === Vc && Zc(pe)), n2 !== s ? (Bc = t4, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "show", keyword: "tables" } }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        t4 === s && (t4 = qc, (e3 = Np()) !== s && Ny() !== s && (n2 = zy()) !== s ? (Bc = t4, e3 = (function(r3) {
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "show", keyword: "var", var: r3 } };
        })(n2), t4 = e3) : (qc = t4, t4 = s));
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = qc, (e3 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "deallocate" === r2.substr(qc, 10).toLowerCase() ? (e4 = r2.substr(qc, 10), qc += 10) : (e4 = s, 0 === Vc && Zc(Qu));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "DEALLOCATE") : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) !== s && Ny() !== s ? ("prepare" === r2.substr(qc, 7).toLowerCase() ? (n2 = r2.substr(qc, 7), qc += 7) : (n2 = s, 0 === Vc && Zc(ve)), n2 === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = qb()) === s && (o2 = vv()), o2 !== s ? (Bc = t4, u2 = n2, a2 = o2, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "deallocate", keyword: u2, expr: { type: "default", value: a2 } } }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var u2, a2;
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2;
        t4 = qc, (e3 = ef()) !== s && Ny() !== s && (n2 = (function() {
          var r3, t5, e4, n3, o3, u3, a3, i3;
          if (r3 = qc, (t5 = Zl()) !== s) {
            for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Zl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Zl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s);
            e4 !== s ? (Bc = r3, t5 = cd(t5, e4), r3 = t5) : (qc = r3, r3 = s);
          } else qc = r3, r3 = s;
          return r3;
        })()) !== s && Ny() !== s && (o2 = nv()) !== s && Ny() !== s ? ((u2 = (function() {
          var t5, e4, n3;
          t5 = qc, (e4 = Zp()) === s && ("sequence" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Ce)), e4 === s && ("database" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(me)), e4 === s && ("DOMAIN" === r2.substr(qc, 6) ? (e4 = "DOMAIN", qc += 6) : (e4 = s, 0 === Vc && Zc(Ee)), e4 === s && ("FUNCTION" === r2.substr(qc, 8) ? (e4 = "FUNCTION", qc += 8) : (e4 = s, 0 === Vc && Zc(Ae)), e4 === s && ("procedure" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(Ut)), e4 === s && ("routine" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(ge)), e4 === s && ("language" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Te)), e4 === s && ("large" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(_e)), e4 === s && ("SCHEMA" === r2.substr(qc, 6) ? (e4 = "SCHEMA", qc += 6) : (e4 = s, 0 === Vc && Zc(Se)))))))))));
          e4 !== s && (Bc = t5, e4 = { type: "origin", value: e4.toUpperCase() });
          (t5 = e4) === s && (t5 = qc, (e4 = vv()) !== s && Ny() !== s ? ("tables" === r2.substr(qc, 6).toLowerCase() ? (n3 = r2.substr(qc, 6), qc += 6) : (n3 = s, 0 === Vc && Zc(pe)), n3 === s && ("sequence" === r2.substr(qc, 8).toLowerCase() ? (n3 = r2.substr(qc, 8), qc += 8) : (n3 = s, 0 === Vc && Zc(Ce)), n3 === s && ("functions" === r2.substr(qc, 9).toLowerCase() ? (n3 = r2.substr(qc, 9), qc += 9) : (n3 = s, 0 === Vc && Zc(xe)), n3 === s && ("procedures" === r2.substr(qc, 10).toLowerCase() ? (n3 = r2.substr(qc, 10), qc += 10) : (n3 = s, 0 === Vc && Zc(je)), n3 === s && ("routines" === r2.substr(qc, 8).toLowerCase() ? (n3 = r2.substr(qc, 8), qc += 8) : (n3 = s, 0 === Vc && Zc(Ie)))))), n3 !== s && Ny() !== s && wv() !== s && Ny() !== s && rv() !== s ? (Bc = t5, t5 = e4 = { type: "origin", value: `all ${n3} in schema` }) : (qc = t5, t5 = s)) : (qc = t5, t5 = s));
          return t5;
        })()) === s && (u2 = null), u2 !== s && (a2 = Ny()) !== s && (i2 = (function() {
          var r3, t5, e4, n3, o3, u3, a3, i3;
          if (r3 = qc, (t5 = Jl()) !== s) {
            for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Jl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Jl()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s);
            e4 !== s ? (Bc = r3, t5 = cd(t5, e4), r3 = t5) : (qc = r3, r3 = s);
          } else qc = r3, r3 = s;
          return r3;
        })()) !== s && (c2 = Ny()) !== s ? ((l2 = Rp()) === s && (l2 = Qp()), l2 !== s ? (Bc = qc, p2 = l2, ({ revoke: "from", grant: "to" }[e3.type].toLowerCase() === p2[0].toLowerCase() ? void 0 : s) !== s && Ny() !== s && (f2 = tf()) !== s && Ny() !== s ? ((b2 = (function() {
          var t5, e4, n3;
          t5 = qc, iv() !== s && Ny() !== s ? ("grant" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(Ne)), e4 !== s && Ny() !== s ? ("option" === r2.substr(qc, 6).toLowerCase() ? (n3 = r2.substr(qc, 6), qc += 6) : (n3 = s, 0 === Vc && Zc(Oe)), n3 !== s ? (Bc = t5, t5 = { type: "origin", value: "with grant option" }) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (b2 = null), b2 !== s ? (Bc = t4, e3 = (function(r3, t5, e4, n3, o3, s2, u3) {
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { ...r3, keyword: "priv", objects: t5, on: { object_type: e4, priv_level: n3 }, to_from: o3[0], user_or_roles: s2, with: u3 } };
        })(e3, n2, u2, i2, l2, f2, b2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var p2;
        t4 === s && (t4 = qc, (e3 = ef()) !== s && Ny() !== s && (n2 = Rb()) !== s && Ny() !== s ? ((o2 = Rp()) === s && (o2 = Qp()), o2 !== s ? (Bc = qc, ((function(r3, t5, e4) {
          return { revoke: "from", grant: "to" }[r3.type].toLowerCase() === e4[0].toLowerCase();
        })(e3, 0, o2) ? void 0 : s) !== s && (u2 = Ny()) !== s && (a2 = tf()) !== s && (i2 = Ny()) !== s ? ((c2 = (function() {
          var t5, e4, n3;
          t5 = qc, iv() !== s && Ny() !== s ? ("admin" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(ke)), e4 !== s && Ny() !== s ? ("option" === r2.substr(qc, 6).toLowerCase() ? (n3 = r2.substr(qc, 6), qc += 6) : (n3 = s, 0 === Vc && Zc(Oe)), n3 !== s ? (Bc = t5, t5 = { type: "origin", value: "with admin option" }) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (c2 = null), c2 !== s ? (Bc = t4, e3 = (function(r3, t5, e4, n3, o3) {
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { ...r3, keyword: "role", objects: t5.map((r4) => ({ priv: { type: "string", value: r4 } })), to_from: e4[0], user_or_roles: n3, with: o3 } };
        })(e3, n2, o2, a2, c2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s));
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, c2, l2, f2, b2, p2, v2, y2;
        t4 = qc, "if" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(i));
        e3 !== s && Ny() !== s && (n2 = ib()) !== s && Ny() !== s ? ("then" === r2.substr(qc, 4).toLowerCase() ? (o2 = r2.substr(qc, 4), qc += 4) : (o2 = s, 0 === Vc && Zc(De)), o2 !== s && Ny() !== s && (u2 = el()) !== s && Ny() !== s ? ((a2 = xy()) === s && (a2 = null), a2 !== s && Ny() !== s ? ((c2 = (function() {
          var r3, t5, e4, n3, o3, u3;
          if (r3 = qc, (t5 = nf()) !== s) {
            for (e4 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = nf()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = nf()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s);
            e4 !== s ? (Bc = r3, t5 = cd(t5, e4, 1), r3 = t5) : (qc = r3, r3 = s);
          } else qc = r3, r3 = s;
          return r3;
        })()) === s && (c2 = null), c2 !== s && Ny() !== s ? (l2 = qc, (f2 = jv()) !== s && (b2 = Ny()) !== s && (p2 = el()) !== s ? l2 = f2 = [f2, b2, p2] : (qc = l2, l2 = s), l2 === s && (l2 = null), l2 !== s && (f2 = Ny()) !== s ? ((b2 = xy()) === s && (b2 = null), b2 !== s && (p2 = Ny()) !== s ? ("end" === r2.substr(qc, 3).toLowerCase() ? (v2 = r2.substr(qc, 3), qc += 3) : (v2 = s, 0 === Vc && Zc(Pe)), v2 !== s && Ny() !== s ? ("if" === r2.substr(qc, 2).toLowerCase() ? (y2 = r2.substr(qc, 2), qc += 2) : (y2 = s, 0 === Vc && Zc(i)), y2 !== s ? (Bc = t4, d2 = n2, w2 = u2, L2 = a2, h2 = c2, C2 = l2, m2 = b2, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "if", keyword: "if", boolean_expr: d2, semicolons: [L2 || "", m2 || ""], prefix: { type: "origin", value: "then" }, if_expr: w2, elseif_expr: h2, else_expr: C2 && C2[2], suffix: { type: "origin", value: "end if" } } }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var d2, w2, L2, h2, C2, m2;
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2;
        t4 = qc, "raise" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(Je));
        e3 !== s && Ny() !== s ? ((n2 = (function() {
          var t5;
          "debug" === r2.substr(qc, 5).toLowerCase() ? (t5 = r2.substr(qc, 5), qc += 5) : (t5 = s, 0 === Vc && Zc(Ge));
          t5 === s && ("log" === r2.substr(qc, 3).toLowerCase() ? (t5 = r2.substr(qc, 3), qc += 3) : (t5 = s, 0 === Vc && Zc($e)), t5 === s && ("info" === r2.substr(qc, 4).toLowerCase() ? (t5 = r2.substr(qc, 4), qc += 4) : (t5 = s, 0 === Vc && Zc(Fe)), t5 === s && ("notice" === r2.substr(qc, 6).toLowerCase() ? (t5 = r2.substr(qc, 6), qc += 6) : (t5 = s, 0 === Vc && Zc(qe)), t5 === s && ("warning" === r2.substr(qc, 7).toLowerCase() ? (t5 = r2.substr(qc, 7), qc += 7) : (t5 = s, 0 === Vc && Zc(Be)), t5 === s && ("exception" === r2.substr(qc, 9).toLowerCase() ? (t5 = r2.substr(qc, 9), qc += 9) : (t5 = s, 0 === Vc && Zc(He)))))));
          return t5;
        })()) === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = (function() {
          var t5, e4, n3, o3, u3, a3, i3, c3;
          if (t5 = qc, (e4 = yp()) !== s) {
            for (n3 = [], o3 = qc, (u3 = Ny()) !== s && (a3 = Ey()) !== s && (i3 = Ny()) !== s && (c3 = Wy()) !== s ? o3 = u3 = [u3, a3, i3, c3] : (qc = o3, o3 = s); o3 !== s; ) n3.push(o3), o3 = qc, (u3 = Ny()) !== s && (a3 = Ey()) !== s && (i3 = Ny()) !== s && (c3 = Wy()) !== s ? o3 = u3 = [u3, a3, i3, c3] : (qc = o3, o3 = s);
            n3 !== s ? (Bc = t5, e4 = { type: "format", keyword: e4, expr: (l2 = n3) && l2.map((r3) => r3[3]) }, t5 = e4) : (qc = t5, t5 = s);
          } else qc = t5, t5 = s;
          var l2;
          t5 === s && (t5 = qc, "sqlstate" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Ze)), e4 !== s && (n3 = Ny()) !== s && (o3 = yp()) !== s ? (Bc = t5, t5 = e4 = { type: "sqlstate", keyword: { type: "origin", value: "SQLSTATE" }, expr: [o3] }) : (qc = t5, t5 = s), t5 === s && (t5 = qc, (e4 = Ib()) !== s && (Bc = t5, e4 = { type: "condition", expr: [{ type: "default", value: e4 }] }), t5 = e4));
          return t5;
        })()) === s && (o2 = null), o2 !== s && Ny() !== s ? ((u2 = (function() {
          var t5, e4, n3, o3, u3, a3, i3, c3, l2, f2;
          if (t5 = qc, (e4 = av()) !== s) if (Ny() !== s) if ("message" === r2.substr(qc, 7).toLowerCase() ? (n3 = r2.substr(qc, 7), qc += 7) : (n3 = s, 0 === Vc && Zc(Ye)), n3 === s && ("detail" === r2.substr(qc, 6).toLowerCase() ? (n3 = r2.substr(qc, 6), qc += 6) : (n3 = s, 0 === Vc && Zc(We)), n3 === s && ("hint" === r2.substr(qc, 4).toLowerCase() ? (n3 = r2.substr(qc, 4), qc += 4) : (n3 = s, 0 === Vc && Zc(Ve)), n3 === s && ("errcode" === r2.substr(qc, 7).toLowerCase() ? (n3 = r2.substr(qc, 7), qc += 7) : (n3 = s, 0 === Vc && Zc(Xe)), n3 === s && ("column" === r2.substr(qc, 6).toLowerCase() ? (n3 = r2.substr(qc, 6), qc += 6) : (n3 = s, 0 === Vc && Zc(Qe)), n3 === s && ("constraint" === r2.substr(qc, 10).toLowerCase() ? (n3 = r2.substr(qc, 10), qc += 10) : (n3 = s, 0 === Vc && Zc(st)), n3 === s && ("datatype" === r2.substr(qc, 8).toLowerCase() ? (n3 = r2.substr(qc, 8), qc += 8) : (n3 = s, 0 === Vc && Zc(Ke)), n3 === s && ("table" === r2.substr(qc, 5).toLowerCase() ? (n3 = r2.substr(qc, 5), qc += 5) : (n3 = s, 0 === Vc && Zc(ze)), n3 === s && ("schema" === r2.substr(qc, 6).toLowerCase() ? (n3 = r2.substr(qc, 6), qc += 6) : (n3 = s, 0 === Vc && Zc(p)))))))))), n3 !== s) if (Ny() !== s) if (fy() !== s) if (Ny() !== s) if ((o3 = ib()) !== s) {
            for (u3 = [], a3 = qc, (i3 = Ny()) !== s && (c3 = Ey()) !== s && (l2 = Ny()) !== s && (f2 = ib()) !== s ? a3 = i3 = [i3, c3, l2, f2] : (qc = a3, a3 = s); a3 !== s; ) u3.push(a3), a3 = qc, (i3 = Ny()) !== s && (c3 = Ey()) !== s && (l2 = Ny()) !== s && (f2 = ib()) !== s ? a3 = i3 = [i3, c3, l2, f2] : (qc = a3, a3 = s);
            u3 !== s ? (Bc = t5, e4 = (function(r3, t6, e5) {
              const n4 = [t6];
              return e5 && e5.forEach((r4) => n4.push(r4[3])), { type: "using", option: r3, symbol: "=", expr: n4 };
            })(n3, o3, u3), t5 = e4) : (qc = t5, t5 = s);
          } else qc = t5, t5 = s;
          else qc = t5, t5 = s;
          else qc = t5, t5 = s;
          else qc = t5, t5 = s;
          else qc = t5, t5 = s;
          else qc = t5, t5 = s;
          else qc = t5, t5 = s;
          return t5;
        })()) === s && (u2 = null), u2 !== s ? (Bc = t4, a2 = n2, i2 = o2, c2 = u2, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "raise", level: a2, using: c2, raise: i2 } }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var a2, i2, c2;
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2, c2, l2;
        t4 = qc, "execute" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(kt));
        e3 !== s && Ny() !== s && (n2 = Ib()) !== s && Ny() !== s ? (o2 = qc, (u2 = gy()) !== s && (a2 = Ny()) !== s && (i2 = Qy()) !== s && (c2 = Ny()) !== s && (l2 = Ty()) !== s ? o2 = u2 = [u2, a2, i2, c2, l2] : (qc = o2, o2 = s), o2 === s && (o2 = null), o2 !== s ? (Bc = t4, f2 = n2, b2 = o2, e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "execute", name: f2, args: b2 && { type: "expr_list", value: b2[2] } } }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var f2, b2;
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2, c2;
        t4 = qc, (e3 = (function() {
          var t5, e4, n3;
          t5 = qc, "for" === r2.substr(qc, 3).toLowerCase() ? (e4 = r2.substr(qc, 3), qc += 3) : (e4 = s, 0 === Vc && Zc(Nr));
          e4 !== s && (Bc = t5, e4 = { label: null, keyword: "for" });
          (t5 = e4) === s && (t5 = qc, (e4 = Ib()) !== s && Ny() !== s ? ("for" === r2.substr(qc, 3).toLowerCase() ? (n3 = r2.substr(qc, 3), qc += 3) : (n3 = s, 0 === Vc && Zc(Nr)), n3 !== s ? (Bc = t5, t5 = e4 = { label: e4, keyword: "for" }) : (qc = t5, t5 = s)) : (qc = t5, t5 = s));
          return t5;
        })()) !== s && Ny() !== s && (n2 = Ib()) !== s && Ny() !== s && wv() !== s && Ny() !== s && (o2 = af()) !== s && Ny() !== s ? ("loop" === r2.substr(qc, 4).toLowerCase() ? (u2 = r2.substr(qc, 4), qc += 4) : (u2 = s, 0 === Vc && Zc(rn)), u2 !== s && Ny() !== s && (a2 = nl()) !== s && Ny() !== s && Iv() !== s && Ny() !== s ? ("loop" === r2.substr(qc, 4).toLowerCase() ? (i2 = r2.substr(qc, 4), qc += 4) : (i2 = s, 0 === Vc && Zc(rn)), i2 !== s && Ny() !== s ? ((c2 = Ib()) === s && (c2 = null), c2 !== s ? (Bc = qc, f2 = c2, (!(!(l2 = e3).label || !f2 || l2.label !== f2) || !l2.label && !f2 ? void 0 : s) !== s ? (Bc = t4, e3 = (function(r3, t5, e4, n3, o3) {
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "for", label: o3, target: t5, query: e4, stmts: n3.ast } };
        })(0, n2, o2, a2, c2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var l2, f2;
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = qc, "commit" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(fn));
        e3 === s && ("rollback" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(bn)));
        e3 !== s && (Bc = t4, e3 = { type: "transaction", expr: { action: { type: "origin", value: e3 } } });
        (t4 = e3) === s && (t4 = qc, "begin" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(pn)), e3 !== s && Ny() !== s ? ("work" === r2.substr(qc, 4).toLowerCase() ? (n2 = r2.substr(qc, 4), qc += 4) : (n2 = s, 0 === Vc && Zc(vn)), n2 === s && ("transaction" === r2.substr(qc, 11).toLowerCase() ? (n2 = r2.substr(qc, 11), qc += 11) : (n2 = s, 0 === Vc && Zc(yn))), n2 === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = sf()) === s && (o2 = null), o2 !== s ? (Bc = t4, e3 = /* @__PURE__ */ (function(r3, t5) {
          return { type: "transaction", expr: { action: { type: "origin", value: "begin" }, keyword: r3, modes: t5 } };
        })(n2, o2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, "start" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(dn)), e3 !== s && Ny() !== s ? ("transaction" === r2.substr(qc, 11).toLowerCase() ? (n2 = r2.substr(qc, 11), qc += 11) : (n2 = s, 0 === Vc && Zc(wn)), n2 !== s && Ny() !== s ? ((o2 = sf()) === s && (o2 = null), o2 !== s ? (Bc = t4, e3 = /* @__PURE__ */ (function(r3, t5) {
          return { type: "transaction", expr: { action: { type: "origin", value: "start" }, keyword: r3, modes: t5 } };
        })(n2, o2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)));
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2;
        t4 = qc, "comment" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(En));
        e3 !== s && Ny() !== s ? ("on" === r2.substr(qc, 2).toLowerCase() ? (n2 = r2.substr(qc, 2), qc += 2) : (n2 = s, 0 === Vc && Zc(H)), n2 !== s && Ny() !== s && (o2 = (function() {
          var t5, e4, n3;
          t5 = qc, (e4 = Zp()) === s && (e4 = uy()) === s && (e4 = ev());
          e4 !== s && Ny() !== s && (n3 = Nf()) !== s ? (Bc = t5, o3 = n3, e4 = { type: e4.toLowerCase(), name: o3 }, t5 = e4) : (qc = t5, t5 = s);
          var o3;
          t5 === s && (t5 = qc, (e4 = py()) !== s && Ny() !== s && (n3 = Tb()) !== s ? (Bc = t5, e4 = (function(r3, t6) {
            return { type: r3.toLowerCase(), name: t6 };
          })(e4, n3), t5 = e4) : (qc = t5, t5 = s), t5 === s && (t5 = qc, (e4 = vy()) === s && (e4 = (function() {
            var t6, e5, n4, o4;
            t6 = qc, "collation" === r2.substr(qc, 9).toLowerCase() ? (e5 = r2.substr(qc, 9), qc += 9) : (e5 = s, 0 === Vc && Zc(Xu));
            e5 !== s ? (n4 = qc, Vc++, o4 = Bb(), Vc--, o4 === s ? n4 = void 0 : (qc = n4, n4 = s), n4 !== s ? (Bc = t6, t6 = e5 = "COLLATION") : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            return t6;
          })()) === s && (e4 = ev()) === s && (e4 = rv()) === s && ("domain" === r2.substr(qc, 6).toLowerCase() ? (e4 = r2.substr(qc, 6), qc += 6) : (e4 = s, 0 === Vc && Zc(pr)), e4 === s && (e4 = Jp()) === s && ("role" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Ln)), e4 === s && ("sequence" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Ce)), e4 === s && ("server" === r2.substr(qc, 6).toLowerCase() ? (e4 = r2.substr(qc, 6), qc += 6) : (e4 = s, 0 === Vc && Zc(hn)), e4 === s && ("subscription" === r2.substr(qc, 12).toLowerCase() ? (e4 = r2.substr(qc, 12), qc += 12) : (e4 = s, 0 === Vc && Zc(Cn)), e4 === s && ("extension" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(b)))))))), e4 !== s && Ny() !== s && (n3 = jb()) !== s ? (Bc = t5, e4 = (function(r3, t6) {
            return { type: r3.toLowerCase(), name: t6 };
          })(e4, n3), t5 = e4) : (qc = t5, t5 = s)));
          return t5;
        })()) !== s && Ny() !== s && (u2 = (function() {
          var t5, e4, n3;
          t5 = qc, "is" === r2.substr(qc, 2).toLowerCase() ? (e4 = r2.substr(qc, 2), qc += 2) : (e4 = s, 0 === Vc && Zc(mn));
          e4 !== s && Ny() !== s ? ((n3 = yp()) === s && (n3 = bp()), n3 !== s ? (Bc = t5, t5 = e4 = { keyword: "is", expr: n3 }) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) !== s ? (Bc = t4, t4 = e3 = { type: "comment", keyword: "on", target: o2, expr: u2 }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()), t3;
    }
    function el() {
      var t3;
      return (t3 = sl()) === s && (t3 = (function() {
        var r3, t4, e3, n2, o2, u2, a2, i2;
        r3 = qc, (t4 = Ny()) !== s ? ((e3 = cf()) === s && (e3 = null), e3 !== s && Ny() !== s && Mp() !== s && Ny() !== s && (n2 = xf()) !== s && Ny() !== s && Kp() !== s && Ny() !== s && (o2 = Xf()) !== s && Ny() !== s ? ((u2 = Af()) === s && (u2 = null), u2 !== s && Ny() !== s ? ((a2 = Uf()) === s && (a2 = null), a2 !== s && Ny() !== s ? ((i2 = Kf()) === s && (i2 = null), i2 !== s ? (Bc = r3, t4 = (function(r4, t5, e4, n3, o3, s2) {
          const u3 = {}, a3 = (r5) => {
            const { server: t6, db: e5, schema: n4, as: o4, table: s3, join: a4 } = r5, i3 = a4 ? "select" : "update", c2 = [t6, e5, n4].filter(Boolean).join(".") || null;
            e5 && (u3[s3] = c2), s3 && yd.add(`${i3}::${c2}::${s3}`);
          };
          return t5 && t5.forEach(a3), n3 && n3.forEach(a3), e4 && e4.forEach((r5) => {
            if (r5.table) {
              const t6 = fd(r5.table);
              yd.add(`update::${u3[t6] || null}::${t6}`);
            }
            dd.add(`update::${r5.table}::${r5.column.expr.value}`);
          }), { tableList: Array.from(yd), columnList: bd(dd), ast: { with: r4, type: "update", table: t5, set: e4, from: n3, where: o3, returning: s2 } };
        })(e3, n2, o2, u2, a2, i2), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        return r3;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2, c2, l2;
        t4 = qc, (e3 = Jf()) !== s && Ny() !== s ? ((n2 = Xp()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Nf()) !== s && Ny() !== s ? ((u2 = Zf()) === s && (u2 = null), u2 !== s && Ny() !== s && gy() !== s && Ny() !== s && (a2 = Sb()) !== s && Ny() !== s && Ty() !== s && Ny() !== s && (i2 = zf()) !== s && Ny() !== s ? ((c2 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, nv() !== s && Ny() !== s ? ("conflict" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Wn)), e4 !== s && Ny() !== s ? ((n3 = (function() {
            var r3, t6, e5;
            r3 = qc, (t6 = gy()) !== s && Ny() !== s && (e5 = Mf()) !== s && Ny() !== s && Ty() !== s ? (Bc = r3, t6 = /* @__PURE__ */ (function(r4) {
              return { type: "column", expr: r4, parentheses: true };
            })(e5), r3 = t6) : (qc = r3, r3 = s);
            return r3;
          })()) === s && (n3 = null), n3 !== s && Ny() !== s && (o3 = (function() {
            var t6, e5, n4, o4, u3;
            t6 = qc, "do" === r2.substr(qc, 2).toLowerCase() ? (e5 = r2.substr(qc, 2), qc += 2) : (e5 = s, 0 === Vc && Zc(Yn));
            e5 !== s && Ny() !== s ? ("nothing" === r2.substr(qc, 7).toLowerCase() ? (n4 = r2.substr(qc, 7), qc += 7) : (n4 = s, 0 === Vc && Zc(Ct)), n4 !== s ? (Bc = t6, t6 = e5 = { keyword: "do", expr: { type: "origin", value: "nothing" } }) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            t6 === s && (t6 = qc, "do" === r2.substr(qc, 2).toLowerCase() ? (e5 = r2.substr(qc, 2), qc += 2) : (e5 = s, 0 === Vc && Zc(Yn)), e5 !== s && Ny() !== s && (n4 = Mp()) !== s && Ny() !== s && Kp() !== s && Ny() !== s && (o4 = Xf()) !== s && Ny() !== s ? ((u3 = Uf()) === s && (u3 = null), u3 !== s ? (Bc = t6, t6 = e5 = { keyword: "do", expr: { type: "update", set: o4, where: u3 } }) : (qc = t6, t6 = s)) : (qc = t6, t6 = s));
            return t6;
          })()) !== s ? (Bc = t5, t5 = { type: "conflict", keyword: "on", target: n3, action: o3 }) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (c2 = null), c2 !== s && Ny() !== s ? ((l2 = Kf()) === s && (l2 = null), l2 !== s ? (Bc = t4, e3 = (function(r3, t5, e4, n3, o3, s2, u3) {
          if (t5 && (yd.add(`insert::${[t5.db, t5.schema].filter(Boolean).join(".") || null}::${t5.table}`), t5.as = null), n3) {
            let r4 = t5 && t5.table || null;
            Array.isArray(o3.values) && o3.values.forEach((r5, t6) => {
              if (r5.value.length != n3.length) throw new Error("Error: column count doesn't match value count at row " + (t6 + 1));
            }), n3.forEach((t6) => dd.add(`insert::${r4}::${t6.value}`));
          }
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r3, table: [t5], columns: n3, values: o3, partition: e4, conflict: s2, returning: u3 } };
        })(e3, o2, u2, a2, i2, c2, l2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) === s && (t3 = (function() {
        var r3, t4, e3, n2, o2, u2, a2, i2;
        r3 = qc, (t4 = Jf()) !== s && Ny() !== s ? ((e3 = Wp()) === s && (e3 = null), e3 !== s && Ny() !== s ? ((n2 = Xp()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Nf()) !== s && Ny() !== s ? ((u2 = Zf()) === s && (u2 = null), u2 !== s && Ny() !== s && (a2 = zf()) !== s && Ny() !== s ? ((i2 = Kf()) === s && (i2 = null), i2 !== s ? (Bc = r3, t4 = (function(r4, t5, e4, n3, o3, s2, u3) {
          n3 && (yd.add(`insert::${[n3.db, n3.schema].filter(Boolean).join(".") || null}::${n3.table}`), dd.add(`insert::${n3.table}::(.*)`), n3.as = null);
          const a3 = [t5, e4].filter((r5) => r5).map((r5) => r5[0] && r5[0].toLowerCase()).join(" ");
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: r4, table: [n3], columns: null, values: s2, partition: o3, prefix: a3, returning: u3 } };
        })(t4, e3, n2, o2, u2, a2, i2), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        return r3;
      })()) === s && (t3 = (function() {
        var r3, t4, e3, n2, o2, u2;
        r3 = qc, (t4 = Fp()) !== s && Ny() !== s ? ((e3 = xf()) === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = Af()) !== s && Ny() !== s ? ((o2 = Uf()) === s && (o2 = null), o2 !== s && Ny() !== s ? ((u2 = Kf()) === s && (u2 = null), u2 !== s ? (Bc = r3, t4 = (function(r4, t5, e4, n3) {
          if (t5 && t5.forEach((r5) => {
            const { db: t6, as: e5, schema: n4, table: o3, join: s2 } = r5, u3 = s2 ? "select" : "delete", a2 = [t6, n4].filter(Boolean).join(".") || null;
            o3 && yd.add(`${u3}::${a2}::${o3}`), s2 || dd.add(`delete::${o3}::(.*)`);
          }), null === r4 && 1 === t5.length) {
            const e5 = t5[0];
            r4 = [{ db: e5.db, schema: e5.schema, table: e5.table, as: e5.as, addition: true }];
          }
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "delete", table: r4, from: t5, where: e4, returning: n3 } };
        })(e3, n2, o2, u2), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        return r3;
      })()) === s && (t3 = tl()) === s && (t3 = (function() {
        var r3, t4;
        r3 = [], t4 = $y();
        for (; t4 !== s; ) r3.push(t4), t4 = $y();
        return r3;
      })()), t3;
    }
    function nl() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = el()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = xy()) !== s && (a2 = Ny()) !== s && (i2 = el()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = xy()) !== s && (a2 = Ny()) !== s && (i2 = el()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
          const e4 = r4 && r4.ast || r4, n3 = t4 && t4.length && t4[0].length >= 4 ? [e4] : e4;
          for (let r5 = 0; r5 < t4.length; r5++) t4[r5][3] && 0 !== t4[r5][3].length && n3.push(t4[r5][3] && t4[r5][3].ast || t4[r5][3]);
          return { tableList: Array.from(yd), columnList: bd(dd), ast: n3 };
        })(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function ol() {
      var t3, e3, n2, o2;
      return t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "union" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(ta));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t4 = e4 = [e4, n3] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && Ny() !== s ? ((n2 = vv()) === s && (n2 = yv()), n2 === s && (n2 = null), n2 !== s ? (Bc = t3, t3 = e3 = (o2 = n2) ? "union " + o2.toLowerCase() : "union") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "intersect" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(ea));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t4 = e4 = [e4, n3] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (Bc = t3, e3 = "intersect"), (t3 = e3) === s && (t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "except" === r2.substr(qc, 6).toLowerCase() ? (e4 = r2.substr(qc, 6), qc += 6) : (e4 = s, 0 === Vc && Zc(na));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t4 = e4 = [e4, n3] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (Bc = t3, e3 = "except"), t3 = e3)), t3;
    }
    function sl() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = af()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = ol()) !== s && (a2 = Ny()) !== s && (i2 = af()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = ol()) !== s && (a2 = Ny()) !== s && (i2 = af()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s && (n2 = Ny()) !== s ? ((o2 = Hf()) === s && (o2 = null), o2 !== s && (u2 = Ny()) !== s ? ((a2 = Vf()) === s && (a2 = null), a2 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4, n3) {
          let o3 = r4;
          for (let r5 = 0; r5 < t4.length; r5++) o3._next = t4[r5][3], o3.set_op = t4[r5][1], o3 = o3._next;
          return e4 && (r4._orderby = e4), n3 && n3.value && n3.value.length > 0 && (r4._limit = n3), { tableList: Array.from(yd), columnList: bd(dd), ast: r4 };
        })(t3, e3, o2, a2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function ul() {
      var t3, e3;
      return t3 = qc, "if" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(i)), e3 !== s && Ny() !== s && Ev() !== s && Ny() !== s && mv() !== s ? (Bc = t3, t3 = e3 = "IF NOT EXISTS") : (qc = t3, t3 = s), t3;
    }
    function al() {
      var t3, e3, n2;
      return t3 = qc, "if" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(l)), e3 !== s && Ny() !== s ? ("exists" === r2.substr(qc, 6).toLowerCase() ? (n2 = r2.substr(qc, 6), qc += 6) : (n2 = s, 0 === Vc && Zc(f)), n2 !== s ? (Bc = t3, t3 = e3 = "IF EXISTS") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function il() {
      var t3, e3, n2;
      return t3 = qc, "check_option" === r2.substr(qc, 12).toLowerCase() ? (e3 = r2.substr(qc, 12), qc += 12) : (e3 = s, 0 === Vc && Zc(h)), e3 !== s && Ny() !== s && fy() !== s && Ny() !== s ? ("cascaded" === r2.substr(qc, 8).toLowerCase() ? (n2 = r2.substr(qc, 8), qc += 8) : (n2 = s, 0 === Vc && Zc(y)), n2 === s && ("local" === r2.substr(qc, 5).toLowerCase() ? (n2 = r2.substr(qc, 5), qc += 5) : (n2 = s, 0 === Vc && Zc(d))), n2 !== s ? (Bc = t3, t3 = e3 = { type: "check_option", value: n2, symbol: "=" }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "security_barrier" === r2.substr(qc, 16).toLowerCase() ? (e3 = r2.substr(qc, 16), qc += 16) : (e3 = s, 0 === Vc && Zc(C)), e3 === s && ("security_invoker" === r2.substr(qc, 16).toLowerCase() ? (e3 = r2.substr(qc, 16), qc += 16) : (e3 = s, 0 === Vc && Zc(m))), e3 !== s && Ny() !== s && fy() !== s && Ny() !== s && (n2 = vp()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        return { type: r3.toLowerCase(), value: t4.value ? "true" : "false", symbol: "=" };
      })(e3, n2)) : (qc = t3, t3 = s)), t3;
    }
    function cl() {
      var r3, t3, e3, n2;
      return r3 = qc, (t3 = Ib()) !== s && Ny() !== s && fy() !== s && Ny() !== s ? ((e3 = Ib()) === s && (e3 = ib()), e3 !== s ? (Bc = r3, r3 = t3 = { type: t3, symbol: "=", value: "string" == typeof (n2 = e3) ? { type: "default", value: n2 } : n2 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function ll() {
      var r3, t3, e3;
      return r3 = qc, (t3 = Tb()) !== s && Ny() !== s && (e3 = Zy()) !== s ? (Bc = r3, r3 = t3 = /* @__PURE__ */ (function(r4, t4) {
        return { column: r4, definition: t4 };
      })(t3, e3)) : (qc = r3, r3 = s), r3;
    }
    function fl() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = ll()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = ll()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = ll()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function bl() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2;
      return t3 = qc, (e3 = qb()) !== s ? (Bc = qc, ("begin" !== e3.toLowerCase() ? void 0 : s) !== s && Ny() !== s ? ("constant" === r2.substr(qc, 8).toLowerCase() ? (n2 = r2.substr(qc, 8), qc += 8) : (n2 = s, 0 === Vc && Zc(S)), n2 === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Zy()) !== s && Ny() !== s ? ((u2 = Al()) === s && (u2 = null), u2 !== s && Ny() !== s ? (a2 = qc, (i2 = Ev()) !== s && (c2 = Ny()) !== s && (l2 = jp()) !== s ? a2 = i2 = [i2, c2, l2] : (qc = a2, a2 = s), a2 === s && (a2 = null), a2 !== s && (i2 = Ny()) !== s ? (c2 = qc, (l2 = Ip()) === s && (":=" === r2.substr(qc, 2) ? (l2 = ":=", qc += 2) : (l2 = s, 0 === Vc && Zc(x))), l2 === s && (l2 = null), l2 !== s && (f2 = Ny()) !== s ? (b2 = qc, Vc++, "begin" === r2.substr(qc, 5).toLowerCase() ? (p2 = r2.substr(qc, 5), qc += 5) : (p2 = s, 0 === Vc && Zc(j)), Vc--, p2 !== s ? (qc = b2, b2 = void 0) : b2 = s, b2 === s && (b2 = lp()) === s && (b2 = ib()), b2 !== s ? c2 = l2 = [l2, f2, b2] : (qc = c2, c2 = s)) : (qc = c2, c2 = s), c2 === s && (c2 = null), c2 !== s && (l2 = Ny()) !== s ? ((f2 = xy()) === s && (f2 = null), f2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4, n3, o3, s2, u3) {
        return { keyword: "variable", name: r3, constant: t4, datatype: e4, collate: n3, not_null: o3 && "not null", definition: s2 && s2[0] && { type: "default", keyword: s2[0], value: s2[2] } };
      })(e3, n2, o2, u2, a2, c2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function pl() {
      var r3, t3, e3, n2, o2, u2;
      if (r3 = qc, (t3 = bl()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = bl()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = bl()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3, 1)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function vl() {
      var t3, e3, n2, o2;
      return t3 = qc, "declare" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(I)), e3 !== s && Ny() !== s && (n2 = pl()) !== s ? (Bc = t3, o2 = n2, t3 = e3 = { tableList: Array.from(yd), columnList: bd(dd), ast: { type: "declare", declare: o2, symbol: ";" } }) : (qc = t3, t3 = s), t3;
    }
    function yl() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2, v2, y2, d2, w2, L2;
      if (t3 = qc, "LANGUAGE" === r2.substr(qc, 8) ? (e3 = "LANGUAGE", qc += 8) : (e3 = s, 0 === Vc && Zc(R)), e3 !== s && (n2 = Ny()) !== s && (o2 = qb()) !== s && (u2 = Ny()) !== s ? (Bc = t3, t3 = e3 = { prefix: "LANGUAGE", type: "default", value: o2 }) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "transorm" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(N)), e3 !== s && (n2 = Ny()) !== s ? (o2 = qc, "FOR" === r2.substr(qc, 3) ? (u2 = "FOR", qc += 3) : (u2 = s, 0 === Vc && Zc(O)), u2 !== s && (a2 = Ny()) !== s ? ("TYPE" === r2.substr(qc, 4) ? (i2 = "TYPE", qc += 4) : (i2 = s, 0 === Vc && Zc(k)), i2 !== s && (c2 = Ny()) !== s && (l2 = qb()) !== s ? o2 = u2 = [u2, a2, i2, c2, l2] : (qc = o2, o2 = s)) : (qc = o2, o2 = s), o2 === s && (o2 = null), o2 !== s && (u2 = Ny()) !== s ? (Bc = t3, t3 = e3 = (L2 = o2) ? { prefix: ["TRANSORM", L2[0].toUpperCase(), L2[2].toUpperCase()].join(" "), type: "default", value: L2[4] } : { type: "origin", value: "TRANSORM" }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "window" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(U)), e3 === s && ("immutable" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(M)), e3 === s && ("stable" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(D)), e3 === s && ("volatile" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(P)), e3 === s && ("strict" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(G)))))), e3 !== s && (n2 = Ny()) !== s ? (Bc = t3, t3 = e3 = { type: "origin", value: e3 }) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "not" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc($)), e3 === s && (e3 = null), e3 !== s && (n2 = Ny()) !== s ? ("leakproof" === r2.substr(qc, 9).toLowerCase() ? (o2 = r2.substr(qc, 9), qc += 9) : (o2 = s, 0 === Vc && Zc(F)), o2 !== s && (u2 = Ny()) !== s ? (Bc = t3, t3 = e3 = { type: "origin", value: [e3, "LEAKPROOF"].filter((r3) => r3).join(" ") }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "called" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(q)), e3 === s && (e3 = qc, "returns" === r2.substr(qc, 7).toLowerCase() ? (n2 = r2.substr(qc, 7), qc += 7) : (n2 = s, 0 === Vc && Zc(T)), n2 !== s && (o2 = Ny()) !== s ? ("null" === r2.substr(qc, 4).toLowerCase() ? (u2 = r2.substr(qc, 4), qc += 4) : (u2 = s, 0 === Vc && Zc(B)), u2 !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s)), e3 === s && (e3 = null), e3 !== s && (n2 = Ny()) !== s ? ("on" === r2.substr(qc, 2).toLowerCase() ? (o2 = r2.substr(qc, 2), qc += 2) : (o2 = s, 0 === Vc && Zc(H)), o2 !== s && (u2 = Ny()) !== s ? ("null" === r2.substr(qc, 4).toLowerCase() ? (a2 = r2.substr(qc, 4), qc += 4) : (a2 = s, 0 === Vc && Zc(B)), a2 !== s && (i2 = Ny()) !== s ? ("input" === r2.substr(qc, 5).toLowerCase() ? (c2 = r2.substr(qc, 5), qc += 5) : (c2 = s, 0 === Vc && Zc(Y)), c2 !== s && (l2 = Ny()) !== s ? (Bc = t3, t3 = e3 = (function(r3) {
        return Array.isArray(r3) && (r3 = [r3[0], r3[2]].join(" ")), { type: "origin", value: r3 + " ON NULL INPUT" };
      })(e3)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "external" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(W)), e3 === s && (e3 = null), e3 !== s && (n2 = Ny()) !== s ? ("security" === r2.substr(qc, 8).toLowerCase() ? (o2 = r2.substr(qc, 8), qc += 8) : (o2 = s, 0 === Vc && Zc(V)), o2 !== s && (u2 = Ny()) !== s ? ("invoker" === r2.substr(qc, 7).toLowerCase() ? (a2 = r2.substr(qc, 7), qc += 7) : (a2 = s, 0 === Vc && Zc(X)), a2 === s && ("definer" === r2.substr(qc, 7).toLowerCase() ? (a2 = r2.substr(qc, 7), qc += 7) : (a2 = s, 0 === Vc && Zc(Q))), a2 !== s && (i2 = Ny()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        return { type: "origin", value: [r3, "SECURITY", t4].filter((r4) => r4).join(" ") };
      })(e3, a2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "parallel" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(K)), e3 !== s && (n2 = Ny()) !== s ? ("unsafe" === r2.substr(qc, 6).toLowerCase() ? (o2 = r2.substr(qc, 6), qc += 6) : (o2 = s, 0 === Vc && Zc(z)), o2 === s && ("restricted" === r2.substr(qc, 10).toLowerCase() ? (o2 = r2.substr(qc, 10), qc += 10) : (o2 = s, 0 === Vc && Zc(Z)), o2 === s && ("safe" === r2.substr(qc, 4).toLowerCase() ? (o2 = r2.substr(qc, 4), qc += 4) : (o2 = s, 0 === Vc && Zc(J)))), o2 !== s && (u2 = Ny()) !== s ? (Bc = t3, t3 = e3 = (function(r3) {
        return { type: "origin", value: ["PARALLEL", r3].join(" ") };
      })(o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s))))))) {
        if (t3 = qc, (e3 = zp()) !== s) if ((n2 = Ny()) !== s) {
          if (o2 = [], rr.test(r2.charAt(qc)) ? (u2 = r2.charAt(qc), qc++) : (u2 = s, 0 === Vc && Zc(tr)), u2 !== s) for (; u2 !== s; ) o2.push(u2), rr.test(r2.charAt(qc)) ? (u2 = r2.charAt(qc), qc++) : (u2 = s, 0 === Vc && Zc(tr));
          else o2 = s;
          if (o2 !== s) if ((u2 = Ny()) !== s) if ((a2 = vl()) === s && (a2 = null), a2 !== s) if ((i2 = Ny()) !== s) if ("begin" === r2.substr(qc, 5).toLowerCase() ? (c2 = r2.substr(qc, 5), qc += 5) : (c2 = s, 0 === Vc && Zc(j)), c2 === s && (c2 = null), c2 !== s) if ((l2 = Ny()) !== s) if ((f2 = nl()) !== s) if (Ny() !== s) if ((b2 = Iv()) === s && (b2 = null), b2 !== s) if (Bc = qc, w2 = b2, ((d2 = c2) && w2 || !d2 && !w2 ? void 0 : s) !== s) if (Ny() !== s) if ((p2 = xy()) === s && (p2 = null), p2 !== s) if (Ny() !== s) {
            if (v2 = [], er.test(r2.charAt(qc)) ? (y2 = r2.charAt(qc), qc++) : (y2 = s, 0 === Vc && Zc(nr)), y2 !== s) for (; y2 !== s; ) v2.push(y2), er.test(r2.charAt(qc)) ? (y2 = r2.charAt(qc), qc++) : (y2 = s, 0 === Vc && Zc(nr));
            else v2 = s;
            v2 !== s && (y2 = Ny()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4, n3, o3, s2) {
              const u3 = r3.join(""), a3 = s2.join("");
              if (u3 !== a3) throw new Error(`start symbol '${u3}'is not same with end symbol '${a3}'`);
              return { type: "as", declare: t4 && t4.ast, begin: e4, expr: Array.isArray(n3.ast) ? n3.ast.flat() : [n3.ast], end: o3 && o3[0], symbol: u3 };
            })(o2, a2, c2, f2, b2, v2)) : (qc = t3, t3 = s);
          } else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
          else qc = t3, t3 = s;
        } else qc = t3, t3 = s;
        else qc = t3, t3 = s;
        t3 === s && (t3 = qc, "cost" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(or)), e3 === s && ("rows" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(sr))), e3 !== s && (n2 = Ny()) !== s && (o2 = Cp()) !== s && (u2 = Ny()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
          return t4.prefix = r3, t4;
        })(e3, o2)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "support" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(ur)), e3 !== s && (n2 = Ny()) !== s && (o2 = Vy()) !== s && (u2 = Ny()) !== s ? (Bc = t3, t3 = e3 = (function(r3) {
          return { prefix: "support", type: "default", value: [r3.schema && r3.schema.value, r3.name.value].filter((r4) => r4).join(".") };
        })(o2)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Kp()) !== s && (n2 = Ny()) !== s && (o2 = qb()) !== s && (u2 = Ny()) !== s ? (a2 = qc, "to" === r2.substr(qc, 2).toLowerCase() ? (i2 = r2.substr(qc, 2), qc += 2) : (i2 = s, 0 === Vc && Zc(ar)), i2 === s && (61 === r2.charCodeAt(qc) ? (i2 = "=", qc++) : (i2 = s, 0 === Vc && Zc(ir))), i2 !== s && (c2 = Ny()) !== s && (l2 = Rb()) !== s ? a2 = i2 = [i2, c2, l2] : (qc = a2, a2 = s), a2 === s && (a2 = qc, (i2 = Qp()) !== s && (c2 = Ny()) !== s ? ("current" === r2.substr(qc, 7).toLowerCase() ? (l2 = r2.substr(qc, 7), qc += 7) : (l2 = s, 0 === Vc && Zc(cr)), l2 !== s ? a2 = i2 = [i2, c2, l2] : (qc = a2, a2 = s)) : (qc = a2, a2 = s)), a2 === s && (a2 = null), a2 !== s && (i2 = Ny()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
          let e4;
          if (t4) {
            const r4 = Array.isArray(t4[2]) ? t4[2] : [t4[2]];
            e4 = { prefix: t4[0], expr: r4.map((r5) => ({ type: "default", value: r5 })) };
          }
          return { type: "set", parameter: r3, value: e4 };
        })(o2, a2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qy()))));
      }
      return t3;
    }
    function dl() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2;
      if (t3 = qc, Dp() !== s) if (Ny() !== s) if (e3 = qc, (n2 = gv()) !== s && (o2 = Ny()) !== s && (u2 = Hp()) !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s), e3 === s && (e3 = null), e3 !== s) if ((n2 = Ny()) !== s) if ("function" === r2.substr(qc, 8).toLowerCase() ? (o2 = r2.substr(qc, 8), qc += 8) : (o2 = s, 0 === Vc && Zc(lr)), o2 !== s) if ((u2 = Ny()) !== s) if ((a2 = Vy()) !== s) if (Ny() !== s) if (gy() !== s) if (Ny() !== s) if ((i2 = Il()) === s && (i2 = null), i2 !== s) if (Ny() !== s) if (Ty() !== s) if (Ny() !== s) if ((c2 = (function() {
        var t4, e4, n3, o3, u3;
        return t4 = qc, "returns" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(T)), e4 !== s && Ny() !== s ? ("setof" === r2.substr(qc, 5).toLowerCase() ? (n3 = r2.substr(qc, 5), qc += 5) : (n3 = s, 0 === Vc && Zc(_)), n3 === s && (n3 = null), n3 !== s && Ny() !== s ? ((o3 = Zy()) === s && (o3 = Nf()), o3 !== s ? (Bc = t4, t4 = e4 = { type: "returns", keyword: n3, expr: o3 }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, "returns" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(T)), e4 !== s && Ny() !== s && (n3 = Zp()) !== s && Ny() !== s && (o3 = gy()) !== s && Ny() !== s && (u3 = fl()) !== s && Ny() !== s && Ty() !== s ? (Bc = t4, t4 = e4 = { type: "returns", keyword: "table", expr: u3 }) : (qc = t4, t4 = s)), t4;
      })()) === s && (c2 = null), c2 !== s) if (Ny() !== s) {
        for (l2 = [], f2 = yl(); f2 !== s; ) l2.push(f2), f2 = yl();
        l2 !== s && (f2 = Ny()) !== s ? ((b2 = xy()) === s && (b2 = null), b2 !== s && Ny() !== s ? (Bc = t3, t3 = (function(r3, t4, e4, n3, o3, s2, u3) {
          return { tableList: Array.from(yd), columnList: bd(dd), ast: { args: o3 || [], type: "create", replace: t4 && "or replace", name: n3, returns: s2, keyword: e4 && e4.toLowerCase(), options: u3 || [] } };
        })(0, e3, o2, a2, i2, c2, l2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s);
      } else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      return t3;
    }
    function wl() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2, u2, a2;
        return t4 = qc, "increment" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(vr)), e3 !== s && Ny() !== s ? ((n2 = lv()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Cp()) !== s ? (Bc = t4, u2 = e3, a2 = o2, t4 = e3 = { resource: "sequence", prefix: n2 ? u2.toLowerCase() + " by" : u2.toLowerCase(), value: a2 }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2;
        return t4 = qc, "minvalue" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(yr)), e3 !== s && Ny() !== s && (n2 = Cp()) !== s ? (Bc = t4, t4 = e3 = dr(e3, n2)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, "no" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(wr)), e3 !== s && Ny() !== s ? ("minvalue" === r2.substr(qc, 8).toLowerCase() ? (n2 = r2.substr(qc, 8), qc += 8) : (n2 = s, 0 === Vc && Zc(yr)), n2 !== s ? (Bc = t4, t4 = e3 = { resource: "sequence", value: { type: "origin", value: "no minvalue" } }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2;
        return t4 = qc, "maxvalue" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(Lr)), e3 !== s && Ny() !== s && (n2 = Cp()) !== s ? (Bc = t4, t4 = e3 = dr(e3, n2)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, "no" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(wr)), e3 !== s && Ny() !== s ? ("maxvalue" === r2.substr(qc, 8).toLowerCase() ? (n2 = r2.substr(qc, 8), qc += 8) : (n2 = s, 0 === Vc && Zc(Lr)), n2 !== s ? (Bc = t4, t4 = e3 = { resource: "sequence", value: { type: "origin", value: "no maxvalue" } }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        return t4 = qc, "start" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(hr)), e3 !== s && Ny() !== s ? ((n2 = iv()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Cp()) !== s ? (Bc = t4, t4 = e3 = Cr(e3, n2, o2)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, "restart" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(mr)), e3 !== s && Ny() !== s ? ((n2 = iv()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Cp()) !== s ? (Bc = t4, t4 = e3 = Cr(e3, n2, o2)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2;
        return t4 = qc, "cache" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(Er)), e3 !== s && Ny() !== s && (n2 = Cp()) !== s ? (Bc = t4, t4 = e3 = dr(e3, n2)) : (qc = t4, t4 = s), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2;
        return t4 = qc, "no" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(wr)), e3 === s && (e3 = null), e3 !== s && Ny() !== s ? ("cycle" === r2.substr(qc, 5).toLowerCase() ? (n2 = r2.substr(qc, 5), qc += 5) : (n2 = s, 0 === Vc && Zc(Ar)), n2 !== s ? (Bc = t4, t4 = e3 = { resource: "sequence", value: { type: "origin", value: e3 ? "no cycle" : "cycle" } }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2;
        return t4 = qc, "owned" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(gr)), e3 !== s && Ny() !== s && lv() !== s && Ny() !== s ? ("none" === r2.substr(qc, 4).toLowerCase() ? (n2 = r2.substr(qc, 4), qc += 4) : (n2 = s, 0 === Vc && Zc(Tr)), n2 !== s ? (Bc = t4, t4 = e3 = { resource: "sequence", prefix: "owned by", value: { type: "origin", value: "none" } }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, "owned" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(gr)), e3 !== s && Ny() !== s && lv() !== s && Ny() !== s && (n2 = Tb()) !== s ? (Bc = t4, t4 = e3 = { resource: "sequence", prefix: "owned by", value: n2 }) : (qc = t4, t4 = s)), t4;
      })()), t3;
    }
    function Ll() {
      var r3, t3, e3, n2, o2, u2;
      if (r3 = qc, (t3 = wl()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = wl()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = wl()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3, 1)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function hl() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2;
      return t3 = qc, (e3 = ib()) !== s && Ny() !== s ? ((n2 = Al()) === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = Ib()) === s && (o2 = null), o2 !== s && Ny() !== s ? ((u2 = bv()) === s && (u2 = pv()), u2 === s && (u2 = null), u2 !== s && Ny() !== s ? (a2 = qc, "nulls" === r2.substr(qc, 5).toLowerCase() ? (i2 = r2.substr(qc, 5), qc += 5) : (i2 = s, 0 === Vc && Zc(Sr)), i2 !== s && (c2 = Ny()) !== s ? ("first" === r2.substr(qc, 5).toLowerCase() ? (l2 = r2.substr(qc, 5), qc += 5) : (l2 = s, 0 === Vc && Zc(xr)), l2 === s && ("last" === r2.substr(qc, 4).toLowerCase() ? (l2 = r2.substr(qc, 4), qc += 4) : (l2 = s, 0 === Vc && Zc(jr))), l2 !== s ? a2 = i2 = [i2, c2, l2] : (qc = a2, a2 = s)) : (qc = a2, a2 = s), a2 === s && (a2 = null), a2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4, n3, o3) {
        return { collate: t4, ...r3, opclass: e4, order_by: n3 && n3.toLowerCase(), nulls: o3 && `${o3[0].toLowerCase()} ${o3[2].toLowerCase()}` };
      })(e3, n2, o2, u2, a2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Cl() {
      var r3;
      return (r3 = El()) === s && (r3 = Pl()) === s && (r3 = Gl()) === s && (r3 = $l()), r3;
    }
    function ml() {
      var t3, e3, n2, o2, u2, a2;
      return (t3 = (function() {
        var r3, t4, e4;
        r3 = qc, (t4 = Fl()) !== s && (Bc = r3, t4 = { constraint: t4 });
        (r3 = t4) === s && (r3 = qc, (t4 = pp()) === s && (t4 = bp()), t4 !== s && Ny() !== s ? ((e4 = Tl()) === s && (e4 = null), e4 !== s ? (Bc = r3, t4 = (function(r4, t5) {
          return r4 && !r4.value && (r4.value = "null"), { default_val: t5, nullable: r4 };
        })(t4, e4), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t4 = Tl()) !== s && Ny() !== s ? ((e4 = pp()) === s && (e4 = bp()), e4 === s && (e4 = null), e4 !== s ? (Bc = r3, t4 = (function(r4, t5) {
          return t5 && !t5.value && (t5.value = "null"), { default_val: r4, nullable: t5 };
        })(t4, e4), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)));
        return r3;
      })()) === s && (t3 = qc, "auto_increment" === r2.substr(qc, 14).toLowerCase() ? (e3 = r2.substr(qc, 14), qc += 14) : (e3 = s, 0 === Vc && Zc(kr)), e3 !== s && (Bc = t3, e3 = { auto_increment: e3.toLowerCase() }), (t3 = e3) === s && (t3 = qc, "unique" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Ur)), e3 !== s && Ny() !== s ? ("key" === r2.substr(qc, 3).toLowerCase() ? (n2 = r2.substr(qc, 3), qc += 3) : (n2 = s, 0 === Vc && Zc(Mr)), n2 === s && (n2 = null), n2 !== s ? (Bc = t3, t3 = e3 = (function(r3) {
        const t4 = ["unique"];
        return r3 && t4.push(r3), { unique: t4.join(" ").toLowerCase("") };
      })(n2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "primary" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Dr)), e3 === s && (e3 = null), e3 !== s && Ny() !== s ? ("key" === r2.substr(qc, 3).toLowerCase() ? (n2 = r2.substr(qc, 3), qc += 3) : (n2 = s, 0 === Vc && Zc(Mr)), n2 !== s ? (Bc = t3, t3 = e3 = (function(r3) {
        const t4 = [];
        return r3 && t4.push("primary"), t4.push("key"), { primary_key: t4.join(" ").toLowerCase("") };
      })(e3)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Uy()) !== s && (Bc = t3, e3 = { comment: e3 }), (t3 = e3) === s && (t3 = qc, "generated" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(Pr)), e3 === s && (e3 = null), e3 !== s && Ny() !== s ? ("by" === r2.substr(qc, 2).toLowerCase() ? (n2 = r2.substr(qc, 2), qc += 2) : (n2 = s, 0 === Vc && Zc(Gr)), n2 !== s && Ny() !== s ? ("default" === r2.substr(qc, 7).toLowerCase() ? (o2 = r2.substr(qc, 7), qc += 7) : (o2 = s, 0 === Vc && Zc($r)), o2 !== s && Ny() !== s ? ("as" === r2.substr(qc, 2).toLowerCase() ? (u2 = r2.substr(qc, 2), qc += 2) : (u2 = s, 0 === Vc && Zc(Fr)), u2 !== s && Ny() !== s ? ("identity" === r2.substr(qc, 8).toLowerCase() ? (a2 = r2.substr(qc, 8), qc += 8) : (a2 = s, 0 === Vc && Zc(qr)), a2 !== s ? (Bc = t3, t3 = e3 = (function(r3) {
        const t4 = [];
        return r3 && t4.push("generated"), t4.push("by", "default", "as", "identity"), { generated_by_default: { type: "origin", value: t4.join(" ").toLowerCase("") } };
      })(e3)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Al()) !== s && (Bc = t3, e3 = { collate: e3 }), (t3 = e3) === s && (t3 = qc, (e3 = (function() {
        var t4, e4, n3;
        t4 = qc, "column_format" === r2.substr(qc, 13).toLowerCase() ? (e4 = r2.substr(qc, 13), qc += 13) : (e4 = s, 0 === Vc && Zc(Br));
        e4 !== s && Ny() !== s ? ("fixed" === r2.substr(qc, 5).toLowerCase() ? (n3 = r2.substr(qc, 5), qc += 5) : (n3 = s, 0 === Vc && Zc(Hr)), n3 === s && ("dynamic" === r2.substr(qc, 7).toLowerCase() ? (n3 = r2.substr(qc, 7), qc += 7) : (n3 = s, 0 === Vc && Zc(Yr)), n3 === s && ("default" === r2.substr(qc, 7).toLowerCase() ? (n3 = r2.substr(qc, 7), qc += 7) : (n3 = s, 0 === Vc && Zc($r)))), n3 !== s ? (Bc = t4, e4 = { type: "column_format", value: n3.toLowerCase() }, t4 = e4) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (Bc = t3, e3 = { column_format: e3 }), (t3 = e3) === s && (t3 = qc, (e3 = (function() {
        var t4, e4, n3;
        t4 = qc, "storage" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Wr));
        e4 !== s && Ny() !== s ? ("disk" === r2.substr(qc, 4).toLowerCase() ? (n3 = r2.substr(qc, 4), qc += 4) : (n3 = s, 0 === Vc && Zc(Vr)), n3 === s && ("memory" === r2.substr(qc, 6).toLowerCase() ? (n3 = r2.substr(qc, 6), qc += 6) : (n3 = s, 0 === Vc && Zc(Xr))), n3 !== s ? (Bc = t4, e4 = { type: "storage", value: n3.toLowerCase() }, t4 = e4) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (Bc = t3, e3 = { storage: e3 }), (t3 = e3) === s && (t3 = qc, (e3 = Bl()) !== s && (Bc = t3, e3 = { reference_definition: e3 }), (t3 = e3) === s && (t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3, u3, a3, i2, c2;
        t4 = qc, (e4 = Fl()) === s && (e4 = null);
        e4 !== s && Ny() !== s ? ("check" === r2.substr(qc, 5).toLowerCase() ? (n3 = r2.substr(qc, 5), qc += 5) : (n3 = s, 0 === Vc && Zc(w)), n3 !== s && Ny() !== s && gy() !== s && Ny() !== s && (o3 = Of()) !== s && Ny() !== s && Ty() !== s && Ny() !== s ? (u3 = qc, (a3 = Ev()) === s && (a3 = null), a3 !== s && (i2 = Ny()) !== s ? ("enforced" === r2.substr(qc, 8).toLowerCase() ? (c2 = r2.substr(qc, 8), qc += 8) : (c2 = s, 0 === Vc && Zc(At)), c2 !== s ? u3 = a3 = [a3, i2, c2] : (qc = u3, u3 = s)) : (qc = u3, u3 = s), u3 === s && (u3 = null), u3 !== s ? (Bc = t4, e4 = (function(r3, t5, e5, n4) {
          const o4 = [];
          return n4 && o4.push(n4[0], n4[2]), { constraint_type: t5.toLowerCase(), keyword: r3 && r3.keyword, constraint: r3 && r3.constraint, definition: [e5], enforced: o4.filter((r4) => r4).join(" ").toLowerCase(), resource: "constraint" };
        })(e4, n3, o3, u3), t4 = e4) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (Bc = t3, e3 = { check: e3 }), (t3 = e3) === s && (t3 = qc, (e3 = Wl()) !== s && Ny() !== s ? ((n2 = fy()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = xb()) !== s ? (Bc = t3, t3 = e3 = /* @__PURE__ */ (function(r3, t4, e4) {
        return { character_set: { type: r3, value: e4, symbol: t4 } };
      })(e3, n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)))))))))))), t3;
    }
    function El() {
      var r3, t3, e3, n2;
      return r3 = qc, (t3 = Tb()) !== s && Ny() !== s ? ((e3 = Zy()) === s && (e3 = Ub()), e3 !== s && Ny() !== s ? ((n2 = (function() {
        var r4, t4, e4, n3, o2, u2;
        if (r4 = qc, (t4 = ml()) !== s) if (Ny() !== s) {
          for (e4 = [], n3 = qc, (o2 = Ny()) !== s && (u2 = ml()) !== s ? n3 = o2 = [o2, u2] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o2 = Ny()) !== s && (u2 = ml()) !== s ? n3 = o2 = [o2, u2] : (qc = n3, n3 = s);
          e4 !== s ? (Bc = r4, r4 = t4 = (function(r5, t5) {
            let e5 = r5;
            for (let r6 = 0; r6 < t5.length; r6++) e5 = { ...e5, ...t5[r6][1] };
            return e5;
          })(t4, e4)) : (qc = r4, r4 = s);
        } else qc = r4, r4 = s;
        else qc = r4, r4 = s;
        return r4;
      })()) === s && (n2 = null), n2 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4) {
        return dd.add(`create::${r4.table}::${r4.column.expr.value}`), "double_quote_string" === t4.type && (t4 = { dataType: `"${t4.value}"` }), { column: r4, definition: t4, resource: "column", ...e4 || {} };
      })(t3, e3, n2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function Al() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2;
      return t3 = qc, (function() {
        var t4, e4, n3, o3;
        t4 = qc, "collate" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Yt));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "COLLATE") : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })() !== s && Ny() !== s ? ((e3 = fy()) === s && (e3 = null), e3 !== s && Ny() !== s ? (n2 = qc, (o2 = jb()) !== s && (u2 = Ny()) !== s && (a2 = my()) !== s && (i2 = Ny()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s && (o2 = jb()) !== s ? (Bc = t3, c2 = e3, f2 = o2, t3 = { type: "collate", keyword: "collate", collate: { name: (l2 = n2) ? [l2[0], f2] : f2, symbol: c2 } }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function gl() {
      var r3, t3, e3, n2, o2;
      return r3 = qc, (t3 = Ip()) === s && (t3 = fy()), t3 === s && (t3 = null), t3 !== s && Ny() !== s && (e3 = ib()) !== s ? (Bc = r3, o2 = e3, r3 = t3 = { type: "default", keyword: (n2 = t3) && n2[0], value: o2 }) : (qc = r3, r3 = s), r3;
    }
    function Tl() {
      var r3, t3;
      return r3 = qc, Ip() !== s && Ny() !== s && (t3 = ib()) !== s ? (Bc = r3, r3 = { type: "default", value: t3 }) : (qc = r3, r3 = s), r3;
    }
    function _l() {
      var r3, t3, e3, n2, o2;
      return r3 = qc, (t3 = Nf()) !== s && Ny() !== s ? ((e3 = Ay()) === s && (e3 = null), e3 !== s ? (Bc = r3, n2 = t3, o2 = e3, yd.add(`truncate::${[n2.db, n2.schema].filter(Boolean).join(".") || null}::${n2.table}`), o2 && (n2.suffix = o2), r3 = t3 = n2) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function Sl() {
      var r3, t3, e3;
      return r3 = qc, (t3 = Ay()) !== s && (Bc = r3, t3 = [{ name: "*" }]), (r3 = t3) === s && (r3 = qc, (t3 = Il()) === s && (t3 = null), t3 !== s && Ny() !== s && fv() !== s && Ny() !== s && lv() !== s && Ny() !== s && (e3 = Il()) !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
        const e4 = r4 || [];
        return e4.orderby = t4, e4;
      })(t3, e3)) : (qc = r3, r3 = s), r3 === s && (r3 = Il())), r3;
    }
    function xl() {
      var t3, e3;
      return t3 = qc, (e3 = wv()) === s && ("out" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Jr)), e3 === s && ("variadic" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(rt)))), e3 !== s && (Bc = t3, e3 = e3.toUpperCase()), t3 = e3;
    }
    function jl() {
      var r3, t3, e3, n2, o2;
      return r3 = qc, (t3 = xl()) === s && (t3 = null), t3 !== s && Ny() !== s && (e3 = Zy()) !== s && Ny() !== s ? ((n2 = gl()) === s && (n2 = null), n2 !== s ? (Bc = r3, r3 = t3 = { mode: t3, type: e3, default: n2 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t3 = xl()) === s && (t3 = null), t3 !== s && Ny() !== s && (e3 = qb()) !== s && Ny() !== s && (n2 = Zy()) !== s && Ny() !== s ? ((o2 = gl()) === s && (o2 = null), o2 !== s ? (Bc = r3, r3 = t3 = /* @__PURE__ */ (function(r4, t4, e4, n3) {
        return { mode: r4, name: t4, type: e4, default: n3 };
      })(t3, e3, n2, o2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)), r3;
    }
    function Il() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = jl()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = jl()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = jl()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function Rl() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2;
        return t4 = qc, "owner" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(tt)), e3 !== s && Ny() !== s && Rp() !== s && Ny() !== s ? ((n2 = ny()) === s && (n2 = ey()) === s && (n2 = oy()) === s && (n2 = jb()), n2 !== s ? (Bc = t4, t4 = e3 = { resource: "sequence", prefix: "owner to", value: "string" == typeof (o2 = n2) ? { type: "origin", value: o2 } : o2 }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (t3 = (function() {
        var r3, t4;
        return r3 = qc, Yp() !== s && Ny() !== s && Rp() !== s && Ny() !== s && (t4 = jb()) !== s ? (Bc = r3, r3 = { resource: "sequence", prefix: "rename to", value: t4 }) : (qc = r3, r3 = s), r3;
      })()) === s && (t3 = (function() {
        var t4, e3, n2;
        return t4 = qc, Kp() !== s && Ny() !== s ? ("logged" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(et)), e3 === s && ("unlogged" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(nt))), e3 !== s ? (Bc = t4, t4 = { resource: "sequence", prefix: "set", value: { type: "origin", value: e3 } }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, Kp() !== s && Ny() !== s && (e3 = rv()) !== s && Ny() !== s && (n2 = jb()) !== s ? (Bc = t4, t4 = /* @__PURE__ */ (function(r3) {
          return { resource: "sequence", prefix: "set schema", value: r3 };
        })(n2)) : (qc = t4, t4 = s)), t4;
      })()), t3;
    }
    function Nl() {
      var t3;
      return (t3 = (function() {
        var r3, t4, e3, n2, o2;
        r3 = qc, (t4 = by()) !== s && Ny() !== s ? ((e3 = py()) === s && (e3 = null), e3 !== s && Ny() !== s ? ((n2 = ul()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = El()) !== s ? (Bc = r3, u2 = e3, a2 = o2, t4 = { action: "add", if_not_exists: n2, ...a2, keyword: u2, resource: "column", type: "alter" }, r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        var u2, a2;
        return r3;
      })()) === s && (t3 = (function() {
        var r3, t4, e3;
        r3 = qc, (t4 = by()) !== s && Ny() !== s && (e3 = $l()) !== s ? (Bc = r3, t4 = /* @__PURE__ */ (function(r4) {
          return { action: "add", create_definitions: r4, resource: "constraint", type: "alter" };
        })(e3), r3 = t4) : (qc = r3, r3 = s);
        return r3;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = qc, (e3 = Op()) !== s && Ny() !== s ? ("constraint" === r2.substr(qc, 10).toLowerCase() ? (n2 = r2.substr(qc, 10), qc += 10) : (n2 = s, 0 === Vc && Zc(st)), n2 !== s && Ny() !== s && (o2 = Ib()) !== s ? (Bc = t4, e3 = (function(r3, t5) {
          return { action: "drop", constraint: t5, keyword: r3.toLowerCase(), resource: "constraint", type: "alter" };
        })(n2, o2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) === s && (t3 = (function() {
        var r3, t4, e3, n2, o2;
        r3 = qc, (t4 = Op()) !== s && Ny() !== s ? ((e3 = py()) === s && (e3 = null), e3 !== s && Ny() !== s ? ((n2 = al()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Tb()) !== s ? (Bc = r3, t4 = /* @__PURE__ */ (function(r4, t5, e4) {
          return { action: "drop", column: e4, if_exists: t5, keyword: r4, resource: "column", type: "alter" };
        })(e3, n2, o2), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        return r3;
      })()) === s && (t3 = (function() {
        var r3, t4, e3;
        r3 = qc, (t4 = by()) !== s && Ny() !== s && (e3 = Pl()) !== s ? (Bc = r3, n2 = e3, t4 = { action: "add", type: "alter", ...n2 }, r3 = t4) : (qc = r3, r3 = s);
        var n2;
        return r3;
      })()) === s && (t3 = (function() {
        var r3, t4, e3;
        r3 = qc, (t4 = by()) !== s && Ny() !== s && (e3 = Gl()) !== s ? (Bc = r3, n2 = e3, t4 = { action: "add", type: "alter", ...n2 }, r3 = t4) : (qc = r3, r3 = s);
        var n2;
        return r3;
      })()) === s && (t3 = Ol()) === s && (t3 = Ml()) === s && (t3 = Dl()) === s && (t3 = kl()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2, v2, y2;
        t4 = qc, (e3 = kp()) !== s && Ny() !== s ? ((n2 = py()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Tb()) !== s && Ny() !== s ? (u2 = qc, (a2 = Kp()) !== s && (i2 = Ny()) !== s ? ("data" === r2.substr(qc, 4).toLowerCase() ? (c2 = r2.substr(qc, 4), qc += 4) : (c2 = s, 0 === Vc && Zc(dt)), c2 !== s ? u2 = a2 = [a2, i2, c2] : (qc = u2, u2 = s)) : (qc = u2, u2 = s), u2 === s && (u2 = null), u2 !== s && (a2 = Ny()) !== s ? ("type" === r2.substr(qc, 4).toLowerCase() ? (i2 = r2.substr(qc, 4), qc += 4) : (i2 = s, 0 === Vc && Zc(wt)), i2 !== s && (c2 = Ny()) !== s && (l2 = Zy()) !== s && Ny() !== s ? ((f2 = Al()) === s && (f2 = null), f2 !== s && Ny() !== s ? (b2 = qc, (p2 = av()) !== s && (v2 = Ny()) !== s && (y2 = ib()) !== s ? b2 = p2 = [p2, v2, y2] : (qc = b2, b2 = s), b2 === s && (b2 = null), b2 !== s ? (Bc = t4, e3 = (function(r3, t5, e4, n3, o3, s2) {
          return t5.suffix = e4 ? "set data type" : "type", { action: "alter", column: t5, keyword: r3, resource: "column", definition: n3, collate: o3, using: s2 && s2[2], type: "alter" };
        })(n2, o2, u2, l2, f2, b2), t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) === s && (t3 = (function() {
        var r3, t4, e3, n2, o2;
        r3 = qc, (t4 = kp()) !== s && Ny() !== s ? ((e3 = py()) === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = Tb()) !== s && Ny() !== s && Kp() !== s && Ny() !== s && Ip() !== s && Ny() !== s && (o2 = ib()) !== s ? (Bc = r3, t4 = /* @__PURE__ */ (function(r4, t5, e4) {
          return { action: "alter", column: t5, keyword: r4, resource: "column", default_val: { type: "set default", value: e4 }, type: "alter" };
        })(e3, n2, o2), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        r3 === s && (r3 = qc, (t4 = kp()) !== s && Ny() !== s ? ((e3 = py()) === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = Tb()) !== s && Ny() !== s && Op() !== s && Ny() !== s && Ip() !== s ? (Bc = r3, t4 = /* @__PURE__ */ (function(r4, t5) {
          return { action: "alter", column: t5, keyword: r4, resource: "column", default_val: { type: "drop default" }, type: "alter" };
        })(e3, n2), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s));
        return r3;
      })()) === s && (t3 = (function() {
        var r3, t4, e3, n2, o2, u2;
        r3 = qc, (t4 = kp()) !== s && Ny() !== s ? ((e3 = py()) === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = Tb()) !== s && Ny() !== s ? ((o2 = Kp()) === s && (o2 = Op()), o2 !== s && Ny() !== s && (u2 = pp()) !== s ? (Bc = r3, t4 = (function(r4, t5, e4, n3) {
          return n3.action = e4.toLowerCase(), { action: "alter", column: t5, keyword: r4, resource: "column", nullable: n3, type: "alter" };
        })(e3, n2, o2, u2), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        return r3;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = qc, "replica" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Lt));
        e3 !== s && Ny() !== s ? ("identity" === r2.substr(qc, 8).toLowerCase() ? (n2 = r2.substr(qc, 8), qc += 8) : (n2 = s, 0 === Vc && Zc(qr)), n2 !== s && Ny() !== s ? ("default" === r2.substr(qc, 7).toLowerCase() ? (o2 = r2.substr(qc, 7), qc += 7) : (o2 = s, 0 === Vc && Zc($r)), o2 === s && ("full" === r2.substr(qc, 4).toLowerCase() ? (o2 = r2.substr(qc, 4), qc += 4) : (o2 = s, 0 === Vc && Zc(ht)), o2 === s && ("nothing" === r2.substr(qc, 7).toLowerCase() ? (o2 = r2.substr(qc, 7), qc += 7) : (o2 = s, 0 === Vc && Zc(Ct)))), o2 !== s ? (Bc = t4, t4 = e3 = { action: "replica", keyword: "identity", resource: "replica_identity", replica_identity: o2, type: "alter" }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()), t3;
    }
    function Ol() {
      var r3, t3, e3, n2, o2;
      return r3 = qc, Yp() !== s && Ny() !== s ? ((t3 = Rp()) === s && (t3 = zp()), t3 === s && (t3 = null), t3 !== s && Ny() !== s && (e3 = Ib()) !== s ? (Bc = r3, o2 = e3, r3 = { action: "rename", type: "alter", resource: "table", keyword: (n2 = t3) && n2[0].toLowerCase(), table: o2 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function kl() {
      var t3, e3, n2;
      return t3 = qc, "owner" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(tt)), e3 !== s && Ny() !== s && Rp() !== s && Ny() !== s ? ((n2 = Ib()) === s && ("current_role" === r2.substr(qc, 12).toLowerCase() ? (n2 = r2.substr(qc, 12), qc += 12) : (n2 = s, 0 === Vc && Zc(ut)), n2 === s && ("current_user" === r2.substr(qc, 12).toLowerCase() ? (n2 = r2.substr(qc, 12), qc += 12) : (n2 = s, 0 === Vc && Zc(at)), n2 === s && ("session_user" === r2.substr(qc, 12).toLowerCase() ? (n2 = r2.substr(qc, 12), qc += 12) : (n2 = s, 0 === Vc && Zc(it))))), n2 !== s ? (Bc = t3, t3 = e3 = { action: "owner", type: "alter", resource: "table", keyword: "to", table: n2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Ul() {
      var r3, t3;
      return r3 = qc, Kp() !== s && Ny() !== s && rv() !== s && Ny() !== s && (t3 = Ib()) !== s ? (Bc = r3, r3 = { action: "set", type: "alter", resource: "table", keyword: "schema", table: t3 }) : (qc = r3, r3 = s), r3;
    }
    function Ml() {
      var t3, e3, n2, o2;
      return t3 = qc, "algorithm" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(ct)), e3 !== s && Ny() !== s ? ((n2 = fy()) === s && (n2 = null), n2 !== s && Ny() !== s ? ("default" === r2.substr(qc, 7).toLowerCase() ? (o2 = r2.substr(qc, 7), qc += 7) : (o2 = s, 0 === Vc && Zc($r)), o2 === s && ("instant" === r2.substr(qc, 7).toLowerCase() ? (o2 = r2.substr(qc, 7), qc += 7) : (o2 = s, 0 === Vc && Zc(lt)), o2 === s && ("inplace" === r2.substr(qc, 7).toLowerCase() ? (o2 = r2.substr(qc, 7), qc += 7) : (o2 = s, 0 === Vc && Zc(ft)), o2 === s && ("copy" === r2.substr(qc, 4).toLowerCase() ? (o2 = r2.substr(qc, 4), qc += 4) : (o2 = s, 0 === Vc && Zc(bt))))), o2 !== s ? (Bc = t3, t3 = e3 = { type: "alter", keyword: "algorithm", resource: "algorithm", symbol: n2, algorithm: o2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Dl() {
      var t3, e3, n2, o2;
      return t3 = qc, "lock" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(pt)), e3 !== s && Ny() !== s ? ((n2 = fy()) === s && (n2 = null), n2 !== s && Ny() !== s ? ("default" === r2.substr(qc, 7).toLowerCase() ? (o2 = r2.substr(qc, 7), qc += 7) : (o2 = s, 0 === Vc && Zc($r)), o2 === s && ("none" === r2.substr(qc, 4).toLowerCase() ? (o2 = r2.substr(qc, 4), qc += 4) : (o2 = s, 0 === Vc && Zc(Tr)), o2 === s && ("shared" === r2.substr(qc, 6).toLowerCase() ? (o2 = r2.substr(qc, 6), qc += 6) : (o2 = s, 0 === Vc && Zc(vt)), o2 === s && ("exclusive" === r2.substr(qc, 9).toLowerCase() ? (o2 = r2.substr(qc, 9), qc += 9) : (o2 = s, 0 === Vc && Zc(yt))))), o2 !== s ? (Bc = t3, t3 = e3 = { type: "alter", keyword: "lock", resource: "lock", symbol: n2, lock: o2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Pl() {
      var r3, t3, e3, n2, o2, u2;
      return r3 = qc, (t3 = vy()) === s && (t3 = yy()), t3 !== s && Ny() !== s ? ((e3 = $b()) === s && (e3 = null), e3 !== s && Ny() !== s ? ((n2 = Tf()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = ff()) !== s && Ny() !== s ? ((u2 = _f()) === s && (u2 = null), u2 !== s && Ny() !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4, n3, o3) {
        return { index: t4, definition: n3, keyword: r4.toLowerCase(), index_type: e4, resource: "index", index_options: o3 };
      })(t3, e3, n2, o2, u2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function Gl() {
      var t3, e3, n2, o2, u2, a2;
      return t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "fulltext" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(ec));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "FULLTEXT") : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) === s && (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "spatial" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(nc));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "SPATIAL") : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()), e3 !== s && Ny() !== s ? ((n2 = vy()) === s && (n2 = yy()), n2 === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = $b()) === s && (o2 = null), o2 !== s && Ny() !== s && (u2 = ff()) !== s && Ny() !== s ? ((a2 = _f()) === s && (a2 = null), a2 !== s && Ny() !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4, n3, o3) {
        return { index: e4, definition: n3, keyword: t4 && `${r3.toLowerCase()} ${t4.toLowerCase()}` || r3.toLowerCase(), index_options: o3, resource: "index" };
      })(e3, n2, o2, u2, a2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function $l() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2, u2, a2;
        t4 = qc, (e3 = Fl()) === s && (e3 = null);
        e3 !== s && Ny() !== s ? ("primary key" === r2.substr(qc, 11).toLowerCase() ? (n2 = r2.substr(qc, 11), qc += 11) : (n2 = s, 0 === Vc && Zc(mt)), n2 !== s && Ny() !== s ? ((o2 = Tf()) === s && (o2 = null), o2 !== s && Ny() !== s && (u2 = ff()) !== s && Ny() !== s ? ((a2 = _f()) === s && (a2 = null), a2 !== s ? (Bc = t4, c2 = n2, l2 = o2, f2 = u2, b2 = a2, e3 = { constraint: (i2 = e3) && i2.constraint, definition: f2, constraint_type: c2.toLowerCase(), keyword: i2 && i2.keyword, index_type: l2, resource: "constraint", index_options: b2 }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var i2, c2, l2, f2, b2;
        return t4;
      })()) === s && (t3 = (function() {
        var r3, t4, e3, n2, o2, u2, a2, i2;
        r3 = qc, (t4 = Fl()) === s && (t4 = null);
        t4 !== s && Ny() !== s && (e3 = dy()) !== s && Ny() !== s ? ((n2 = vy()) === s && (n2 = yy()), n2 === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = $b()) === s && (o2 = null), o2 !== s && Ny() !== s ? ((u2 = Tf()) === s && (u2 = null), u2 !== s && Ny() !== s && (a2 = ff()) !== s && Ny() !== s ? ((i2 = _f()) === s && (i2 = null), i2 !== s ? (Bc = r3, l2 = e3, f2 = n2, b2 = o2, p2 = u2, v2 = a2, y2 = i2, t4 = { constraint: (c2 = t4) && c2.constraint, definition: v2, constraint_type: f2 && `${l2.toLowerCase()} ${f2.toLowerCase()}` || l2.toLowerCase(), keyword: c2 && c2.keyword, index_type: p2, index: b2, resource: "constraint", index_options: y2 }, r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        var c2, l2, f2, b2, p2, v2, y2;
        return r3;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2;
        t4 = qc, (e3 = Fl()) === s && (e3 = null);
        e3 !== s && Ny() !== s ? ("foreign key" === r2.substr(qc, 11).toLowerCase() ? (n2 = r2.substr(qc, 11), qc += 11) : (n2 = s, 0 === Vc && Zc(Et)), n2 !== s && Ny() !== s ? ((o2 = $b()) === s && (o2 = null), o2 !== s && Ny() !== s && (u2 = ff()) !== s && Ny() !== s ? ((a2 = Bl()) === s && (a2 = null), a2 !== s ? (Bc = t4, c2 = n2, l2 = o2, f2 = u2, b2 = a2, e3 = { constraint: (i2 = e3) && i2.constraint, definition: f2, constraint_type: c2, keyword: i2 && i2.keyword, index: l2, resource: "constraint", reference_definition: b2 }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var i2, c2, l2, f2, b2;
        return t4;
      })()) === s && (t3 = ql()), t3;
    }
    function Fl() {
      var r3, t3, e3;
      return r3 = qc, (t3 = Ly()) !== s && Ny() !== s ? ((e3 = Ib()) === s && (e3 = null), e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
        return { keyword: r4.toLowerCase(), constraint: t4 };
      })(t3, e3)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function ql() {
      var t3, e3, n2, o2, u2, a2, i2;
      return t3 = qc, (e3 = Fl()) === s && (e3 = null), e3 !== s && Ny() !== s ? ("check" === r2.substr(qc, 5).toLowerCase() ? (n2 = r2.substr(qc, 5), qc += 5) : (n2 = s, 0 === Vc && Zc(w)), n2 !== s && Ny() !== s && gy() !== s && Ny() !== s && (o2 = cb()) !== s && Ny() !== s && Ty() !== s ? (Bc = t3, a2 = n2, i2 = o2, t3 = e3 = { constraint: (u2 = e3) && u2.constraint, definition: [i2], constraint_type: a2.toLowerCase(), keyword: u2 && u2.keyword, resource: "constraint" }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Bl() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2;
      return t3 = qc, (e3 = Cy()) !== s && Ny() !== s && (n2 = Nf()) !== s && Ny() !== s && (o2 = ff()) !== s && Ny() !== s ? ("match full" === r2.substr(qc, 10).toLowerCase() ? (u2 = r2.substr(qc, 10), qc += 10) : (u2 = s, 0 === Vc && Zc(gt)), u2 === s && ("match partial" === r2.substr(qc, 13).toLowerCase() ? (u2 = r2.substr(qc, 13), qc += 13) : (u2 = s, 0 === Vc && Zc(Tt)), u2 === s && ("match simple" === r2.substr(qc, 12).toLowerCase() ? (u2 = r2.substr(qc, 12), qc += 12) : (u2 = s, 0 === Vc && Zc(_t)))), u2 === s && (u2 = null), u2 !== s && Ny() !== s ? ((a2 = Hl()) === s && (a2 = null), a2 !== s && Ny() !== s ? ((i2 = Hl()) === s && (i2 = null), i2 !== s ? (Bc = t3, c2 = u2, l2 = a2, f2 = i2, t3 = e3 = { definition: o2, table: [n2], keyword: e3.toLowerCase(), match: c2 && c2.toLowerCase(), on_action: [l2, f2].filter((r3) => r3) }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Hl()) !== s && (Bc = t3, e3 = { on_action: [e3] }), t3 = e3), t3;
    }
    function Hl() {
      var t3, e3, n2, o2;
      return t3 = qc, nv() !== s && Ny() !== s ? ((e3 = Fp()) === s && (e3 = Mp()), e3 !== s && Ny() !== s && (n2 = (function() {
        var t4, e4, n3;
        t4 = qc, (e4 = ty()) !== s && Ny() !== s && gy() !== s && Ny() !== s ? ((n3 = eb()) === s && (n3 = null), n3 !== s && Ny() !== s && Ty() !== s ? (Bc = t4, t4 = e4 = { type: "function", name: { name: [{ type: "origin", value: e4 }] }, args: n3 }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        t4 === s && (t4 = qc, "restrict" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Kr)), e4 === s && ("cascade" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Qr)), e4 === s && ("set null" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(St)), e4 === s && ("no action" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(xt)), e4 === s && ("set default" === r2.substr(qc, 11).toLowerCase() ? (e4 = r2.substr(qc, 11), qc += 11) : (e4 = s, 0 === Vc && Zc(jt)), e4 === s && (e4 = ty()))))), e4 !== s && (Bc = t4, e4 = { type: "origin", value: e4.toLowerCase() }), t4 = e4);
        return t4;
      })()) !== s ? (Bc = t3, o2 = n2, t3 = { type: "on " + e3[0].toLowerCase(), value: o2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Yl() {
      var t3, e3, n2, o2, u2, a2, i2;
      return t3 = qc, (e3 = qp()) === s && (e3 = Fp()) === s && (e3 = Jv()), e3 !== s && (Bc = t3, i2 = e3, e3 = { keyword: Array.isArray(i2) ? i2[0].toLowerCase() : i2.toLowerCase() }), (t3 = e3) === s && (t3 = qc, (e3 = Mp()) !== s && Ny() !== s ? (n2 = qc, "of" === r2.substr(qc, 2).toLowerCase() ? (o2 = r2.substr(qc, 2), qc += 2) : (o2 = s, 0 === Vc && Zc(Or)), o2 !== s && (u2 = Ny()) !== s && (a2 = Mf()) !== s ? n2 = o2 = [o2, u2, a2] : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        return { keyword: r3 && r3[0] && r3[0].toLowerCase(), args: t4 && { keyword: t4[0], columns: t4[2] } || null };
      })(e3, n2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)), t3;
    }
    function Wl() {
      var t3, e3, n2;
      return t3 = qc, "character" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(qt)), e3 !== s && Ny() !== s ? ("set" === r2.substr(qc, 3).toLowerCase() ? (n2 = r2.substr(qc, 3), qc += 3) : (n2 = s, 0 === Vc && Zc(Bt)), n2 !== s ? (Bc = t3, t3 = e3 = "CHARACTER SET") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Vl() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2;
      return t3 = qc, (e3 = Ip()) === s && (e3 = null), e3 !== s && Ny() !== s ? ((n2 = Wl()) === s && ("charset" === r2.substr(qc, 7).toLowerCase() ? (n2 = r2.substr(qc, 7), qc += 7) : (n2 = s, 0 === Vc && Zc(Ht)), n2 === s && ("collate" === r2.substr(qc, 7).toLowerCase() ? (n2 = r2.substr(qc, 7), qc += 7) : (n2 = s, 0 === Vc && Zc(Yt)))), n2 !== s && Ny() !== s ? ((o2 = fy()) === s && (o2 = null), o2 !== s && Ny() !== s && (u2 = xb()) !== s ? (Bc = t3, i2 = n2, c2 = o2, l2 = u2, t3 = e3 = { keyword: (a2 = e3) && `${a2[0].toLowerCase()} ${i2.toLowerCase()}` || i2.toLowerCase(), symbol: c2, value: l2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Xl() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2;
      return t3 = qc, "auto_increment" === r2.substr(qc, 14).toLowerCase() ? (e3 = r2.substr(qc, 14), qc += 14) : (e3 = s, 0 === Vc && Zc(kr)), e3 === s && ("avg_row_length" === r2.substr(qc, 14).toLowerCase() ? (e3 = r2.substr(qc, 14), qc += 14) : (e3 = s, 0 === Vc && Zc(Wt)), e3 === s && ("key_block_size" === r2.substr(qc, 14).toLowerCase() ? (e3 = r2.substr(qc, 14), qc += 14) : (e3 = s, 0 === Vc && Zc(Vt)), e3 === s && ("max_rows" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(Xt)), e3 === s && ("min_rows" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(Qt)), e3 === s && ("stats_sample_pages" === r2.substr(qc, 18).toLowerCase() ? (e3 = r2.substr(qc, 18), qc += 18) : (e3 = s, 0 === Vc && Zc(Kt))))))), e3 !== s && Ny() !== s ? ((n2 = fy()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Cp()) !== s ? (Bc = t3, c2 = n2, l2 = o2, t3 = e3 = { keyword: e3.toLowerCase(), symbol: c2, value: l2.value }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = Vl()) === s && (t3 = qc, (e3 = wy()) === s && ("connection" === r2.substr(qc, 10).toLowerCase() ? (e3 = r2.substr(qc, 10), qc += 10) : (e3 = s, 0 === Vc && Zc(zt))), e3 !== s && Ny() !== s ? ((n2 = fy()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = yp()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        return { keyword: r3.toLowerCase(), symbol: t4, value: `'${e4.value}'` };
      })(e3, n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "compression" === r2.substr(qc, 11).toLowerCase() ? (e3 = r2.substr(qc, 11), qc += 11) : (e3 = s, 0 === Vc && Zc(Zt)), e3 !== s && Ny() !== s ? ((n2 = fy()) === s && (n2 = null), n2 !== s && Ny() !== s ? (o2 = qc, 39 === r2.charCodeAt(qc) ? (u2 = "'", qc++) : (u2 = s, 0 === Vc && Zc(Jt)), u2 !== s ? ("zlib" === r2.substr(qc, 4).toLowerCase() ? (a2 = r2.substr(qc, 4), qc += 4) : (a2 = s, 0 === Vc && Zc(re)), a2 === s && ("lz4" === r2.substr(qc, 3).toLowerCase() ? (a2 = r2.substr(qc, 3), qc += 3) : (a2 = s, 0 === Vc && Zc(te)), a2 === s && ("none" === r2.substr(qc, 4).toLowerCase() ? (a2 = r2.substr(qc, 4), qc += 4) : (a2 = s, 0 === Vc && Zc(Tr)))), a2 !== s ? (39 === r2.charCodeAt(qc) ? (i2 = "'", qc++) : (i2 = s, 0 === Vc && Zc(Jt)), i2 !== s ? o2 = u2 = [u2, a2, i2] : (qc = o2, o2 = s)) : (qc = o2, o2 = s)) : (qc = o2, o2 = s), o2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        return { keyword: r3.toLowerCase(), symbol: t4, value: e4.join("").toUpperCase() };
      })(e3, n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "engine" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(ee)), e3 !== s && Ny() !== s ? ((n2 = fy()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = qb()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        return { keyword: r3.toLowerCase(), symbol: t4, value: e4.toUpperCase() };
      })(e3, n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Vp()) !== s && Ny() !== s && (n2 = lv()) !== s && Ny() !== s && (o2 = ib()) !== s ? (Bc = t3, t3 = e3 = /* @__PURE__ */ (function(r3) {
        return { keyword: "partition by", value: r3 };
      })(o2)) : (qc = t3, t3 = s))))), t3;
    }
    function Ql() {
      var t3, e3, n2;
      return t3 = qc, (e3 = Up()) === s && (e3 = qp()) === s && (e3 = Mp()) === s && (e3 = Fp()) === s && (e3 = Jv()) === s && (e3 = Cy()) === s && ("trigger" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(It))), e3 !== s && (Bc = t3, n2 = e3, e3 = { type: "origin", value: Array.isArray(n2) ? n2[0] : n2 }), t3 = e3;
    }
    function Kl() {
      var t3, e3, n2, o2;
      return t3 = qc, vv() !== s ? (e3 = qc, (n2 = Ny()) !== s ? ("privileges" === r2.substr(qc, 10).toLowerCase() ? (o2 = r2.substr(qc, 10), qc += 10) : (o2 = s, 0 === Vc && Zc(Le)), o2 !== s ? e3 = n2 = [n2, o2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s), e3 === s && (e3 = null), e3 !== s ? (Bc = t3, t3 = { type: "origin", value: e3 ? "all privileges" : "all" }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function zl() {
      var t3;
      return (t3 = Ql()) === s && (t3 = (function() {
        var t4, e3;
        return t4 = qc, "usage" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(ye)), e3 === s && (e3 = Up()) === s && (e3 = Mp()), e3 !== s && (Bc = t4, e3 = de(e3)), t4 = e3;
      })()) === s && (t3 = (function() {
        var t4, e3;
        return t4 = qc, (e3 = Dp()) === s && ("connect" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(we)), e3 === s && (e3 = Pp()) === s && (e3 = $p())), e3 !== s && (Bc = t4, e3 = de(e3)), t4 = e3;
      })()) === s && (t3 = (function() {
        var t4, e3;
        return t4 = qc, "usage" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(ye)), e3 !== s && (Bc = t4, e3 = he(e3)), (t4 = e3) === s && (t4 = Kl()), t4;
      })()) === s && (t3 = (function() {
        var t4, e3;
        return t4 = qc, "execute" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(kt)), e3 !== s && (Bc = t4, e3 = he(e3)), (t4 = e3) === s && (t4 = Kl()), t4;
      })()), t3;
    }
    function Zl() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      return r3 = qc, (t3 = zl()) !== s && Ny() !== s ? (e3 = qc, (n2 = gy()) !== s && (o2 = Ny()) !== s && (u2 = Mf()) !== s && (a2 = Ny()) !== s && (i2 = Ty()) !== s ? e3 = n2 = [n2, o2, u2, a2, i2] : (qc = e3, e3 = s), e3 === s && (e3 = null), e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
        return { priv: r4, columns: t4 && t4[2] };
      })(t3, e3)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function Jl() {
      var r3, t3, e3, n2, o2, u2, a2;
      return r3 = qc, t3 = qc, (e3 = Ib()) !== s && (n2 = Ny()) !== s && (o2 = my()) !== s ? t3 = e3 = [e3, n2, o2] : (qc = t3, t3 = s), t3 === s && (t3 = null), t3 !== s && (e3 = Ny()) !== s ? ((n2 = Ib()) === s && (n2 = Ay()), n2 !== s ? (Bc = r3, a2 = n2, r3 = t3 = { prefix: (u2 = t3) && u2[0], name: a2 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function rf() {
      var t3, e3, n2, o2;
      return t3 = qc, (e3 = cv()) === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = Ib()) !== s ? (Bc = t3, o2 = n2, t3 = e3 = { name: { type: "origin", value: e3 ? `${group} ${o2}` : o2 } }) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "public" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Re)), e3 === s && (e3 = ny()) === s && (e3 = ey()) === s && (e3 = oy()), e3 !== s && (Bc = t3, e3 = /* @__PURE__ */ (function(r3) {
        return { name: { type: "origin", value: r3 } };
      })(e3)), t3 = e3), t3;
    }
    function tf() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = rf()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = rf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = rf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function ef() {
      var t3, e3, n2, o2, u2, a2, i2, c2;
      return t3 = qc, "grant" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(Ne)), e3 !== s && (Bc = t3, e3 = { type: "grant" }), (t3 = e3) === s && (t3 = qc, "revoke" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Ue)), e3 !== s && Ny() !== s ? (n2 = qc, "grant" === r2.substr(qc, 5).toLowerCase() ? (o2 = r2.substr(qc, 5), qc += 5) : (o2 = s, 0 === Vc && Zc(Ne)), o2 !== s && (u2 = Ny()) !== s ? ("option" === r2.substr(qc, 6).toLowerCase() ? (a2 = r2.substr(qc, 6), qc += 6) : (a2 = s, 0 === Vc && Zc(Oe)), a2 !== s && (i2 = Ny()) !== s ? ("for" === r2.substr(qc, 3).toLowerCase() ? (c2 = r2.substr(qc, 3), qc += 3) : (c2 = s, 0 === Vc && Zc(Nr)), c2 !== s ? n2 = o2 = [o2, u2, a2, i2, c2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s)) : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s ? (Bc = t3, t3 = e3 = { type: "revoke", grant_option_for: n2 && { type: "origin", value: "grant option for" } }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)), t3;
    }
    function nf() {
      var t3, e3, n2, o2, u2, a2;
      return t3 = qc, "elseif" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Me)), e3 !== s && Ny() !== s && (n2 = ib()) !== s && Ny() !== s ? ("then" === r2.substr(qc, 4).toLowerCase() ? (o2 = r2.substr(qc, 4), qc += 4) : (o2 = s, 0 === Vc && Zc(De)), o2 !== s && Ny() !== s && (u2 = el()) !== s && Ny() !== s ? ((a2 = xy()) === s && (a2 = null), a2 !== s ? (Bc = t3, t3 = e3 = { type: "elseif", boolean_expr: n2, then: u2, semicolon: a2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function of() {
      var t3, e3, n2, o2;
      return t3 = qc, "isolation" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(an)), e3 !== s && Ny() !== s ? ("level" === r2.substr(qc, 5).toLowerCase() ? (n2 = r2.substr(qc, 5), qc += 5) : (n2 = s, 0 === Vc && Zc(cn)), n2 !== s && Ny() !== s && (o2 = (function() {
        var t4, e4, n3;
        return t4 = qc, "serializable" === r2.substr(qc, 12).toLowerCase() ? (e4 = r2.substr(qc, 12), qc += 12) : (e4 = s, 0 === Vc && Zc(tn)), e4 !== s && (Bc = t4, e4 = { type: "origin", value: "serializable" }), (t4 = e4) === s && (t4 = qc, "repeatable" === r2.substr(qc, 10).toLowerCase() ? (e4 = r2.substr(qc, 10), qc += 10) : (e4 = s, 0 === Vc && Zc(en)), e4 !== s && Ny() !== s ? ("read" === r2.substr(qc, 4).toLowerCase() ? (n3 = r2.substr(qc, 4), qc += 4) : (n3 = s, 0 === Vc && Zc(nn)), n3 !== s ? (Bc = t4, t4 = e4 = { type: "origin", value: "repeatable read" }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, "read" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(nn)), e4 !== s && Ny() !== s ? ("committed" === r2.substr(qc, 9).toLowerCase() ? (n3 = r2.substr(qc, 9), qc += 9) : (n3 = s, 0 === Vc && Zc(on)), n3 === s && ("uncommitted" === r2.substr(qc, 11).toLowerCase() ? (n3 = r2.substr(qc, 11), qc += 11) : (n3 = s, 0 === Vc && Zc(sn))), n3 !== s ? (Bc = t4, t4 = e4 = un(n3)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s))), t4;
      })()) !== s ? (Bc = t3, t3 = e3 = { type: "origin", value: "isolation level " + o2.value }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "read" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(nn)), e3 !== s && Ny() !== s ? ("write" === r2.substr(qc, 5).toLowerCase() ? (n2 = r2.substr(qc, 5), qc += 5) : (n2 = s, 0 === Vc && Zc(ln)), n2 === s && ("only" === r2.substr(qc, 4).toLowerCase() ? (n2 = r2.substr(qc, 4), qc += 4) : (n2 = s, 0 === Vc && Zc(zr))), n2 !== s ? (Bc = t3, t3 = e3 = un(n2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Ev()) === s && (e3 = null), e3 !== s && Ny() !== s ? ("deferrable" === r2.substr(qc, 10).toLowerCase() ? (n2 = r2.substr(qc, 10), qc += 10) : (n2 = s, 0 === Vc && Zc(Mt)), n2 !== s ? (Bc = t3, t3 = e3 = { type: "origin", value: e3 ? "not deferrable" : "deferrable" }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s))), t3;
    }
    function sf() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = of()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = of()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = of()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function uf() {
      var t3, e3, n2, o2, u2, a2, i2;
      return t3 = qc, e3 = qc, 40 === r2.charCodeAt(qc) ? (n2 = "(", qc++) : (n2 = s, 0 === Vc && Zc(An)), n2 !== s && (o2 = Ny()) !== s && (u2 = af()) !== s && (a2 = Ny()) !== s ? (41 === r2.charCodeAt(qc) ? (i2 = ")", qc++) : (i2 = s, 0 === Vc && Zc(gn)), i2 !== s ? e3 = n2 = [n2, o2, u2, a2, i2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s), e3 !== s && (Bc = t3, e3 = { ...e3[2], parentheses_symbol: true }), t3 = e3;
    }
    function af() {
      var t3, e3;
      return t3 = qc, Up() !== s && Ny() !== s ? (59 === r2.charCodeAt(qc) ? (e3 = ";", qc++) : (e3 = s, 0 === Vc && Zc(Tn)), e3 !== s ? (Bc = t3, t3 = { type: "select" }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = (function() {
        var t4, e4, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2, v2, y2, d2, w2;
        t4 = qc, (e4 = Ny()) !== s ? ((n2 = cf()) === s && (n2 = null), n2 !== s && Ny() !== s && Up() !== s && Oy() !== s ? ((o2 = (function() {
          var r3, t5, e5, n3, o3, u3;
          if (r3 = qc, (t5 = bf()) !== s) {
            for (e5 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = bf()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s); n3 !== s; ) e5.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = bf()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s);
            e5 !== s ? (Bc = r3, t5 = (function(r4, t6) {
              const e6 = [r4];
              for (let r5 = 0, n4 = t6.length; r5 < n4; ++r5) e6.push(t6[r5][1]);
              return e6;
            })(t5, e5), r3 = t5) : (qc = r3, r3 = s);
          } else qc = r3, r3 = s;
          return r3;
        })()) === s && (o2 = null), o2 !== s && Ny() !== s ? ((u2 = (function() {
          var r3, t5, e5;
          r3 = qc, (t5 = yv()) !== s && Ny() !== s && nv() !== s && Ny() !== s && gy() !== s && Ny() !== s && (e5 = pf()) !== s && Ny() !== s && Ty() !== s ? (Bc = r3, t5 = (function(r4, t6, e6) {
            return console.lo, { type: r4 + " ON", columns: e6 };
          })(t5, 0, e5), r3 = t5) : (qc = r3, r3 = s);
          r3 === s && (r3 = qc, (t5 = yv()) === s && (t5 = null), t5 !== s && (Bc = r3, t5 = { type: t5 }), r3 = t5);
          return r3;
        })()) === s && (u2 = null), u2 !== s && Ny() !== s && (a2 = vf()) !== s && Ny() !== s ? ((i2 = Ef()) === s && (i2 = null), i2 !== s && Ny() !== s ? ((c2 = Af()) === s && (c2 = null), c2 !== s && Ny() !== s ? ((l2 = Ef()) === s && (l2 = null), l2 !== s && Ny() !== s ? ((f2 = Uf()) === s && (f2 = null), f2 !== s && Ny() !== s ? ((b2 = (function() {
          var r3, t5, e5;
          r3 = qc, (t5 = cv()) !== s && Ny() !== s && lv() !== s && Ny() !== s && (e5 = eb()) !== s ? (Bc = r3, t5 = { columns: e5.value }, r3 = t5) : (qc = r3, r3 = s);
          return r3;
        })()) === s && (b2 = null), b2 !== s && Ny() !== s ? ((p2 = (function() {
          var t5, e5;
          t5 = qc, (function() {
            var t6, e6, n3, o3;
            t6 = qc, "having" === r2.substr(qc, 6).toLowerCase() ? (e6 = r2.substr(qc, 6), qc += 6) : (e6 = s, 0 === Vc && Zc(ca));
            e6 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t6 = e6 = [e6, n3] : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            return t6;
          })() !== s && Ny() !== s && (e5 = cb()) !== s ? (Bc = t5, t5 = e5) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (p2 = null), p2 !== s && Ny() !== s ? ((v2 = Hf()) === s && (v2 = null), v2 !== s && Ny() !== s ? ((y2 = Vf()) === s && (y2 = null), y2 !== s && Ny() !== s ? ((d2 = (function() {
          var t5, e5;
          t5 = qc, (function() {
            var t6, e6, n3, o3;
            t6 = qc, "window" === r2.substr(qc, 6).toLowerCase() ? (e6 = r2.substr(qc, 6), qc += 6) : (e6 = s, 0 === Vc && Zc(U));
            e6 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t6 = e6 = [e6, n3] : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            return t6;
          })() !== s && Ny() !== s && (e5 = (function() {
            var r3, t6, e6, n3, o3, u3, a3, i3;
            if (r3 = qc, (t6 = Df()) !== s) {
              for (e6 = [], n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Df()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s); n3 !== s; ) e6.push(n3), n3 = qc, (o3 = Ny()) !== s && (u3 = Ey()) !== s && (a3 = Ny()) !== s && (i3 = Df()) !== s ? n3 = o3 = [o3, u3, a3, i3] : (qc = n3, n3 = s);
              e6 !== s ? (Bc = r3, t6 = cd(t6, e6), r3 = t6) : (qc = r3, r3 = s);
            } else qc = r3, r3 = s;
            return r3;
          })()) !== s ? (Bc = t5, t5 = { keyword: "window", type: "window", expr: e5 }) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (d2 = null), d2 !== s && Ny() !== s ? ((w2 = Ef()) === s && (w2 = null), w2 !== s ? (Bc = t4, e4 = (function(r3, t5, e5, n3, o3, s2, u3, a3, i3, c3, l3, f3, b3, p3) {
          if (o3 && u3 || o3 && p3 || u3 && p3 || o3 && u3 && p3) throw new Error("A given SQL statement can contain at most one INTO clause");
          return s2 && s2.forEach((r4) => r4.table && yd.add(`select::${[r4.db, r4.schema].filter(Boolean).join(".") || null}::${r4.table}`)), { with: r3, type: "select", options: t5, distinct: e5, columns: n3, into: { ...o3 || u3 || p3 || {}, position: (o3 ? "column" : u3 && "from") || p3 && "end" }, from: s2, where: a3, groupby: i3, having: c3, orderby: l3, limit: f3, window: b3 };
        })(n2, o2, u2, a2, i2, c2, l2, f2, b2, p2, v2, y2, d2, w2), t4 = e4) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) === s && (t3 = uf()), t3;
    }
    function cf() {
      var r3, t3, e3, n2, o2, u2, a2, i2, c2, l2, f2;
      if (r3 = qc, iv() !== s) if (Ny() !== s) if ((t3 = lf()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = lf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = lf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      if (r3 === s) if (r3 = qc, Ny() !== s) if (iv() !== s) if ((t3 = Ny()) !== s) if ((e3 = Bp()) !== s) if ((n2 = Ny()) !== s) if ((o2 = lf()) !== s) {
        for (u2 = [], a2 = qc, (i2 = Ny()) !== s && (c2 = Ey()) !== s && (l2 = Ny()) !== s && (f2 = lf()) !== s ? a2 = i2 = [i2, c2, l2, f2] : (qc = a2, a2 = s); a2 !== s; ) u2.push(a2), a2 = qc, (i2 = Ny()) !== s && (c2 = Ey()) !== s && (l2 = Ny()) !== s && (f2 = lf()) !== s ? a2 = i2 = [i2, c2, l2, f2] : (qc = a2, a2 = s);
        u2 !== s ? (Bc = r3, r3 = (function(r4, t4) {
          return r4.recursive = true, cd(r4, t4);
        })(o2, u2)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      return r3;
    }
    function lf() {
      var r3, t3, e3, n2, o2, u2;
      return r3 = qc, (t3 = yp()) === s && (t3 = qb()), t3 !== s && Ny() !== s ? ((e3 = ff()) === s && (e3 = null), e3 !== s && Ny() !== s && zp() !== s && Ny() !== s && gy() !== s && Ny() !== s && (n2 = el()) !== s && Ny() !== s && Ty() !== s ? (Bc = r3, u2 = e3, "string" == typeof (o2 = t3) && (o2 = { type: "default", value: o2 }), r3 = t3 = { name: o2, stmt: n2.ast, columns: u2 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function ff() {
      var r3, t3;
      return r3 = qc, gy() !== s && Ny() !== s && (t3 = Mf()) !== s && Ny() !== s && Ty() !== s ? (Bc = r3, r3 = t3) : (qc = r3, r3 = s), r3;
    }
    function bf() {
      var t3, e3;
      return t3 = qc, (e3 = (function() {
        var t4;
        "sql_calc_found_rows" === r2.substr(qc, 19).toLowerCase() ? (t4 = r2.substr(qc, 19), qc += 19) : (t4 = s, 0 === Vc && Zc(uc));
        return t4;
      })()) === s && ((e3 = (function() {
        var t4;
        "sql_cache" === r2.substr(qc, 9).toLowerCase() ? (t4 = r2.substr(qc, 9), qc += 9) : (t4 = s, 0 === Vc && Zc(ac));
        return t4;
      })()) === s && (e3 = (function() {
        var t4;
        "sql_no_cache" === r2.substr(qc, 12).toLowerCase() ? (t4 = r2.substr(qc, 12), qc += 12) : (t4 = s, 0 === Vc && Zc(ic));
        return t4;
      })()), e3 === s && (e3 = (function() {
        var t4;
        "sql_big_result" === r2.substr(qc, 14).toLowerCase() ? (t4 = r2.substr(qc, 14), qc += 14) : (t4 = s, 0 === Vc && Zc(lc));
        return t4;
      })()) === s && (e3 = (function() {
        var t4;
        "sql_small_result" === r2.substr(qc, 16).toLowerCase() ? (t4 = r2.substr(qc, 16), qc += 16) : (t4 = s, 0 === Vc && Zc(cc));
        return t4;
      })()) === s && (e3 = (function() {
        var t4;
        "sql_buffer_result" === r2.substr(qc, 17).toLowerCase() ? (t4 = r2.substr(qc, 17), qc += 17) : (t4 = s, 0 === Vc && Zc(fc));
        return t4;
      })())), e3 !== s && (Bc = t3, e3 = e3), t3 = e3;
    }
    function pf() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = hf()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = hf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = hf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function vf() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = vv()) === s && (t3 = qc, (e3 = Ay()) !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = Ay())), t3 !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = hf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = hf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
          dd.add("select::null::(.*)");
          const e4 = { expr: { type: "column_ref", table: null, column: "*" }, as: null };
          return t4 && t4.length > 0 ? cd(e4, t4) : [e4];
        })(0, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3 === s && (r3 = pf()), r3;
    }
    function yf() {
      var r3, t3;
      return r3 = qc, _y() !== s && Ny() !== s ? ((t3 = Cp()) === s && (t3 = yp()) === s && (t3 = sp()), t3 !== s && Ny() !== s && Sy() !== s ? (Bc = r3, r3 = { brackets: true, index: t3 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function df() {
      var r3, t3, e3, n2, o2, u2;
      if (r3 = qc, (t3 = yf()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = yf()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = yf()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3, 1)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function wf() {
      var r3, t3, e3, n2, o2;
      return r3 = qc, (t3 = (function() {
        var r4, t4, e4, n3, o3, u2, a2, i2;
        if (r4 = qc, (t4 = ib()) !== s) {
          for (e4 = [], n3 = qc, (o3 = Ny()) !== s ? ((u2 = Av()) === s && (u2 = gv()) === s && (u2 = Ry()), u2 !== s && (a2 = Ny()) !== s && (i2 = ib()) !== s ? n3 = o3 = [o3, u2, a2, i2] : (qc = n3, n3 = s)) : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o3 = Ny()) !== s ? ((u2 = Av()) === s && (u2 = gv()) === s && (u2 = Ry()), u2 !== s && (a2 = Ny()) !== s && (i2 = ib()) !== s ? n3 = o3 = [o3, u2, a2, i2] : (qc = n3, n3 = s)) : (qc = n3, n3 = s);
          e4 !== s ? (Bc = r4, t4 = (function(r5, t5) {
            const e5 = r5.ast;
            if (e5 && "select" === e5.type && (!(r5.parentheses_symbol || r5.parentheses || r5.ast.parentheses || r5.ast.parentheses_symbol) || 1 !== e5.columns.length || "*" === e5.columns[0].expr.column)) throw new Error("invalid column clause with select statement");
            if (!t5 || 0 === t5.length) return r5;
            const n4 = t5.length;
            let o4 = t5[n4 - 1][3];
            for (let e6 = n4 - 1; e6 >= 0; e6--) {
              const n5 = 0 === e6 ? r5 : t5[e6 - 1][3];
              o4 = ad(t5[e6][1], n5, o4);
            }
            return o4;
          })(t4, e4), r4 = t4) : (qc = r4, r4 = s);
        } else qc = r4, r4 = s;
        return r4;
      })()) !== s && Ny() !== s ? ((e3 = df()) === s && (e3 = null), e3 !== s ? (Bc = r3, n2 = t3, (o2 = e3) && (n2.array_index = o2), r3 = t3 = n2) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function Lf() {
      var t3, e3, n2, o2;
      return t3 = qc, "at" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(_n)), e3 !== s && Ny() !== s && zv() !== s && Ny() !== s ? ("zone" === r2.substr(qc, 4).toLowerCase() ? (n2 = r2.substr(qc, 4), qc += 4) : (n2 = s, 0 === Vc && Zc(Sn)), n2 !== s && Ny() !== s ? ((o2 = Ob()) === s && (o2 = Tb()), o2 !== s ? (Bc = t3, t3 = e3 = [{ type: "origin", value: "at time zone" }, o2]) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function hf() {
      var r3, t3, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2;
      if (r3 = qc, (t3 = gb()) !== s && (Bc = r3, t3 = /* @__PURE__ */ (function(r4) {
        return { expr: r4, as: null };
      })(t3)), (r3 = t3) === s) {
        if (r3 = qc, (t3 = Tb()) !== s) if ((e3 = Ny()) !== s) if ((n2 = cp()) !== s) if ((o2 = Ny()) !== s) {
          if (u2 = [], (a2 = Lf()) !== s) for (; a2 !== s; ) u2.push(a2), a2 = Lf();
          else u2 = s;
          u2 !== s && (a2 = Ny()) !== s ? ((i2 = mf()) === s && (i2 = null), i2 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4, n3) {
            return t4.target[t4.target.length - 1].suffix = e4.flat(), { ...t4, as: n3, type: "cast", expr: r4, suffix: e4.flat() };
          })(t3, n2, u2, i2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        } else qc = r3, r3 = s;
        else qc = r3, r3 = s;
        else qc = r3, r3 = s;
        else qc = r3, r3 = s;
        if (r3 === s) {
          if (r3 = qc, (t3 = _b()) === s && (t3 = wf()), t3 !== s) if ((e3 = Ny()) !== s) if ((n2 = cp()) !== s) if ((o2 = Ny()) !== s) {
            for (u2 = [], a2 = qc, (i2 = Ny()) !== s ? ((c2 = wb()) === s && (c2 = hb()), c2 !== s && (l2 = Ny()) !== s && (f2 = wf()) !== s ? a2 = i2 = [i2, c2, l2, f2] : (qc = a2, a2 = s)) : (qc = a2, a2 = s); a2 !== s; ) u2.push(a2), a2 = qc, (i2 = Ny()) !== s ? ((c2 = wb()) === s && (c2 = hb()), c2 !== s && (l2 = Ny()) !== s && (f2 = wf()) !== s ? a2 = i2 = [i2, c2, l2, f2] : (qc = a2, a2 = s)) : (qc = a2, a2 = s);
            if (u2 !== s) if ((a2 = Ny()) !== s) {
              for (i2 = [], c2 = Lf(); c2 !== s; ) i2.push(c2), c2 = Lf();
              i2 !== s && (c2 = Ny()) !== s ? ((l2 = mf()) === s && (l2 = null), l2 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4, n3, o3) {
                return "column_ref" === r4.type && n3.length && (r4.column.options = { type: "expr_list", value: n3.flat(), separator: " " }), { ...t4, as: o3, type: "cast", expr: r4, tail: e4 && e4[0] && { operator: e4[0][1], expr: e4[0][3] } };
              })(t3, n2, u2, i2, l2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
            } else qc = r3, r3 = s;
            else qc = r3, r3 = s;
          } else qc = r3, r3 = s;
          else qc = r3, r3 = s;
          else qc = r3, r3 = s;
          else qc = r3, r3 = s;
          r3 === s && (r3 = qc, (t3 = jb()) !== s && (e3 = Ny()) !== s && (n2 = my()) !== s ? (o2 = qc, (u2 = xb()) !== s && (a2 = Ny()) !== s && (i2 = my()) !== s ? o2 = u2 = [u2, a2, i2] : (qc = o2, o2 = s), o2 === s && (o2 = null), o2 !== s && (u2 = Ny()) !== s && (a2 = Ay()) !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
            const e4 = t4 && t4[0];
            let n3;
            e4 && (n3 = r4, r4 = e4), dd.add(`select::${r4 ? r4.value : null}::(.*)`);
            return { expr: { type: "column_ref", table: r4, schema: n3, column: "*" }, as: null };
          })(t3, o2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, t3 = qc, (e3 = jb()) !== s && (n2 = Ny()) !== s && (o2 = my()) !== s ? t3 = e3 = [e3, n2, o2] : (qc = t3, t3 = s), t3 === s && (t3 = null), t3 !== s && (e3 = Ny()) !== s && (n2 = Ay()) !== s ? (Bc = r3, r3 = t3 = (function(r4) {
            const t4 = r4 && r4[0] || null;
            return dd.add(`select::${t4 ? t4.value : null}::(.*)`), { expr: { type: "column_ref", table: t4, column: "*" }, as: null };
          })(t3)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t3 = wf()) !== s && (e3 = Ny()) !== s ? ((n2 = mf()) === s && (n2 = null), n2 !== s ? (Bc = r3, p2 = n2, "double_quote_string" !== (b2 = t3).type && "single_quote_string" !== b2.type || dd.add("select::null::" + b2.value), r3 = t3 = { type: "expr", expr: b2, as: p2 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s))));
        }
      }
      return r3;
    }
    function Cf() {
      var r3, t3, e3;
      return r3 = qc, (t3 = zp()) === s && (t3 = null), t3 !== s && Ny() !== s && (e3 = Nb()) !== s ? (Bc = r3, r3 = t3 = e3) : (qc = r3, r3 = s), r3;
    }
    function mf() {
      var r3, t3, e3;
      return r3 = qc, (t3 = zp()) !== s && Ny() !== s && (e3 = Nb()) !== s ? (Bc = r3, r3 = t3 = e3) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t3 = zp()) === s && (t3 = null), t3 !== s && Ny() !== s && (e3 = Nb()) !== s ? (Bc = r3, r3 = t3 = e3) : (qc = r3, r3 = s)), r3;
    }
    function Ef() {
      var t3, e3, n2;
      return t3 = qc, Xp() !== s && Ny() !== s && (e3 = (function() {
        var r3, t4, e4, n3, o2, u2, a2, i2;
        if (r3 = qc, (t4 = Ky()) !== s) {
          for (e4 = [], n3 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Ky()) !== s ? n3 = o2 = [o2, u2, a2, i2] : (qc = n3, n3 = s); n3 !== s; ) e4.push(n3), n3 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Ky()) !== s ? n3 = o2 = [o2, u2, a2, i2] : (qc = n3, n3 = s);
          e4 !== s ? (Bc = r3, t4 = cd(t4, e4), r3 = t4) : (qc = r3, r3 = s);
        } else qc = r3, r3 = s;
        return r3;
      })()) !== s ? (Bc = t3, t3 = { keyword: "var", type: "into", expr: e3 }) : (qc = t3, t3 = s), t3 === s && (t3 = qc, Xp() !== s && Ny() !== s ? ("outfile" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(xn)), e3 === s && ("dumpfile" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(jn))), e3 === s && (e3 = null), e3 !== s && Ny() !== s ? ((n2 = yp()) === s && (n2 = Ib()), n2 !== s ? (Bc = t3, t3 = { keyword: e3, type: "into", expr: n2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)), t3;
    }
    function Af() {
      var r3, t3;
      return r3 = qc, Qp() !== s && Ny() !== s && (t3 = xf()) !== s ? (Bc = r3, r3 = t3) : (qc = r3, r3 = s), r3;
    }
    function gf() {
      var r3, t3, e3;
      return r3 = qc, (t3 = Nf()) !== s && Ny() !== s && Rp() !== s && Ny() !== s && (e3 = Nf()) !== s ? (Bc = r3, r3 = t3 = [t3, e3]) : (qc = r3, r3 = s), r3;
    }
    function Tf() {
      var t3, e3;
      return t3 = qc, av() !== s && Ny() !== s ? ("btree" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(In)), e3 === s && ("hash" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Rn)), e3 === s && ("gist" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Nn)), e3 === s && ("gin" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(On))))), e3 !== s ? (Bc = t3, t3 = { keyword: "using", type: e3.toLowerCase() }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function _f() {
      var r3, t3, e3, n2, o2, u2;
      if (r3 = qc, (t3 = Sf()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Sf()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Sf()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
          const e4 = [r4];
          for (let r5 = 0; r5 < t4.length; r5++) e4.push(t4[r5][1]);
          return e4;
        })(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function Sf() {
      var t3, e3, n2, o2, u2, a2;
      return t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "key_block_size" === r2.substr(qc, 14).toLowerCase() ? (e4 = r2.substr(qc, 14), qc += 14) : (e4 = s, 0 === Vc && Zc(Vt));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "KEY_BLOCK_SIZE") : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && Ny() !== s ? ((n2 = fy()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = Cp()) !== s ? (Bc = t3, u2 = n2, a2 = o2, t3 = e3 = { type: e3.toLowerCase(), symbol: u2, expr: a2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = qb()) !== s && Ny() !== s && (n2 = fy()) !== s && Ny() !== s ? ((o2 = Cp()) === s && (o2 = Ib()), o2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        return { type: r3.toLowerCase(), symbol: t4, expr: "string" == typeof e4 && { type: "origin", value: e4 } || e4 };
      })(e3, n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = Tf()) === s && (t3 = qc, "with" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(kn)), e3 !== s && Ny() !== s ? ("parser" === r2.substr(qc, 6).toLowerCase() ? (n2 = r2.substr(qc, 6), qc += 6) : (n2 = s, 0 === Vc && Zc(Un)), n2 !== s && Ny() !== s && (o2 = qb()) !== s ? (Bc = t3, t3 = e3 = { type: "with parser", expr: o2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "visible" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Mn)), e3 === s && ("invisible" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(Dn))), e3 !== s && (Bc = t3, e3 = (function(r3) {
        return { type: r3.toLowerCase(), expr: r3.toLowerCase() };
      })(e3)), (t3 = e3) === s && (t3 = Uy())))), t3;
    }
    function xf() {
      var r3, t3, e3, n2;
      if (r3 = qc, (t3 = If()) !== s) {
        for (e3 = [], n2 = jf(); n2 !== s; ) e3.push(n2), n2 = jf();
        e3 !== s ? (Bc = r3, r3 = t3 = Pn(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function jf() {
      var r3, t3, e3;
      return r3 = qc, Ny() !== s && (t3 = Ey()) !== s && Ny() !== s && (e3 = If()) !== s ? (Bc = r3, r3 = e3) : (qc = r3, r3 = s), r3 === s && (r3 = qc, Ny() !== s && (t3 = (function() {
        var r4, t4, e4, n2, o2, u2, a2, i2, c2, l2, f2;
        if (r4 = qc, (t4 = Rf()) !== s) if (Ny() !== s) if ((e4 = If()) !== s) if (Ny() !== s) if ((n2 = av()) !== s) if (Ny() !== s) if (gy() !== s) if (Ny() !== s) if ((o2 = xb()) !== s) {
          for (u2 = [], a2 = qc, (i2 = Ny()) !== s && (c2 = Ey()) !== s && (l2 = Ny()) !== s && (f2 = xb()) !== s ? a2 = i2 = [i2, c2, l2, f2] : (qc = a2, a2 = s); a2 !== s; ) u2.push(a2), a2 = qc, (i2 = Ny()) !== s && (c2 = Ey()) !== s && (l2 = Ny()) !== s && (f2 = xb()) !== s ? a2 = i2 = [i2, c2, l2, f2] : (qc = a2, a2 = s);
          u2 !== s && (a2 = Ny()) !== s && (i2 = Ty()) !== s ? (Bc = r4, b2 = t4, v2 = o2, y2 = u2, (p2 = e4).join = b2, p2.using = cd(v2, y2), r4 = t4 = p2) : (qc = r4, r4 = s);
        } else qc = r4, r4 = s;
        else qc = r4, r4 = s;
        else qc = r4, r4 = s;
        else qc = r4, r4 = s;
        else qc = r4, r4 = s;
        else qc = r4, r4 = s;
        else qc = r4, r4 = s;
        else qc = r4, r4 = s;
        else qc = r4, r4 = s;
        var b2, p2, v2, y2;
        r4 === s && (r4 = qc, (t4 = Rf()) !== s && Ny() !== s && (e4 = If()) !== s && Ny() !== s ? ((n2 = kf()) === s && (n2 = null), n2 !== s ? (Bc = r4, t4 = (function(r5, t5, e5) {
          return t5.join = r5, t5.on = e5, t5;
        })(t4, e4, n2), r4 = t4) : (qc = r4, r4 = s)) : (qc = r4, r4 = s), r4 === s && (r4 = qc, (t4 = Rf()) === s && (t4 = ol()), t4 !== s && Ny() !== s && (e4 = gy()) !== s && Ny() !== s ? ((n2 = sl()) === s && (n2 = xf()), n2 !== s && Ny() !== s && Ty() !== s && Ny() !== s ? ((o2 = mf()) === s && (o2 = null), o2 !== s && (u2 = Ny()) !== s ? ((a2 = kf()) === s && (a2 = null), a2 !== s ? (Bc = r4, t4 = (function(r5, t5, e5, n3) {
          return Array.isArray(t5) && (t5 = { type: "tables", expr: t5 }), t5.parentheses = true, { expr: t5, as: e5, join: r5, on: n3 };
        })(t4, n2, o2, a2), r4 = t4) : (qc = r4, r4 = s)) : (qc = r4, r4 = s)) : (qc = r4, r4 = s)) : (qc = r4, r4 = s)));
        return r4;
      })()) !== s ? (Bc = r3, r3 = t3) : (qc = r3, r3 = s)), r3;
    }
    function If() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2;
      return t3 = qc, (e3 = (function() {
        var t4;
        "dual" === r2.substr(qc, 4).toLowerCase() ? (t4 = r2.substr(qc, 4), qc += 4) : (t4 = s, 0 === Vc && Zc(Ji));
        return t4;
      })()) !== s && (Bc = t3, e3 = { type: "dual" }), (t3 = e3) === s && (t3 = qc, (e3 = rb()) !== s && Ny() !== s ? ((n2 = Cf()) === s && (n2 = null), n2 !== s ? (Bc = t3, t3 = e3 = { expr: e3, as: n2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "lateral" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Gn)), e3 === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = gy()) !== s && Ny() !== s ? ((o2 = sl()) === s && (o2 = rb()), o2 !== s && Ny() !== s && (u2 = Ty()) !== s && (a2 = Ny()) !== s ? ((i2 = Cf()) === s && (i2 = null), i2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        return t4.parentheses = true, { prefix: r3, expr: t4, as: e4 };
      })(e3, o2, i2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "lateral" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Gn)), e3 === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = gy()) !== s && Ny() !== s && (o2 = xf()) !== s && Ny() !== s && (u2 = Ty()) !== s && (a2 = Ny()) !== s ? ((i2 = Cf()) === s && (i2 = null), i2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        return { prefix: r3, expr: t4 = { type: "tables", expr: t4, parentheses: true }, as: e4 };
      })(e3, o2, i2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "lateral" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Gn)), e3 === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = sp()) !== s && Ny() !== s ? ((o2 = mf()) === s && (o2 = null), o2 !== s ? (Bc = t3, t3 = e3 = /* @__PURE__ */ (function(r3, t4, e4) {
        return { prefix: r3, type: "expr", expr: t4, as: e4 };
      })(e3, n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Nf()) !== s && Ny() !== s ? ("tablesample" === r2.substr(qc, 11).toLowerCase() ? (n2 = r2.substr(qc, 11), qc += 11) : (n2 = s, 0 === Vc && Zc($n)), n2 !== s && Ny() !== s && (o2 = sp()) !== s && Ny() !== s ? (u2 = qc, "repeatable" === r2.substr(qc, 10).toLowerCase() ? (a2 = r2.substr(qc, 10), qc += 10) : (a2 = s, 0 === Vc && Zc(en)), a2 !== s && (i2 = Ny()) !== s && (c2 = gy()) !== s && (l2 = Ny()) !== s && (f2 = Cp()) !== s && (b2 = Ny()) !== s && (p2 = Ty()) !== s ? u2 = a2 = [a2, i2, c2, l2, f2, b2, p2] : (qc = u2, u2 = s), u2 === s && (u2 = null), u2 !== s && (a2 = Ny()) !== s ? ((i2 = mf()) === s && (i2 = null), i2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4, n3) {
        return { ...r3, as: n3, tablesample: { expr: t4, repeatable: e4 && e4[4] } };
      })(e3, o2, u2, i2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Nf()) !== s && Ny() !== s ? ((n2 = mf()) === s && (n2 = null), n2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        return "var" === r3.type ? (r3.as = t4, r3) : { ...r3, as: t4 };
      })(e3, n2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s))))))), t3;
    }
    function Rf() {
      var t3, e3, n2, o2;
      return t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "left" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Ku));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t4 = e4 = [e4, n3] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (n2 = Ny()) !== s ? ((o2 = sv()) === s && (o2 = null), o2 !== s && Ny() !== s && ov() !== s ? (Bc = t3, t3 = e3 = "LEFT JOIN") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "right" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(zu));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t4 = e4 = [e4, n3] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (n2 = Ny()) !== s ? ((o2 = sv()) === s && (o2 = null), o2 !== s && Ny() !== s && ov() !== s ? (Bc = t3, t3 = e3 = "RIGHT JOIN") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "full" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(ht));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t4 = e4 = [e4, n3] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (n2 = Ny()) !== s ? ((o2 = sv()) === s && (o2 = null), o2 !== s && Ny() !== s && ov() !== s ? (Bc = t3, t3 = e3 = "FULL JOIN") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "cross" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(Fn)), e3 !== s && (n2 = Ny()) !== s && (o2 = ov()) !== s ? (Bc = t3, t3 = e3 = "CROSS JOIN") : (qc = t3, t3 = s), t3 === s && (t3 = qc, e3 = qc, (n2 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "inner" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(Zu));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t4 = e4 = [e4, n3] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (o2 = Ny()) !== s ? e3 = n2 = [n2, o2] : (qc = e3, e3 = s), e3 === s && (e3 = null), e3 !== s && (n2 = ov()) !== s ? (Bc = t3, t3 = e3 = "INNER JOIN") : (qc = t3, t3 = s))))), t3;
    }
    function Nf() {
      var r3, t3, e3, n2, o2, u2, a2, i2, c2;
      return r3 = qc, (t3 = Ib()) !== s ? (e3 = qc, (n2 = Ny()) !== s && (o2 = my()) !== s && (u2 = Ny()) !== s ? ((a2 = Ib()) === s && (a2 = Ay()), a2 !== s ? e3 = n2 = [n2, o2, u2, a2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s), e3 === s && (e3 = null), e3 !== s ? (n2 = qc, (o2 = Ny()) !== s && (u2 = my()) !== s && (a2 = Ny()) !== s ? ((i2 = Ib()) === s && (i2 = Ay()), i2 !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4) {
        const n3 = { db: null, table: r4 };
        return null !== e4 ? (n3.db = r4, n3.schema = t4[3], n3.table = e4[3], n3) : (null !== t4 && (n3.db = r4, n3.table = t4[3]), n3);
      })(t3, e3, n2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t3 = Ky()) !== s && (Bc = r3, (c2 = t3).db = null, c2.table = c2.name, t3 = c2), r3 = t3), r3;
    }
    function Of() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = ib()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s ? ((u2 = Av()) === s && (u2 = gv()), u2 !== s && (a2 = Ny()) !== s && (i2 = ib()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s ? ((u2 = Av()) === s && (u2 = gv()), u2 !== s && (a2 = Ny()) !== s && (i2 = ib()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
          const e4 = t4.length;
          let n3 = r4;
          for (let r5 = 0; r5 < e4; ++r5) n3 = ad(t4[r5][1], n3, t4[r5][3]);
          return n3;
        })(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function kf() {
      var r3, t3;
      return r3 = qc, nv() !== s && Ny() !== s && (t3 = cb()) !== s ? (Bc = r3, r3 = t3) : (qc = r3, r3 = s), r3;
    }
    function Uf() {
      var t3, e3;
      return t3 = qc, (function() {
        var t4, e4, n2, o2;
        t4 = qc, "where" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(ua));
        e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t4 = e4 = [e4, n2] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })() !== s && Ny() !== s && (e3 = cb()) !== s ? (Bc = t3, t3 = e3) : (qc = t3, t3 = s), t3;
    }
    function Mf() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = Tb()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Tb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Tb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function Df() {
      var r3, t3, e3;
      return r3 = qc, (t3 = qb()) !== s && Ny() !== s && zp() !== s && Ny() !== s && (e3 = Pf()) !== s ? (Bc = r3, r3 = t3 = { name: t3, as_window_specification: e3 }) : (qc = r3, r3 = s), r3;
    }
    function Pf() {
      var r3, t3;
      return (r3 = qb()) === s && (r3 = qc, gy() !== s && Ny() !== s ? ((t3 = (function() {
        var r4, t4, e3, n2;
        r4 = qc, (t4 = Bf()) === s && (t4 = null);
        t4 !== s && Ny() !== s ? ((e3 = Hf()) === s && (e3 = null), e3 !== s && Ny() !== s ? ((n2 = (function() {
          var r5, t5, e4, n3, o2;
          r5 = qc, (t5 = Kv()) !== s && Ny() !== s ? ((e4 = Gf()) === s && (e4 = $f()), e4 !== s ? (Bc = r5, r5 = t5 = { type: "rows", expr: e4 }) : (qc = r5, r5 = s)) : (qc = r5, r5 = s);
          r5 === s && (r5 = qc, (t5 = Kv()) !== s && Ny() !== s && (e4 = dv()) !== s && Ny() !== s && (n3 = $f()) !== s && Ny() !== s && Av() !== s && Ny() !== s && (o2 = Gf()) !== s ? (Bc = r5, t5 = ad(e4, { type: "origin", value: "rows" }, { type: "expr_list", value: [n3, o2] }), r5 = t5) : (qc = r5, r5 = s));
          return r5;
        })()) === s && (n2 = null), n2 !== s ? (Bc = r4, r4 = t4 = { name: null, partitionby: t4, orderby: e3, window_frame_clause: n2 }) : (qc = r4, r4 = s)) : (qc = r4, r4 = s)) : (qc = r4, r4 = s);
        return r4;
      })()) === s && (t3 = null), t3 !== s && Ny() !== s && Ty() !== s ? (Bc = r3, r3 = { window_specification: t3 || {}, parentheses: true }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)), r3;
    }
    function Gf() {
      var t3, e3, n2, o2;
      return t3 = qc, (e3 = qf()) !== s && Ny() !== s ? ("following" === r2.substr(qc, 9).toLowerCase() ? (n2 = r2.substr(qc, 9), qc += 9) : (n2 = s, 0 === Vc && Zc(qn)), n2 !== s ? (Bc = t3, (o2 = e3).value += " FOLLOWING", t3 = e3 = o2) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = Ff()), t3;
    }
    function $f() {
      var t3, e3, n2, o2, u2;
      return t3 = qc, (e3 = qf()) !== s && Ny() !== s ? ("preceding" === r2.substr(qc, 9).toLowerCase() ? (n2 = r2.substr(qc, 9), qc += 9) : (n2 = s, 0 === Vc && Zc(Bn)), n2 === s && ("following" === r2.substr(qc, 9).toLowerCase() ? (n2 = r2.substr(qc, 9), qc += 9) : (n2 = s, 0 === Vc && Zc(qn))), n2 !== s ? (Bc = t3, u2 = n2, (o2 = e3).value += " " + u2.toUpperCase(), t3 = e3 = o2) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = Ff()), t3;
    }
    function Ff() {
      var t3, e3, n2;
      return t3 = qc, "current" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(cr)), e3 !== s && Ny() !== s ? ("row" === r2.substr(qc, 3).toLowerCase() ? (n2 = r2.substr(qc, 3), qc += 3) : (n2 = s, 0 === Vc && Zc($t)), n2 !== s ? (Bc = t3, t3 = e3 = { type: "origin", value: "current row" }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function qf() {
      var t3, e3;
      return t3 = qc, "unbounded" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(Hn)), e3 !== s && (Bc = t3, e3 = { type: "origin", value: e3.toUpperCase() }), (t3 = e3) === s && (t3 = Cp()), t3;
    }
    function Bf() {
      var r3, t3, e3;
      return r3 = qc, Vp() !== s && Ny() !== s && lv() !== s && Ny() !== s ? ((t3 = Mf()) === s && (t3 = sp()), t3 !== s ? (Bc = r3, e3 = t3, r3 = Array.isArray(e3) ? e3.map((r4) => ({ type: "expr", expr: r4 })) : [{ type: "expr", expr: e3 }]) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function Hf() {
      var r3, t3;
      return r3 = qc, fv() !== s && Ny() !== s && lv() !== s && Ny() !== s && (t3 = (function() {
        var r4, t4, e3, n2, o2, u2, a2, i2;
        if (r4 = qc, (t4 = Yf()) !== s) {
          for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Yf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Yf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
          e3 !== s ? (Bc = r4, t4 = cd(t4, e3), r4 = t4) : (qc = r4, r4 = s);
        } else qc = r4, r4 = s;
        return r4;
      })()) !== s ? (Bc = r3, r3 = t3) : (qc = r3, r3 = s), r3;
    }
    function Yf() {
      var t3, e3, n2, o2, u2, a2, i2;
      return t3 = qc, (e3 = ib()) !== s && Ny() !== s ? ((n2 = pv()) === s && (n2 = bv()), n2 === s && (n2 = null), n2 !== s && Ny() !== s ? (o2 = qc, "nulls" === r2.substr(qc, 5).toLowerCase() ? (u2 = r2.substr(qc, 5), qc += 5) : (u2 = s, 0 === Vc && Zc(Sr)), u2 !== s && (a2 = Ny()) !== s ? ("first" === r2.substr(qc, 5).toLowerCase() ? (i2 = r2.substr(qc, 5), qc += 5) : (i2 = s, 0 === Vc && Zc(xr)), i2 === s && ("last" === r2.substr(qc, 4).toLowerCase() ? (i2 = r2.substr(qc, 4), qc += 4) : (i2 = s, 0 === Vc && Zc(jr))), i2 === s && (i2 = null), i2 !== s ? o2 = u2 = [u2, a2, i2] : (qc = o2, o2 = s)) : (qc = o2, o2 = s), o2 === s && (o2 = null), o2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        const n3 = { expr: r3, type: t4 };
        return n3.nulls = e4 && [e4[0], e4[2]].filter((r4) => r4).join(" "), n3;
      })(e3, n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Wf() {
      var r3;
      return (r3 = Cp()) === s && (r3 = Ky()) === s && (r3 = Wb()), r3;
    }
    function Vf() {
      var t3, e3, n2, o2, u2, a2, i2;
      return t3 = qc, e3 = qc, (n2 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "limit" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(la));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t4 = e4 = [e4, n3] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (o2 = Ny()) !== s ? ((u2 = Wf()) === s && (u2 = vv()) === s && (u2 = uf()), u2 !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s), e3 === s && (e3 = null), e3 !== s && (n2 = Ny()) !== s ? (o2 = qc, (u2 = (function() {
        var t4, e4, n3, o3;
        t4 = qc, "offset" === r2.substr(qc, 6).toLowerCase() ? (e4 = r2.substr(qc, 6), qc += 6) : (e4 = s, 0 === Vc && Zc(fa));
        e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "OFFSET") : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (a2 = Ny()) !== s && (i2 = Wf()) !== s ? o2 = u2 = [u2, a2, i2] : (qc = o2, o2 = s), o2 === s && (o2 = null), o2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        const e4 = [];
        return r3 && e4.push("string" == typeof r3[2] ? { type: "origin", value: "all" } : r3[2]), t4 && e4.push(t4[2]), { seperator: t4 && t4[0] && t4[0].toLowerCase() || "", value: e4 };
      })(e3, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Xf() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = Qf()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Qf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Qf()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function Qf() {
      var t3, e3, n2, o2, u2;
      return t3 = qc, (e3 = Cb()) !== s && Ny() !== s ? (61 === r2.charCodeAt(qc) ? (n2 = "=", qc++) : (n2 = s, 0 === Vc && Zc(ir)), n2 !== s && Ny() !== s && (o2 = ib()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        return { ...r3, value: t4 };
      })(e3, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Cb()) !== s && Ny() !== s ? (61 === r2.charCodeAt(qc) ? (n2 = "=", qc++) : (n2 = s, 0 === Vc && Zc(ir)), n2 !== s && Ny() !== s && (o2 = uv()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (u2 = Tb()) !== s && Ny() !== s && Ty() !== s ? (Bc = t3, t3 = e3 = { ...c, value: u2, keyword: "values" }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)), t3;
    }
    function Kf() {
      var t3, e3, n2;
      return t3 = qc, (e3 = (function() {
        var t4, e4, n3, o2;
        t4 = qc, "returning" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(qu));
        e4 !== s ? (n3 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "RETURNING") : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && Ny() !== s ? ((n2 = vf()) === s && (n2 = af()), n2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        return { type: r3 && r3.toLowerCase() || "returning", columns: "*" === t4 && [{ type: "expr", expr: { type: "column_ref", table: null, column: "*" }, as: null }] || t4 };
      })(e3, n2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function zf() {
      var r3, t3;
      return (r3 = rb()) === s && (r3 = qc, (t3 = sl()) !== s && (Bc = r3, t3 = t3.ast), r3 = t3), r3;
    }
    function Zf() {
      var r3, t3, e3, n2, o2, u2, a2, i2, c2;
      if (r3 = qc, Vp() !== s) if (Ny() !== s) if ((t3 = gy()) !== s) if (Ny() !== s) if ((e3 = qb()) !== s) {
        for (n2 = [], o2 = qc, (u2 = Ny()) !== s && (a2 = Ey()) !== s && (i2 = Ny()) !== s && (c2 = qb()) !== s ? o2 = u2 = [u2, a2, i2, c2] : (qc = o2, o2 = s); o2 !== s; ) n2.push(o2), o2 = qc, (u2 = Ny()) !== s && (a2 = Ey()) !== s && (i2 = Ny()) !== s && (c2 = qb()) !== s ? o2 = u2 = [u2, a2, i2, c2] : (qc = o2, o2 = s);
        n2 !== s && (o2 = Ny()) !== s && (u2 = Ty()) !== s ? (Bc = r3, r3 = cd(e3, n2)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      return r3 === s && (r3 = qc, Vp() !== s && Ny() !== s && (t3 = tb()) !== s ? (Bc = r3, r3 = t3) : (qc = r3, r3 = s)), r3;
    }
    function Jf() {
      var r3, t3;
      return r3 = qc, (t3 = qp()) !== s && (Bc = r3, t3 = "insert"), (r3 = t3) === s && (r3 = qc, (t3 = Hp()) !== s && (Bc = r3, t3 = "replace"), r3 = t3), r3;
    }
    function rb() {
      var r3, t3;
      return r3 = qc, uv() !== s && Ny() !== s && (t3 = (function() {
        var r4, t4, e3, n2, o2, u2, a2, i2;
        if (r4 = qc, (t4 = tb()) !== s) {
          for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = tb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = tb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
          e3 !== s ? (Bc = r4, t4 = cd(t4, e3), r4 = t4) : (qc = r4, r4 = s);
        } else qc = r4, r4 = s;
        return r4;
      })()) !== s ? (Bc = r3, r3 = { type: "values", values: t3 }) : (qc = r3, r3 = s), r3;
    }
    function tb() {
      var r3, t3;
      return r3 = qc, gy() !== s && Ny() !== s && (t3 = eb()) !== s && Ny() !== s && Ty() !== s ? (Bc = r3, r3 = t3) : (qc = r3, r3 = s), r3;
    }
    function eb() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = ib()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = ib()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = ib()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
          const e4 = { type: "expr_list" };
          return e4.value = cd(r4, t4), e4;
        })(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function nb() {
      var r3, t3, e3;
      return r3 = qc, ry() !== s && Ny() !== s && (t3 = ib()) !== s && Ny() !== s && (e3 = Dy()) !== s ? (Bc = r3, r3 = { type: "interval", expr: t3, unit: e3.toLowerCase() }) : (qc = r3, r3 = s), r3 === s && (r3 = qc, ry() !== s && Ny() !== s && (t3 = yp()) !== s ? (Bc = r3, r3 = /* @__PURE__ */ (function(r4) {
        return { type: "interval", expr: r4, unit: "" };
      })(t3)) : (qc = r3, r3 = s)), r3;
    }
    function ob() {
      var r3, t3, e3, n2, o2, u2;
      if (r3 = qc, (t3 = sb()) !== s) if (Ny() !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = sb()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = sb()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3, 1)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      return r3;
    }
    function sb() {
      var t3, e3, n2;
      return t3 = qc, xv() !== s && Ny() !== s && (e3 = Of()) !== s && Ny() !== s && (function() {
        var t4, e4, n3, o2;
        t4 = qc, "then" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(De));
        e4 !== s ? (n3 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? t4 = e4 = [e4, n3] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })() !== s && Ny() !== s && (n2 = wf()) !== s ? (Bc = t3, t3 = { type: "when", cond: e3, result: n2 }) : (qc = t3, t3 = s), t3;
    }
    function ub() {
      var r3, t3;
      return r3 = qc, jv() !== s && Ny() !== s && (t3 = ib()) !== s ? (Bc = r3, r3 = { type: "else", result: t3 }) : (qc = r3, r3 = s), r3;
    }
    function ab() {
      var r3;
      return (r3 = lb()) === s && (r3 = (function() {
        var r4, t3, e3, n2, o2, u2;
        if (r4 = qc, (t3 = wb()) !== s) {
          if (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = mb()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s), n2 !== s) for (; n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = mb()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s);
          else e3 = s;
          e3 !== s ? (Bc = r4, t3 = ud(t3, e3[0][1]), r4 = t3) : (qc = r4, r4 = s);
        } else qc = r4, r4 = s;
        return r4;
      })()), r3;
    }
    function ib() {
      var r3;
      return (r3 = ab()) === s && (r3 = sl()), r3;
    }
    function cb() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = ib()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s ? ((u2 = Av()) === s && (u2 = gv()) === s && (u2 = Ey()), u2 !== s && (a2 = Ny()) !== s && (i2 = ib()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s ? ((u2 = Av()) === s && (u2 = gv()) === s && (u2 = Ey()), u2 !== s && (a2 = Ny()) !== s && (i2 = ib()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
          const e4 = t4.length;
          let n3 = r4, o3 = "";
          for (let r5 = 0; r5 < e4; ++r5) "," === t4[r5][1] ? (o3 = ",", Array.isArray(n3) || (n3 = [n3]), n3.push(t4[r5][3])) : n3 = ad(t4[r5][1], n3, t4[r5][3]);
          if ("," === o3) {
            const r5 = { type: "expr_list" };
            return r5.value = n3, r5;
          }
          return n3;
        })(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function lb() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = fb()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Oy()) !== s && (u2 = gv()) !== s && (a2 = Ny()) !== s && (i2 = fb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Oy()) !== s && (u2 = gv()) !== s && (a2 = Ny()) !== s && (i2 = fb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = Vn(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function fb() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = bb()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Oy()) !== s && (u2 = Av()) !== s && (a2 = Ny()) !== s && (i2 = bb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Oy()) !== s && (u2 = Av()) !== s && (a2 = Ny()) !== s && (i2 = bb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = Vn(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function bb() {
      var t3, e3, n2, o2, u2;
      return (t3 = pb()) === s && (t3 = (function() {
        var r3, t4, e4;
        r3 = qc, (t4 = (function() {
          var r4, t5, e5, n4, o4;
          r4 = qc, t5 = qc, (e5 = Ev()) !== s && (n4 = Ny()) !== s && (o4 = mv()) !== s ? t5 = e5 = [e5, n4, o4] : (qc = t5, t5 = s);
          t5 !== s && (Bc = r4, t5 = (u3 = t5)[0] + " " + u3[2]);
          var u3;
          (r4 = t5) === s && (r4 = mv());
          return r4;
        })()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (e4 = sl()) !== s && Ny() !== s && Ty() !== s ? (Bc = r3, n3 = t4, (o3 = e4).parentheses = true, t4 = ud(n3, o3), r3 = t4) : (qc = r3, r3 = s);
        var n3, o3;
        return r3;
      })()) === s && (t3 = qc, (e3 = Ev()) === s && (e3 = qc, 33 === r2.charCodeAt(qc) ? (n2 = "!", qc++) : (n2 = s, 0 === Vc && Zc(Xn)), n2 !== s ? (o2 = qc, Vc++, 61 === r2.charCodeAt(qc) ? (u2 = "=", qc++) : (u2 = s, 0 === Vc && Zc(ir)), Vc--, u2 === s ? o2 = void 0 : (qc = o2, o2 = s), o2 !== s ? e3 = n2 = [n2, o2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s)), e3 !== s && (n2 = Ny()) !== s && (o2 = bb()) !== s ? (Bc = t3, t3 = e3 = ud("NOT", o2)) : (qc = t3, t3 = s)), t3;
    }
    function pb() {
      var t3, e3, n2, o2, u2;
      return t3 = qc, (e3 = db()) !== s && Ny() !== s ? ((n2 = (function() {
        var t4;
        (t4 = (function() {
          var r3, t5, e4, n3, o3, u3, a2;
          r3 = qc, t5 = [], e4 = qc, (n3 = Ny()) !== s && (o3 = vb()) !== s && (u3 = Ny()) !== s && (a2 = db()) !== s ? e4 = n3 = [n3, o3, u3, a2] : (qc = e4, e4 = s);
          if (e4 !== s) for (; e4 !== s; ) t5.push(e4), e4 = qc, (n3 = Ny()) !== s && (o3 = vb()) !== s && (u3 = Ny()) !== s && (a2 = db()) !== s ? e4 = n3 = [n3, o3, u3, a2] : (qc = e4, e4 = s);
          else t5 = s;
          t5 !== s && (Bc = r3, t5 = { type: "arithmetic", tail: t5 });
          return r3 = t5;
        })()) === s && (t4 = (function() {
          var r3, t5, e4, n3;
          r3 = qc, (t5 = yb()) !== s && Ny() !== s && (e4 = gy()) !== s && Ny() !== s && (n3 = eb()) !== s && Ny() !== s && Ty() !== s ? (Bc = r3, r3 = t5 = { op: t5, right: n3 }) : (qc = r3, r3 = s);
          r3 === s && (r3 = qc, (t5 = yb()) !== s && Ny() !== s ? ((e4 = Ky()) === s && (e4 = yp()) === s && (e4 = sp()), e4 !== s ? (Bc = r3, t5 = /* @__PURE__ */ (function(r4, t6) {
            return { op: r4, right: t6 };
          })(t5, e4), r3 = t5) : (qc = r3, r3 = s)) : (qc = r3, r3 = s));
          return r3;
        })()) === s && (t4 = (function() {
          var r3, t5, e4, n3;
          r3 = qc, (t5 = (function() {
            var r4, t6, e5, n4, o3;
            r4 = qc, t6 = qc, (e5 = Ev()) !== s && (n4 = Ny()) !== s && (o3 = dv()) !== s ? t6 = e5 = [e5, n4, o3] : (qc = t6, t6 = s);
            t6 !== s && (Bc = r4, t6 = (u3 = t6)[0] + " " + u3[2]);
            var u3;
            (r4 = t6) === s && (r4 = dv());
            return r4;
          })()) !== s && Ny() !== s && (e4 = db()) !== s && Ny() !== s && Av() !== s && Ny() !== s && (n3 = db()) !== s ? (Bc = r3, r3 = t5 = { op: t5, right: { type: "expr_list", value: [e4, n3] } }) : (qc = r3, r3 = s);
          return r3;
        })()) === s && (t4 = (function() {
          var r3, t5, e4, n3, o3, u3, a2, i2, c2;
          r3 = qc, (t5 = Lv()) !== s && (e4 = Ny()) !== s && (n3 = db()) !== s ? (Bc = r3, r3 = t5 = { op: "IS", right: n3 }) : (qc = r3, r3 = s);
          r3 === s && (r3 = qc, (t5 = Lv()) !== s && (e4 = Ny()) !== s ? (n3 = qc, (o3 = yv()) !== s && (u3 = Ny()) !== s && (a2 = Qp()) !== s && (i2 = Ny()) !== s && (c2 = Nf()) !== s ? n3 = o3 = [o3, u3, a2, i2, c2] : (qc = n3, n3 = s), n3 !== s ? (Bc = r3, t5 = (function(r4) {
            const { db: t6, table: e5 } = r4.pop(), n4 = "*" === e5 ? "*" : `"${e5}"`;
            return { op: "IS", right: { type: "default", value: "DISTINCT FROM " + (t6 ? `"${t6}".${n4}` : n4) } };
          })(n3), r3 = t5) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, t5 = qc, (e4 = Lv()) !== s && (n3 = Ny()) !== s && (o3 = Ev()) !== s ? t5 = e4 = [e4, n3, o3] : (qc = t5, t5 = s), t5 !== s && (e4 = Ny()) !== s && (n3 = db()) !== s ? (Bc = r3, t5 = /* @__PURE__ */ (function(r4) {
            return { op: "IS NOT", right: r4 };
          })(n3), r3 = t5) : (qc = r3, r3 = s)));
          return r3;
        })()) === s && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, (e4 = (function() {
            var t6, e5, n4, o4, u4;
            t6 = qc, e5 = qc, (n4 = Ev()) !== s && (o4 = Ny()) !== s ? ((u4 = hv()) === s && (u4 = Cv()), u4 !== s ? e5 = n4 = [n4, o4, u4] : (qc = e5, e5 = s)) : (qc = e5, e5 = s);
            e5 !== s && (Bc = t6, e5 = (a3 = e5)[0] + " " + a3[2]);
            var a3;
            (t6 = e5) === s && (t6 = hv()) === s && (t6 = Cv()) === s && (t6 = qc, "similar" === r2.substr(qc, 7).toLowerCase() ? (e5 = r2.substr(qc, 7), qc += 7) : (e5 = s, 0 === Vc && Zc(to)), e5 !== s && (n4 = Ny()) !== s && (o4 = Rp()) !== s ? (Bc = t6, t6 = e5 = "SIMILAR TO") : (qc = t6, t6 = s), t6 === s && (t6 = qc, (e5 = Ev()) !== s && (n4 = Ny()) !== s ? ("similar" === r2.substr(qc, 7).toLowerCase() ? (o4 = r2.substr(qc, 7), qc += 7) : (o4 = s, 0 === Vc && Zc(to)), o4 !== s && (u4 = Ny()) !== s && Rp() !== s ? (Bc = t6, t6 = e5 = "NOT SIMILAR TO") : (qc = t6, t6 = s)) : (qc = t6, t6 = s)));
            return t6;
          })()) !== s && Ny() !== s ? ((n3 = lp()) === s && (n3 = pb()), n3 !== s && Ny() !== s ? ((o3 = (function() {
            var t6, e5, n4;
            t6 = qc, "escape" === r2.substr(qc, 6).toLowerCase() ? (e5 = r2.substr(qc, 6), qc += 6) : (e5 = s, 0 === Vc && Zc(uo));
            e5 !== s && Ny() !== s && (n4 = yp()) !== s ? (Bc = t6, e5 = /* @__PURE__ */ (function(r3, t7) {
              return { type: "ESCAPE", value: t7 };
            })(0, n4), t6 = e5) : (qc = t6, t6 = s);
            return t6;
          })()) === s && (o3 = null), o3 !== s ? (Bc = t5, u3 = e4, a2 = n3, (i2 = o3) && (a2.escape = i2), t5 = e4 = { op: u3, right: a2 }) : (qc = t5, t5 = s)) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          var u3, a2, i2;
          return t5;
        })()) === s && (t4 = (function() {
          var t5, e4, n3;
          t5 = qc, (e4 = (function() {
            var t6;
            "!~*" === r2.substr(qc, 3) ? (t6 = "!~*", qc += 3) : (t6 = s, 0 === Vc && Zc(eo));
            t6 === s && ("~*" === r2.substr(qc, 2) ? (t6 = "~*", qc += 2) : (t6 = s, 0 === Vc && Zc(no)), t6 === s && (126 === r2.charCodeAt(qc) ? (t6 = "~", qc++) : (t6 = s, 0 === Vc && Zc(oo)), t6 === s && ("!~" === r2.substr(qc, 2) ? (t6 = "!~", qc += 2) : (t6 = s, 0 === Vc && Zc(so)))));
            return t6;
          })()) !== s && Ny() !== s ? ((n3 = lp()) === s && (n3 = pb()), n3 !== s ? (Bc = t5, t5 = e4 = { op: e4, right: n3 }) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })());
        return t4;
      })()) === s && (n2 = null), n2 !== s ? (Bc = t3, o2 = e3, t3 = e3 = null === (u2 = n2) ? o2 : "arithmetic" === u2.type ? ld(o2, u2.tail) : ad(u2.op, o2, u2.right)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = yp()) === s && (t3 = Tb()), t3;
    }
    function vb() {
      var t3;
      return ">=" === r2.substr(qc, 2) ? (t3 = ">=", qc += 2) : (t3 = s, 0 === Vc && Zc(Qn)), t3 === s && (62 === r2.charCodeAt(qc) ? (t3 = ">", qc++) : (t3 = s, 0 === Vc && Zc(Kn)), t3 === s && ("<=" === r2.substr(qc, 2) ? (t3 = "<=", qc += 2) : (t3 = s, 0 === Vc && Zc(zn)), t3 === s && ("<>" === r2.substr(qc, 2) ? (t3 = "<>", qc += 2) : (t3 = s, 0 === Vc && Zc(Zn)), t3 === s && (60 === r2.charCodeAt(qc) ? (t3 = "<", qc++) : (t3 = s, 0 === Vc && Zc(Jn)), t3 === s && (61 === r2.charCodeAt(qc) ? (t3 = "=", qc++) : (t3 = s, 0 === Vc && Zc(ir)), t3 === s && ("!=" === r2.substr(qc, 2) ? (t3 = "!=", qc += 2) : (t3 = s, 0 === Vc && Zc(ro)))))))), t3;
    }
    function yb() {
      var r3, t3, e3, n2, o2, u2;
      return r3 = qc, t3 = qc, (e3 = Ev()) !== s && (n2 = Ny()) !== s && (o2 = wv()) !== s ? t3 = e3 = [e3, n2, o2] : (qc = t3, t3 = s), t3 !== s && (Bc = r3, t3 = (u2 = t3)[0] + " " + u2[2]), (r3 = t3) === s && (r3 = wv()), r3;
    }
    function db() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = Lb()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = wb()) !== s && (a2 = Ny()) !== s && (i2 = Lb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = wb()) !== s && (a2 = Ny()) !== s && (i2 = Lb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
          if (t4 && t4.length && "column_ref" === r4.type && "*" === r4.column) throw new Error(JSON.stringify({ message: "args could not be star column in additive expr", ...sd() }));
          return ld(r4, t4);
        })(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function wb() {
      var t3;
      return 43 === r2.charCodeAt(qc) ? (t3 = "+", qc++) : (t3 = s, 0 === Vc && Zc(ao)), t3 === s && (45 === r2.charCodeAt(qc) ? (t3 = "-", qc++) : (t3 = s, 0 === Vc && Zc(io))), t3;
    }
    function Lb() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = Eb()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s ? ((u2 = hb()) === s && (u2 = Ry()), u2 !== s && (a2 = Ny()) !== s && (i2 = Eb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s ? ((u2 = hb()) === s && (u2 = Ry()), u2 !== s && (a2 = Ny()) !== s && (i2 = Eb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = ld(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function hb() {
      var t3;
      return 42 === r2.charCodeAt(qc) ? (t3 = "*", qc++) : (t3 = s, 0 === Vc && Zc(co)), t3 === s && (47 === r2.charCodeAt(qc) ? (t3 = "/", qc++) : (t3 = s, 0 === Vc && Zc(lo)), t3 === s && (37 === r2.charCodeAt(qc) ? (t3 = "%", qc++) : (t3 = s, 0 === Vc && Zc(fo)), t3 === s && ("||" === r2.substr(qc, 2) ? (t3 = "||", qc += 2) : (t3 = s, 0 === Vc && Zc(bo))))), t3;
    }
    function Cb() {
      var r3, t3, e3, n2, o2;
      if (r3 = qc, (t3 = Tb()) !== s) if (Ny() !== s) if ((e3 = df()) === s && (e3 = null), e3 !== s) if (Ny() !== s) {
        for (n2 = [], o2 = Lf(); o2 !== s; ) n2.push(o2), o2 = Lf();
        n2 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4) {
          return t4 && (r4.array_index = t4), e4.length && (r4.options = { type: "expr_list", value: e4.flat(), separator: " " }), r4;
        })(t3, e3, n2)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      return r3;
    }
    function mb() {
      var t3, e3, n2, o2, u2, a2;
      return (t3 = (function() {
        var t4, e4, n3, o3, u3, a3, i2, c2, l2;
        t4 = qc, (e4 = Rv()) !== s && Ny() !== s && (n3 = gy()) !== s && Ny() !== s && (o3 = ib()) !== s && Ny() !== s && (u3 = zp()) !== s && Ny() !== s && (a3 = Zy()) !== s && Ny() !== s && (i2 = Ty()) !== s ? (Bc = t4, e4 = (function(r3, t5, e5) {
          return { type: "cast", keyword: r3.toLowerCase(), expr: t5, symbol: "as", target: [e5] };
        })(e4, o3, a3), t4 = e4) : (qc = t4, t4 = s);
        t4 === s && (t4 = qc, (e4 = Rv()) !== s && Ny() !== s && (n3 = gy()) !== s && Ny() !== s && (o3 = ib()) !== s && Ny() !== s && (u3 = zp()) !== s && Ny() !== s && (a3 = Ov()) !== s && Ny() !== s && (i2 = gy()) !== s && Ny() !== s && (c2 = Ap()) !== s && Ny() !== s && Ty() !== s && Ny() !== s && (l2 = Ty()) !== s ? (Bc = t4, e4 = (function(r3, t5, e5) {
          return { type: "cast", keyword: r3.toLowerCase(), expr: t5, symbol: "as", target: [{ dataType: "DECIMAL(" + e5 + ")" }] };
        })(e4, o3, c2), t4 = e4) : (qc = t4, t4 = s), t4 === s && (t4 = qc, (e4 = Rv()) !== s && Ny() !== s && (n3 = gy()) !== s && Ny() !== s && (o3 = ib()) !== s && Ny() !== s && (u3 = zp()) !== s && Ny() !== s && (a3 = Ov()) !== s && Ny() !== s && (i2 = gy()) !== s && Ny() !== s && (c2 = Ap()) !== s && Ny() !== s && Ey() !== s && Ny() !== s && (l2 = Ap()) !== s && Ny() !== s && Ty() !== s && Ny() !== s && Ty() !== s ? (Bc = t4, e4 = (function(r3, t5, e5, n4) {
          return { type: "cast", keyword: r3.toLowerCase(), expr: t5, symbol: "as", target: [{ dataType: "DECIMAL(" + e5 + ", " + n4 + ")" }] };
        })(e4, o3, c2, l2), t4 = e4) : (qc = t4, t4 = s), t4 === s && (t4 = qc, (e4 = Rv()) !== s && Ny() !== s && (n3 = gy()) !== s && Ny() !== s && (o3 = ib()) !== s && Ny() !== s && (u3 = zp()) !== s && Ny() !== s && (a3 = (function() {
          var t5;
          (t5 = (function() {
            var t6, e5, n4, o4;
            t6 = qc, "signed" === r2.substr(qc, 6).toLowerCase() ? (e5 = r2.substr(qc, 6), qc += 6) : (e5 = s, 0 === Vc && Zc(Ba));
            e5 !== s ? (n4 = qc, Vc++, o4 = Bb(), Vc--, o4 === s ? n4 = void 0 : (qc = n4, n4 = s), n4 !== s ? (Bc = t6, t6 = e5 = "SIGNED") : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            return t6;
          })()) === s && (t5 = kv());
          return t5;
        })()) !== s && Ny() !== s ? ((i2 = Mv()) === s && (i2 = null), i2 !== s && Ny() !== s && (c2 = Ty()) !== s ? (Bc = t4, e4 = (function(r3, t5, e5, n4) {
          return { type: "cast", keyword: r3.toLowerCase(), expr: t5, symbol: "as", target: [{ dataType: e5 + (n4 ? " " + n4 : "") }] };
        })(e4, o3, a3, i2), t4 = e4) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, (e4 = gy()) !== s && Ny() !== s ? ((n3 = lb()) === s && (n3 = Cb()) === s && (n3 = Wb()), n3 !== s && Ny() !== s && (o3 = Ty()) !== s && Ny() !== s ? ((u3 = cp()) === s && (u3 = null), u3 !== s ? (Bc = t4, e4 = (function(r3, t5) {
          return r3.parentheses = true, t5 ? { ...t5, type: "cast", keyword: "cast", expr: r3 } : r3;
        })(n3, u3), t4 = e4) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, (e4 = nb()) === s && (e4 = (function() {
          var t5, e5, n4;
          t5 = qc, (e5 = (function() {
            var t6, e6, n5, o5, u5, a4, i3, c3, l3;
            t6 = qc, (e6 = (function() {
              var t7, e7, n6, o6;
              t7 = qc, "count" === r2.substr(qc, 5).toLowerCase() ? (e7 = r2.substr(qc, 5), qc += 5) : (e7 = s, 0 === Vc && Zc(Ta));
              e7 !== s ? (n6 = qc, Vc++, o6 = Bb(), Vc--, o6 === s ? n6 = void 0 : (qc = n6, n6 = s), n6 !== s ? (Bc = t7, t7 = e7 = "COUNT") : (qc = t7, t7 = s)) : (qc = t7, t7 = s);
              return t7;
            })()) === s && (e6 = (function() {
              var t7, e7, n6, o6;
              t7 = qc, "group_concat" === r2.substr(qc, 12).toLowerCase() ? (e7 = r2.substr(qc, 12), qc += 12) : (e7 = s, 0 === Vc && Zc(_a));
              e7 !== s ? (n6 = qc, Vc++, o6 = Bb(), Vc--, o6 === s ? n6 = void 0 : (qc = n6, n6 = s), n6 !== s ? (Bc = t7, t7 = e7 = "GROUP_CONCAT") : (qc = t7, t7 = s)) : (qc = t7, t7 = s);
              return t7;
            })());
            e6 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n5 = (function() {
              var t7, e7;
              t7 = qc, (e7 = (function() {
                var t8, e8;
                t8 = qc, 42 === r2.charCodeAt(qc) ? (e8 = "*", qc++) : (e8 = s, 0 === Vc && Zc(co));
                e8 !== s && (Bc = t8, e8 = { type: "star", value: "*" });
                return t8 = e8;
              })()) !== s && (Bc = t7, e7 = { expr: e7 });
              (t7 = e7) === s && (t7 = zb());
              return t7;
            })()) !== s && Ny() !== s && (o5 = Ty()) !== s && Ny() !== s ? ((u5 = Xb()) === s && (u5 = null), u5 !== s ? (Bc = t6, t6 = e6 = { type: "aggr_func", name: e6, args: n5, over: u5 }) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            t6 === s && (t6 = qc, "percentile_cont" === r2.substr(qc, 15).toLowerCase() ? (e6 = r2.substr(qc, 15), qc += 15) : (e6 = s, 0 === Vc && Zc(Jo)), e6 === s && ("percentile_disc" === r2.substr(qc, 15).toLowerCase() ? (e6 = r2.substr(qc, 15), qc += 15) : (e6 = s, 0 === Vc && Zc(rs))), e6 !== s && Ny() !== s && gy() !== s && Ny() !== s ? ((n5 = Cp()) === s && (n5 = fp()), n5 !== s && Ny() !== s && (o5 = Ty()) !== s && Ny() !== s ? ("within" === r2.substr(qc, 6).toLowerCase() ? (u5 = r2.substr(qc, 6), qc += 6) : (u5 = s, 0 === Vc && Zc(ts)), u5 !== s && Ny() !== s && cv() !== s && Ny() !== s && (a4 = gy()) !== s && Ny() !== s && (i3 = Hf()) !== s && Ny() !== s && (c3 = Ty()) !== s && Ny() !== s ? ((l3 = Xb()) === s && (l3 = null), l3 !== s ? (Bc = t6, e6 = (function(r3, t7, e7, n6) {
              return { type: "aggr_func", name: r3.toUpperCase(), args: { expr: t7 }, within_group_orderby: e7, over: n6 };
            })(e6, n5, i3, l3), t6 = e6) : (qc = t6, t6 = s)) : (qc = t6, t6 = s)) : (qc = t6, t6 = s)) : (qc = t6, t6 = s), t6 === s && (t6 = qc, "mode" === r2.substr(qc, 4).toLowerCase() ? (e6 = r2.substr(qc, 4), qc += 4) : (e6 = s, 0 === Vc && Zc(es)), e6 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n5 = Ty()) !== s && Ny() !== s ? ("within" === r2.substr(qc, 6).toLowerCase() ? (o5 = r2.substr(qc, 6), qc += 6) : (o5 = s, 0 === Vc && Zc(ts)), o5 !== s && Ny() !== s && (u5 = cv()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (a4 = Hf()) !== s && Ny() !== s && (i3 = Ty()) !== s && Ny() !== s ? ((c3 = Xb()) === s && (c3 = null), c3 !== s ? (Bc = t6, e6 = (function(r3, t7, e7) {
              return { type: "aggr_func", name: r3.toUpperCase(), args: { expr: {} }, within_group_orderby: t7, over: e7 };
            })(e6, a4, c3), t6 = e6) : (qc = t6, t6 = s)) : (qc = t6, t6 = s)) : (qc = t6, t6 = s)));
            return t6;
          })()) === s && (e5 = (function() {
            var t6, e6, n5, o5;
            t6 = qc, (e6 = (function() {
              var t7;
              (t7 = (function() {
                var t8, e7, n6, o6;
                t8 = qc, "sum" === r2.substr(qc, 3).toLowerCase() ? (e7 = r2.substr(qc, 3), qc += 3) : (e7 = s, 0 === Vc && Zc(ja));
                e7 !== s ? (n6 = qc, Vc++, o6 = Bb(), Vc--, o6 === s ? n6 = void 0 : (qc = n6, n6 = s), n6 !== s ? (Bc = t8, t8 = e7 = "SUM") : (qc = t8, t8 = s)) : (qc = t8, t8 = s);
                return t8;
              })()) === s && (t7 = (function() {
                var t8, e7, n6, o6;
                t8 = qc, "max" === r2.substr(qc, 3).toLowerCase() ? (e7 = r2.substr(qc, 3), qc += 3) : (e7 = s, 0 === Vc && Zc(Sa));
                e7 !== s ? (n6 = qc, Vc++, o6 = Bb(), Vc--, o6 === s ? n6 = void 0 : (qc = n6, n6 = s), n6 !== s ? (Bc = t8, t8 = e7 = "MAX") : (qc = t8, t8 = s)) : (qc = t8, t8 = s);
                return t8;
              })()) === s && (t7 = (function() {
                var t8, e7, n6, o6;
                t8 = qc, "min" === r2.substr(qc, 3).toLowerCase() ? (e7 = r2.substr(qc, 3), qc += 3) : (e7 = s, 0 === Vc && Zc(xa));
                e7 !== s ? (n6 = qc, Vc++, o6 = Bb(), Vc--, o6 === s ? n6 = void 0 : (qc = n6, n6 = s), n6 !== s ? (Bc = t8, t8 = e7 = "MIN") : (qc = t8, t8 = s)) : (qc = t8, t8 = s);
                return t8;
              })()) === s && (t7 = (function() {
                var t8, e7, n6, o6;
                t8 = qc, "avg" === r2.substr(qc, 3).toLowerCase() ? (e7 = r2.substr(qc, 3), qc += 3) : (e7 = s, 0 === Vc && Zc(Ia));
                e7 !== s ? (n6 = qc, Vc++, o6 = Bb(), Vc--, o6 === s ? n6 = void 0 : (qc = n6, n6 = s), n6 !== s ? (Bc = t8, t8 = e7 = "AVG") : (qc = t8, t8 = s)) : (qc = t8, t8 = s);
                return t8;
              })());
              return t7;
            })()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (n5 = db()) !== s && Ny() !== s && Ty() !== s && Ny() !== s ? ((o5 = Xb()) === s && (o5 = null), o5 !== s ? (Bc = t6, e6 = { type: "aggr_func", name: e6, args: { expr: n5 }, over: o5, ...sd() }, t6 = e6) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            return t6;
          })()) === s && (e5 = (function() {
            var t6, e6, n5, o5, u5, a4;
            t6 = qc, e6 = qc, (n5 = Ib()) !== s && (o5 = Ny()) !== s && (u5 = my()) !== s ? e6 = n5 = [n5, o5, u5] : (qc = e6, e6 = s);
            e6 === s && (e6 = null);
            e6 !== s && (n5 = Ny()) !== s ? ((o5 = (function() {
              var t7, e7, n6, o6;
              t7 = qc, "array_agg" === r2.substr(qc, 9).toLowerCase() ? (e7 = r2.substr(qc, 9), qc += 9) : (e7 = s, 0 === Vc && Zc(Aa));
              e7 !== s ? (n6 = qc, Vc++, o6 = Bb(), Vc--, o6 === s ? n6 = void 0 : (qc = n6, n6 = s), n6 !== s ? (Bc = t7, t7 = e7 = "ARRAY_AGG") : (qc = t7, t7 = s)) : (qc = t7, t7 = s);
              return t7;
            })()) === s && (o5 = (function() {
              var t7, e7, n6, o6;
              t7 = qc, "string_agg" === r2.substr(qc, 10).toLowerCase() ? (e7 = r2.substr(qc, 10), qc += 10) : (e7 = s, 0 === Vc && Zc(ga));
              e7 !== s ? (n6 = qc, Vc++, o6 = Bb(), Vc--, o6 === s ? n6 = void 0 : (qc = n6, n6 = s), n6 !== s ? (Bc = t7, t7 = e7 = "STRING_AGG") : (qc = t7, t7 = s)) : (qc = t7, t7 = s);
              return t7;
            })()), o5 !== s && (u5 = Ny()) !== s && gy() !== s && Ny() !== s && (a4 = zb()) !== s && Ny() !== s && Ty() !== s ? (Bc = t6, c3 = o5, l3 = a4, e6 = { type: "aggr_func", name: (i3 = e6) ? `${i3[0]}.${c3}` : c3, args: l3 }, t6 = e6) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            var i3, c3, l3;
            return t6;
          })());
          e5 !== s && Ny() !== s ? ((n4 = (function() {
            var t6, e6, n5;
            t6 = qc, "filter" === r2.substr(qc, 6).toLowerCase() ? (e6 = r2.substr(qc, 6), qc += 6) : (e6 = s, 0 === Vc && Zc(qo));
            e6 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n5 = Uf()) !== s && Ny() !== s && Ty() !== s ? (Bc = t6, t6 = e6 = { keyword: "filter", parentheses: true, where: n5 }) : (qc = t6, t6 = s);
            return t6;
          })()) === s && (n4 = null), n4 !== s ? (Bc = t5, o4 = e5, (u4 = n4) && (o4.filter = u4), t5 = e5 = o4) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          var o4, u4;
          return t5;
        })()) === s && (e4 = (function() {
          var t5;
          (t5 = (function() {
            var t6, e5, n4;
            t6 = qc, (e5 = (function() {
              var t7;
              "row_number" === r2.substr(qc, 10).toLowerCase() ? (t7 = r2.substr(qc, 10), qc += 10) : (t7 = s, 0 === Vc && Zc(Yo));
              t7 === s && ("dense_rank" === r2.substr(qc, 10).toLowerCase() ? (t7 = r2.substr(qc, 10), qc += 10) : (t7 = s, 0 === Vc && Zc(Wo)), t7 === s && ("rank" === r2.substr(qc, 4).toLowerCase() ? (t7 = r2.substr(qc, 4), qc += 4) : (t7 = s, 0 === Vc && Zc(Vo))));
              return t7;
            })()) !== s && Ny() !== s && gy() !== s && Ny() !== s && Ty() !== s && Ny() !== s && (n4 = Xb()) !== s ? (Bc = t6, t6 = e5 = { type: "window_func", name: e5, over: n4 }) : (qc = t6, t6 = s);
            return t6;
          })()) === s && (t5 = (function() {
            var t6, e5, n4, o4, u4;
            t6 = qc, (e5 = (function() {
              var t7;
              "lag" === r2.substr(qc, 3).toLowerCase() ? (t7 = r2.substr(qc, 3), qc += 3) : (t7 = s, 0 === Vc && Zc(Xo));
              t7 === s && ("lead" === r2.substr(qc, 4).toLowerCase() ? (t7 = r2.substr(qc, 4), qc += 4) : (t7 = s, 0 === Vc && Zc(Qo)), t7 === s && ("nth_value" === r2.substr(qc, 9).toLowerCase() ? (t7 = r2.substr(qc, 9), qc += 9) : (t7 = s, 0 === Vc && Zc(Ko))));
              return t7;
            })()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (n4 = eb()) !== s && Ny() !== s && Ty() !== s && Ny() !== s ? ((o4 = Qb()) === s && (o4 = null), o4 !== s && Ny() !== s && (u4 = Xb()) !== s ? (Bc = t6, t6 = e5 = { type: "window_func", name: e5, args: n4, over: u4, consider_nulls: o4 }) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            return t6;
          })()) === s && (t5 = (function() {
            var t6, e5, n4, o4, u4;
            t6 = qc, (e5 = (function() {
              var t7;
              "first_value" === r2.substr(qc, 11).toLowerCase() ? (t7 = r2.substr(qc, 11), qc += 11) : (t7 = s, 0 === Vc && Zc(Bo));
              t7 === s && ("last_value" === r2.substr(qc, 10).toLowerCase() ? (t7 = r2.substr(qc, 10), qc += 10) : (t7 = s, 0 === Vc && Zc(Ho)));
              return t7;
            })()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (n4 = ib()) !== s && Ny() !== s && Ty() !== s && Ny() !== s ? ((o4 = Qb()) === s && (o4 = null), o4 !== s && Ny() !== s && (u4 = Xb()) !== s ? (Bc = t6, t6 = e5 = { type: "window_func", name: e5, args: { type: "expr_list", value: [n4] }, over: u4, consider_nulls: o4 }) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
            return t6;
          })());
          return t5;
        })()) === s && (e4 = sp()) === s && (e4 = _b()) === s && (e4 = lp()) === s && (e4 = (function() {
          var r3, t5, e5, n4, o4, u4, a4, i3;
          return r3 = qc, Sv() !== s && Ny() !== s && (t5 = ob()) !== s && Ny() !== s ? ((e5 = ub()) === s && (e5 = null), e5 !== s && Ny() !== s && (n4 = Iv()) !== s && Ny() !== s ? ((o4 = Sv()) === s && (o4 = null), o4 !== s ? (Bc = r3, a4 = t5, (i3 = e5) && a4.push(i3), r3 = { type: "case", expr: null, args: a4 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, Sv() !== s && Ny() !== s && (t5 = ib()) !== s && Ny() !== s && (e5 = ob()) !== s && Ny() !== s ? ((n4 = ub()) === s && (n4 = null), n4 !== s && Ny() !== s && (o4 = Iv()) !== s && Ny() !== s ? ((u4 = Sv()) === s && (u4 = null), u4 !== s ? (Bc = r3, r3 = (function(r4, t6, e6) {
            return e6 && t6.push(e6), { type: "case", expr: r4, args: t6 };
          })(t5, e5, n4)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)), r3;
        })()) === s && (e4 = Cb()) === s && (e4 = Wb()), e4 !== s && Ny() !== s ? ((n3 = cp()) === s && (n3 = null), n3 !== s ? (Bc = t4, e4 = (function(r3, t5) {
          return t5 ? { ...t5, type: "cast", keyword: "cast", expr: r3 } : r3;
        })(e4, n3), t4 = e4) : (qc = t4, t4 = s)) : (qc = t4, t4 = s))))));
        return t4;
      })()) === s && (t3 = qc, gy() !== s && (e3 = Ny()) !== s && (n2 = cb()) !== s && (o2 = Ny()) !== s && (u2 = Ty()) !== s ? (Bc = t3, (a2 = n2).parentheses = true, t3 = a2) : (qc = t3, t3 = s), t3 === s && (t3 = Ky()) === s && (t3 = qc, Ny() !== s ? (36 === r2.charCodeAt(qc) ? (e3 = "$", qc++) : (e3 = s, 0 === Vc && Zc(po)), e3 !== s ? (60 === r2.charCodeAt(qc) ? (n2 = "<", qc++) : (n2 = s, 0 === Vc && Zc(Jn)), n2 !== s && (o2 = Cp()) !== s ? (62 === r2.charCodeAt(qc) ? (u2 = ">", qc++) : (u2 = s, 0 === Vc && Zc(Kn)), u2 !== s ? (Bc = t3, t3 = { type: "origin", value: `$<${o2.value}>` }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s))), t3;
    }
    function Eb() {
      var t3, e3, n2, o2, u2;
      return (t3 = (function() {
        var t4, e4, n3, o3, u3, a2, i2, c2;
        if (t4 = qc, (e4 = Ab()) !== s) if (Ny() !== s) {
          for (n3 = [], o3 = qc, (u3 = Ny()) !== s ? ("?|" === r2.substr(qc, 2) ? (a2 = "?|", qc += 2) : (a2 = s, 0 === Vc && Zc(vo)), a2 === s && ("?&" === r2.substr(qc, 2) ? (a2 = "?&", qc += 2) : (a2 = s, 0 === Vc && Zc(yo)), a2 === s && (63 === r2.charCodeAt(qc) ? (a2 = "?", qc++) : (a2 = s, 0 === Vc && Zc(wo)), a2 === s && ("#-" === r2.substr(qc, 2) ? (a2 = "#-", qc += 2) : (a2 = s, 0 === Vc && Zc(Lo)), a2 === s && ("#>>" === r2.substr(qc, 3) ? (a2 = "#>>", qc += 3) : (a2 = s, 0 === Vc && Zc(ho)), a2 === s && ("#>" === r2.substr(qc, 2) ? (a2 = "#>", qc += 2) : (a2 = s, 0 === Vc && Zc(Co)), a2 === s && (a2 = Iy()) === s && (a2 = jy()) === s && ("@>" === r2.substr(qc, 2) ? (a2 = "@>", qc += 2) : (a2 = s, 0 === Vc && Zc(mo)), a2 === s && ("<@" === r2.substr(qc, 2) ? (a2 = "<@", qc += 2) : (a2 = s, 0 === Vc && Zc(Eo))))))))), a2 !== s && (i2 = Ny()) !== s && (c2 = Ab()) !== s ? o3 = u3 = [u3, a2, i2, c2] : (qc = o3, o3 = s)) : (qc = o3, o3 = s); o3 !== s; ) n3.push(o3), o3 = qc, (u3 = Ny()) !== s ? ("?|" === r2.substr(qc, 2) ? (a2 = "?|", qc += 2) : (a2 = s, 0 === Vc && Zc(vo)), a2 === s && ("?&" === r2.substr(qc, 2) ? (a2 = "?&", qc += 2) : (a2 = s, 0 === Vc && Zc(yo)), a2 === s && (63 === r2.charCodeAt(qc) ? (a2 = "?", qc++) : (a2 = s, 0 === Vc && Zc(wo)), a2 === s && ("#-" === r2.substr(qc, 2) ? (a2 = "#-", qc += 2) : (a2 = s, 0 === Vc && Zc(Lo)), a2 === s && ("#>>" === r2.substr(qc, 3) ? (a2 = "#>>", qc += 3) : (a2 = s, 0 === Vc && Zc(ho)), a2 === s && ("#>" === r2.substr(qc, 2) ? (a2 = "#>", qc += 2) : (a2 = s, 0 === Vc && Zc(Co)), a2 === s && (a2 = Iy()) === s && (a2 = jy()) === s && ("@>" === r2.substr(qc, 2) ? (a2 = "@>", qc += 2) : (a2 = s, 0 === Vc && Zc(mo)), a2 === s && ("<@" === r2.substr(qc, 2) ? (a2 = "<@", qc += 2) : (a2 = s, 0 === Vc && Zc(Eo))))))))), a2 !== s && (i2 = Ny()) !== s && (c2 = Ab()) !== s ? o3 = u3 = [u3, a2, i2, c2] : (qc = o3, o3 = s)) : (qc = o3, o3 = s);
          n3 !== s ? (Bc = t4, l2 = e4, e4 = (f2 = n3) && 0 !== f2.length ? ld(l2, f2) : l2, t4 = e4) : (qc = t4, t4 = s);
        } else qc = t4, t4 = s;
        else qc = t4, t4 = s;
        var l2, f2;
        return t4;
      })()) === s && (t3 = qc, (e3 = (function() {
        var t4;
        33 === r2.charCodeAt(qc) ? (t4 = "!", qc++) : (t4 = s, 0 === Vc && Zc(Xn));
        t4 === s && (45 === r2.charCodeAt(qc) ? (t4 = "-", qc++) : (t4 = s, 0 === Vc && Zc(io)), t4 === s && (43 === r2.charCodeAt(qc) ? (t4 = "+", qc++) : (t4 = s, 0 === Vc && Zc(ao)), t4 === s && (126 === r2.charCodeAt(qc) ? (t4 = "~", qc++) : (t4 = s, 0 === Vc && Zc(oo)))));
        return t4;
      })()) !== s ? (n2 = qc, (o2 = Ny()) !== s && (u2 = Eb()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = ud(e3, n2[1])) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)), t3;
    }
    function Ab() {
      var r3, t3, e3, n2, o2;
      return r3 = qc, (t3 = mb()) !== s && Ny() !== s ? ((e3 = df()) === s && (e3 = null), e3 !== s ? (Bc = r3, n2 = t3, (o2 = e3) && (n2.array_index = o2), r3 = t3 = n2) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function gb() {
      var t3, e3, n2, o2, u2, a2;
      if (t3 = qc, "e" === r2.substr(qc, 1).toLowerCase() ? (e3 = r2.charAt(qc), qc++) : (e3 = s, 0 === Vc && Zc(Ao)), e3 !== s) if (39 === r2.charCodeAt(qc) ? (n2 = "'", qc++) : (n2 = s, 0 === Vc && Zc(Jt)), n2 !== s) if (Ny() !== s) {
        for (o2 = [], u2 = Lp(); u2 !== s; ) o2.push(u2), u2 = Lp();
        o2 !== s && (u2 = Ny()) !== s ? (39 === r2.charCodeAt(qc) ? (a2 = "'", qc++) : (a2 = s, 0 === Vc && Zc(Jt)), a2 !== s ? (Bc = t3, t3 = e3 = { type: "default", value: `E'${o2.join("")}'` }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s);
      } else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      return t3;
    }
    function Tb() {
      var r3, t3, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2;
      if ((r3 = gb()) === s && (r3 = qc, t3 = qc, (e3 = Ib()) !== s && (n2 = Ny()) !== s && (o2 = my()) !== s ? t3 = e3 = [e3, n2, o2] : (qc = t3, t3 = s), t3 === s && (t3 = null), t3 !== s && (e3 = Ny()) !== s && (n2 = Ay()) !== s ? (Bc = r3, r3 = t3 = (function(r4) {
        const t4 = r4 && r4[0] || null;
        return dd.add(`select::${t4}::(.*)`), { type: "column_ref", table: t4, column: "*" };
      })(t3)) : (qc = r3, r3 = s), r3 === s)) {
        if (r3 = qc, (t3 = Ib()) !== s) if (e3 = qc, (n2 = Ny()) !== s && (o2 = my()) !== s && (u2 = Ny()) !== s && (a2 = Ib()) !== s ? e3 = n2 = [n2, o2, u2, a2] : (qc = e3, e3 = s), e3 !== s) {
          if (n2 = [], o2 = qc, (u2 = Ny()) !== s && (a2 = my()) !== s && (i2 = Ny()) !== s && (c2 = Pb()) !== s ? o2 = u2 = [u2, a2, i2, c2] : (qc = o2, o2 = s), o2 !== s) for (; o2 !== s; ) n2.push(o2), o2 = qc, (u2 = Ny()) !== s && (a2 = my()) !== s && (i2 = Ny()) !== s && (c2 = Pb()) !== s ? o2 = u2 = [u2, a2, i2, c2] : (qc = o2, o2 = s);
          else n2 = s;
          n2 !== s ? (o2 = qc, (u2 = Ny()) !== s && (a2 = Al()) !== s ? o2 = u2 = [u2, a2] : (qc = o2, o2 = s), o2 === s && (o2 = null), o2 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4, n3) {
            if (1 === e4.length) return dd.add(`select::${r4}.${t4[3]}::${e4[0][3].value}`), { type: "column_ref", schema: r4, table: t4[3], column: { expr: e4[0][3] }, collate: n3 && n3[1] };
            return { type: "column_ref", column: { expr: ld(ad(".", r4, t4[3]), e4) }, collate: n3 && n3[1] };
          })(t3, e3, n2, o2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        } else qc = r3, r3 = s;
        else qc = r3, r3 = s;
        r3 === s && (r3 = qc, (t3 = Ib()) !== s && (e3 = Ny()) !== s && (n2 = my()) !== s && (o2 = Ny()) !== s && (u2 = Pb()) !== s ? (a2 = qc, (i2 = Ny()) !== s && (c2 = Al()) !== s ? a2 = i2 = [i2, c2] : (qc = a2, a2 = s), a2 === s && (a2 = null), a2 !== s ? (Bc = r3, l2 = t3, f2 = u2, b2 = a2, dd.add(`select::${l2}::${f2.value}`), r3 = t3 = { type: "column_ref", table: l2, column: { expr: f2 }, collate: b2 && b2[1] }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t3 = Gb()) !== s ? (e3 = qc, Vc++, n2 = gy(), Vc--, n2 === s ? e3 = void 0 : (qc = e3, e3 = s), e3 !== s ? (n2 = qc, (o2 = Ny()) !== s && (u2 = Al()) !== s ? n2 = o2 = [o2, u2] : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
          return dd.add("select::null::" + r4.value), { type: "column_ref", table: null, column: { expr: r4 }, collate: t4 && t4[1] };
        })(t3, n2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)));
      }
      return r3;
    }
    function _b() {
      var r3, t3, e3;
      return r3 = qc, (t3 = dp()) !== s && (Bc = r3, e3 = t3, dd.add("select::null::" + e3.value), t3 = { type: "column_ref", table: null, column: { expr: e3 } }), r3 = t3;
    }
    function Sb() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = Gb()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Gb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Gb()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function xb() {
      var r3, t3;
      return r3 = qc, (t3 = qb()) !== s && (Bc = r3, t3 = go(t3)), (r3 = t3) === s && (r3 = Ob()), r3;
    }
    function jb() {
      var r3, t3;
      return r3 = qc, (t3 = qb()) !== s ? (Bc = qc, (To(t3) ? s : void 0) !== s ? (Bc = r3, r3 = t3 = { type: "default", value: t3 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = Ob()), r3;
    }
    function Ib() {
      var r3, t3;
      return r3 = qc, (t3 = qb()) !== s ? (Bc = qc, (To(t3) ? s : void 0) !== s ? (Bc = r3, r3 = t3 = t3) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = kb()), r3;
    }
    function Rb() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = Ib()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Ib()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Ib()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function Nb() {
      var r3, t3, e3, n2, o2, u2, a2, i2, c2;
      return r3 = qc, (t3 = Fb()) !== s ? (Bc = qc, (true === od[t3.toUpperCase()] ? s : void 0) !== s ? (e3 = qc, (n2 = Ny()) !== s && (o2 = gy()) !== s && (u2 = Ny()) !== s && (a2 = Sb()) !== s && (i2 = Ny()) !== s && (c2 = Ty()) !== s ? e3 = n2 = [n2, o2, u2, a2, i2, c2] : (qc = e3, e3 = s), e3 === s && (e3 = null), e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
        return t4 ? `${r4}(${t4[3].map((r5) => r5.value).join(", ")})` : r4;
      })(t3, e3)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t3 = Ub()) !== s && (Bc = r3, t3 = (function(r4) {
        return r4.value;
      })(t3)), r3 = t3), r3;
    }
    function Ob() {
      var r3;
      return (r3 = Ub()) === s && (r3 = Mb()) === s && (r3 = Db()), r3;
    }
    function kb() {
      var r3, t3;
      return r3 = qc, (t3 = Ub()) === s && (t3 = Mb()) === s && (t3 = Db()), t3 !== s && (Bc = r3, t3 = t3.value), r3 = t3;
    }
    function Ub() {
      var t3, e3, n2, o2;
      if (t3 = qc, 34 === r2.charCodeAt(qc) ? (e3 = '"', qc++) : (e3 = s, 0 === Vc && Zc(_o)), e3 !== s) {
        if (n2 = [], So.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(xo)), o2 !== s) for (; o2 !== s; ) n2.push(o2), So.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(xo));
        else n2 = s;
        n2 !== s ? (34 === r2.charCodeAt(qc) ? (o2 = '"', qc++) : (o2 = s, 0 === Vc && Zc(_o)), o2 !== s ? (Bc = t3, t3 = e3 = { type: "double_quote_string", value: n2.join("") }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s);
      } else qc = t3, t3 = s;
      return t3;
    }
    function Mb() {
      var t3, e3, n2, o2;
      if (t3 = qc, 39 === r2.charCodeAt(qc) ? (e3 = "'", qc++) : (e3 = s, 0 === Vc && Zc(Jt)), e3 !== s) {
        if (n2 = [], jo.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(Io)), o2 !== s) for (; o2 !== s; ) n2.push(o2), jo.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(Io));
        else n2 = s;
        n2 !== s ? (39 === r2.charCodeAt(qc) ? (o2 = "'", qc++) : (o2 = s, 0 === Vc && Zc(Jt)), o2 !== s ? (Bc = t3, t3 = e3 = { type: "single_quote_string", value: n2.join("") }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s);
      } else qc = t3, t3 = s;
      return t3;
    }
    function Db() {
      var t3, e3, n2, o2;
      if (t3 = qc, 96 === r2.charCodeAt(qc) ? (e3 = "`", qc++) : (e3 = s, 0 === Vc && Zc(Ro)), e3 !== s) {
        if (n2 = [], No.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(Oo)), o2 !== s) for (; o2 !== s; ) n2.push(o2), No.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(Oo));
        else n2 = s;
        n2 !== s ? (96 === r2.charCodeAt(qc) ? (o2 = "`", qc++) : (o2 = s, 0 === Vc && Zc(Ro)), o2 !== s ? (Bc = t3, t3 = e3 = { type: "backticks_quote_string", value: n2.join("") }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s);
      } else qc = t3, t3 = s;
      return t3;
    }
    function Pb() {
      var r3, t3;
      return r3 = qc, (t3 = Fb()) !== s && (Bc = r3, t3 = go(t3)), (r3 = t3) === s && (r3 = Ob()), r3;
    }
    function Gb() {
      var r3, t3;
      return r3 = qc, (t3 = Fb()) !== s ? (Bc = qc, (To(t3) ? s : void 0) !== s ? (Bc = r3, r3 = t3 = { type: "default", value: t3 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = Ob()), r3;
    }
    function $b() {
      var r3, t3;
      return r3 = qc, (t3 = Fb()) !== s ? (Bc = qc, (To(t3) ? s : void 0) !== s ? (Bc = r3, r3 = t3 = t3) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = kb()), r3;
    }
    function Fb() {
      var r3, t3, e3, n2;
      if (r3 = qc, (t3 = Bb()) !== s) {
        for (e3 = [], n2 = Yb(); n2 !== s; ) e3.push(n2), n2 = Yb();
        e3 !== s ? (Bc = r3, r3 = t3 = t3 + e3.join("")) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function qb() {
      var r3, t3, e3, n2;
      if (r3 = qc, (t3 = Bb()) !== s) {
        for (e3 = [], n2 = Hb(); n2 !== s; ) e3.push(n2), n2 = Hb();
        e3 !== s ? (Bc = r3, r3 = t3 = t3 + e3.join("")) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function Bb() {
      var t3;
      return ko.test(r2.charAt(qc)) ? (t3 = r2.charAt(qc), qc++) : (t3 = s, 0 === Vc && Zc(Uo)), t3;
    }
    function Hb() {
      var t3;
      return Mo.test(r2.charAt(qc)) ? (t3 = r2.charAt(qc), qc++) : (t3 = s, 0 === Vc && Zc(Do)), t3;
    }
    function Yb() {
      var t3;
      return Po.test(r2.charAt(qc)) ? (t3 = r2.charAt(qc), qc++) : (t3 = s, 0 === Vc && Zc(Go)), t3;
    }
    function Wb() {
      var t3, e3, n2, o2;
      return t3 = qc, e3 = qc, 58 === r2.charCodeAt(qc) ? (n2 = ":", qc++) : (n2 = s, 0 === Vc && Zc($o)), n2 !== s && (o2 = qb()) !== s ? e3 = n2 = [n2, o2] : (qc = e3, e3 = s), e3 !== s && (Bc = t3, e3 = { type: "param", value: e3[1] }), t3 = e3;
    }
    function Vb() {
      var r3, t3, e3;
      return r3 = qc, nv() !== s && Ny() !== s && Mp() !== s && Ny() !== s && (t3 = ty()) !== s && Ny() !== s && gy() !== s && Ny() !== s ? ((e3 = eb()) === s && (e3 = null), e3 !== s && Ny() !== s && Ty() !== s ? (Bc = r3, r3 = { type: "on update", keyword: t3, parentheses: true, expr: e3 }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, nv() !== s && Ny() !== s && Mp() !== s && Ny() !== s && (t3 = ty()) !== s ? (Bc = r3, r3 = /* @__PURE__ */ (function(r4) {
        return { type: "on update", keyword: r4 };
      })(t3)) : (qc = r3, r3 = s)), r3;
    }
    function Xb() {
      var t3, e3, n2, o2, u2;
      return t3 = qc, "over" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Fo)), e3 !== s && Ny() !== s && (n2 = Pf()) !== s ? (Bc = t3, t3 = e3 = { type: "window", as_window_specification: n2 }) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "over" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Fo)), e3 !== s && Ny() !== s && (n2 = gy()) !== s && Ny() !== s ? ((o2 = Bf()) === s && (o2 = null), o2 !== s && Ny() !== s ? ((u2 = Hf()) === s && (u2 = null), u2 !== s && Ny() !== s && Ty() !== s ? (Bc = t3, t3 = e3 = { partitionby: o2, orderby: u2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = Vb())), t3;
    }
    function Qb() {
      var t3, e3, n2;
      return t3 = qc, "ignore" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(zo)), e3 === s && ("respect" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Zo))), e3 !== s && Ny() !== s ? ("nulls" === r2.substr(qc, 5).toLowerCase() ? (n2 = r2.substr(qc, 5), qc += 5) : (n2 = s, 0 === Vc && Zc(Sr)), n2 !== s ? (Bc = t3, t3 = e3 = e3.toUpperCase() + " NULLS") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Kb() {
      var r3, t3, e3;
      return r3 = qc, (t3 = Ey()) !== s && Ny() !== s && (e3 = yp()) !== s ? (Bc = r3, r3 = t3 = { symbol: t3, delimiter: e3 }) : (qc = r3, r3 = s), r3;
    }
    function zb() {
      var r3, t3, e3, n2, o2, u2, a2, i2, c2, l2, f2;
      if (r3 = qc, (t3 = yv()) === s && (t3 = null), t3 !== s) if (Ny() !== s) if ((e3 = gy()) !== s) if (Ny() !== s) if ((n2 = ib()) !== s) if (Ny() !== s) if ((o2 = Ty()) !== s) if (Ny() !== s) {
        for (u2 = [], a2 = qc, (i2 = Ny()) !== s ? ((c2 = Av()) === s && (c2 = gv()), c2 !== s && (l2 = Ny()) !== s && (f2 = ib()) !== s ? a2 = i2 = [i2, c2, l2, f2] : (qc = a2, a2 = s)) : (qc = a2, a2 = s); a2 !== s; ) u2.push(a2), a2 = qc, (i2 = Ny()) !== s ? ((c2 = Av()) === s && (c2 = gv()), c2 !== s && (l2 = Ny()) !== s && (f2 = ib()) !== s ? a2 = i2 = [i2, c2, l2, f2] : (qc = a2, a2 = s)) : (qc = a2, a2 = s);
        u2 !== s && (a2 = Ny()) !== s ? ((i2 = Kb()) === s && (i2 = null), i2 !== s && (c2 = Ny()) !== s ? ((l2 = Hf()) === s && (l2 = null), l2 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4, n3, o3) {
          const s2 = e4.length;
          let u3 = t4;
          u3.parentheses = true;
          for (let r5 = 0; r5 < s2; ++r5) u3 = ad(e4[r5][1], u3, e4[r5][3]);
          return { distinct: r4, expr: u3, orderby: o3, separator: n3 };
        })(t3, n2, u2, i2, l2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      else qc = r3, r3 = s;
      return r3 === s && (r3 = qc, (t3 = yv()) === s && (t3 = null), t3 !== s && Ny() !== s && (e3 = Of()) !== s && Ny() !== s ? ((n2 = Kb()) === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = Hf()) === s && (o2 = null), o2 !== s ? (Bc = r3, r3 = t3 = /* @__PURE__ */ (function(r4, t4, e4, n3) {
        return { distinct: r4, expr: t4, orderby: n3, separator: e4 };
      })(t3, e3, n2, o2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s)), r3;
    }
    function Zb() {
      var t3, e3, n2;
      return t3 = qc, "position" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(ns)), e3 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n2 = (function() {
        var r3, t4, e4, n3, o2, u2, a2, i2;
        return r3 = qc, (t4 = yp()) !== s && Ny() !== s && wv() !== s && Ny() !== s && (e4 = ib()) !== s ? (n3 = qc, (o2 = Ny()) !== s && (u2 = Qp()) !== s && (a2 = Ny()) !== s && (i2 = Cp()) !== s ? n3 = o2 = [o2, u2, a2, i2] : (qc = n3, n3 = s), n3 === s && (n3 = null), n3 !== s ? (Bc = r3, r3 = t4 = (function(r4, t5, e5) {
          let n4 = [r4, { type: "origin", value: "in" }, t5];
          return e5 && (n4.push({ type: "origin", value: "from" }), n4.push(e5[3])), { type: "expr_list", value: n4 };
        })(t4, e4, n3)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
      })()) !== s && Ny() !== s && Ty() !== s ? (Bc = t3, t3 = e3 = { type: "function", name: { name: [{ type: "origin", value: "position" }] }, separator: " ", args: n2, ...sd() }) : (qc = t3, t3 = s), t3;
    }
    function Jb() {
      var t3, e3, n2;
      return t3 = qc, (e3 = (function() {
        var t4;
        return "both" === r2.substr(qc, 4).toLowerCase() ? (t4 = r2.substr(qc, 4), qc += 4) : (t4 = s, 0 === Vc && Zc(os)), t4 === s && ("leading" === r2.substr(qc, 7).toLowerCase() ? (t4 = r2.substr(qc, 7), qc += 7) : (t4 = s, 0 === Vc && Zc(ss)), t4 === s && ("trailing" === r2.substr(qc, 8).toLowerCase() ? (t4 = r2.substr(qc, 8), qc += 8) : (t4 = s, 0 === Vc && Zc(us)))), t4;
      })()) === s && (e3 = null), e3 !== s && Ny() !== s ? ((n2 = ib()) === s && (n2 = null), n2 !== s && Ny() !== s && Qp() !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        let n3 = [];
        return r3 && n3.push({ type: "origin", value: r3 }), t4 && n3.push(t4), n3.push({ type: "origin", value: "from" }), { type: "expr_list", value: n3 };
      })(e3, n2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function rp() {
      var t3, e3, n2, o2;
      return t3 = qc, "trim" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(as)), e3 !== s && Ny() !== s && gy() !== s && Ny() !== s ? ((n2 = Jb()) === s && (n2 = null), n2 !== s && Ny() !== s && (o2 = ib()) !== s && Ny() !== s && Ty() !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        let e4 = r3 || { type: "expr_list", value: [] };
        return e4.value.push(t4), { type: "function", name: { name: [{ type: "origin", value: "trim" }] }, args: e4, ...sd() };
      })(n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function tp() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2, v2, y2;
      return t3 = qc, "crosstab" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(is)), e3 === s && ("jsonb_to_recordset" === r2.substr(qc, 18).toLowerCase() ? (e3 = r2.substr(qc, 18), qc += 18) : (e3 = s, 0 === Vc && Zc(cs)), e3 === s && ("jsonb_to_record" === r2.substr(qc, 15).toLowerCase() ? (e3 = r2.substr(qc, 15), qc += 15) : (e3 = s, 0 === Vc && Zc(ls)), e3 === s && ("json_to_recordset" === r2.substr(qc, 17).toLowerCase() ? (e3 = r2.substr(qc, 17), qc += 17) : (e3 = s, 0 === Vc && Zc(fs)), e3 === s && ("json_to_record" === r2.substr(qc, 14).toLowerCase() ? (e3 = r2.substr(qc, 14), qc += 14) : (e3 = s, 0 === Vc && Zc(bs)))))), e3 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n2 = eb()) !== s && Ny() !== s && Ty() !== s && Ny() !== s ? (o2 = qc, (u2 = zp()) !== s && (a2 = Ny()) !== s && (i2 = qb()) !== s && (c2 = Ny()) !== s && (l2 = gy()) !== s && (f2 = Ny()) !== s && (b2 = fl()) !== s && (p2 = Ny()) !== s && (v2 = Ty()) !== s ? o2 = u2 = [u2, a2, i2, c2, l2, f2, b2, p2, v2] : (qc = o2, o2 = s), o2 === s && (o2 = null), o2 !== s ? (Bc = t3, t3 = e3 = { type: "tablefunc", name: { name: [{ type: "default", value: e3 }] }, args: n2, as: (y2 = o2) && { type: "function", name: { name: [{ type: "default", value: y2[2] }] }, args: { type: "expr_list", value: y2[6].map((r3) => ({ ...r3, type: "column_definition" })) }, ...sd() }, ...sd() }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function ep() {
      var t3, e3, n2, o2;
      return t3 = qc, "years" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(vs)), e3 === s && ("months" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(ys)), e3 === s && ("weeks" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(ds)), e3 === s && ("days" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(ws)), e3 === s && ("hours" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(Ls)), e3 === s && ("mins" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(hs))))))), e3 !== s && Ny() !== s ? ("=>" === r2.substr(qc, 2) ? (n2 = "=>", qc += 2) : (n2 = s, 0 === Vc && Zc(Cs)), n2 !== s && Ny() !== s ? ((o2 = mp()) === s && (o2 = ib()), o2 !== s ? (Bc = t3, t3 = e3 = { type: "func_arg", value: { name: e3, symbol: "=>", expr: o2 } }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, "secs" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(ms)), e3 !== s && Ny() !== s ? ("=>" === r2.substr(qc, 2) ? (n2 = "=>", qc += 2) : (n2 = s, 0 === Vc && Zc(Cs)), n2 !== s && Ny() !== s ? ((o2 = Ep()) === s && (o2 = ib()), o2 !== s ? (Bc = t3, t3 = e3 = /* @__PURE__ */ (function(r3, t4) {
        return { type: "func_arg", value: { name: r3, symbol: "=>", expr: t4 } };
      })(e3, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)), t3;
    }
    function np() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = ep()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = ep()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = ep()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = { type: "expr_list", value: cd(t3, e3) }) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3 === s && (r3 = eb()), r3;
    }
    function op() {
      var t3, e3, n2;
      return t3 = qc, "make_interval" === r2.substr(qc, 13).toLowerCase() ? (e3 = r2.substr(qc, 13), qc += 13) : (e3 = s, 0 === Vc && Zc(Es)), e3 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n2 = np()) !== s && Ny() !== s && Ty() !== s ? (Bc = t3, t3 = e3 = { type: "function", name: { name: [{ type: "origin", value: e3 }] }, args: n2, ...sd() }) : (qc = t3, t3 = s), t3;
    }
    function sp() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2;
      return (t3 = Zb()) === s && (t3 = rp()) === s && (t3 = tp()) === s && (t3 = (function() {
        var t4, e4, n3, o3, u3, a3, i3, c3, l3, f3, b2;
        return t4 = qc, "substring" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(ps)), e4 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n3 = Ob()) !== s && Ny() !== s && (o3 = Ey()) !== s && (u3 = Ny()) !== s && (a3 = Cp()) !== s && (i3 = Ny()) !== s && (c3 = Ey()) !== s && (l3 = Ny()) !== s && (f3 = Cp()) !== s && (b2 = Ny()) !== s && Ty() !== s ? (Bc = t4, t4 = e4 = { type: "function", name: { name: [{ type: "origin", value: "substring" }] }, args: { type: "expr_list", value: [n3, a3, f3] } }) : (qc = t4, t4 = s), t4 === s && (t4 = qc, "substring" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(ps)), e4 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n3 = Ob()) !== s && Ny() !== s && (o3 = Qp()) !== s && (u3 = Ny()) !== s && (a3 = Ob()) !== s && (i3 = Ny()) !== s ? (c3 = qc, "for" === r2.substr(qc, 3).toLowerCase() ? (l3 = r2.substr(qc, 3), qc += 3) : (l3 = s, 0 === Vc && Zc(Nr)), l3 !== s && (f3 = Ny()) !== s && (b2 = Ob()) !== s ? c3 = l3 = [l3, f3, b2] : (qc = c3, c3 = s), c3 === s && (c3 = null), c3 !== s && (l3 = Ny()) !== s && (f3 = Ty()) !== s ? (Bc = t4, t4 = e4 = (function(r3, t5, e5) {
          const n4 = [{ type: "origin", value: "from" }], o4 = { type: "expr_list", value: [r3, t5] };
          return e5 && (n4.push({ type: "origin", value: "for" }), o4.value.push(e5[2])), { type: "function", name: { name: [{ type: "origin", value: "substring" }] }, args: o4, separator: n4 };
        })(n3, a3, c3)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, "substring" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(ps)), e4 !== s && Ny() !== s && gy() !== s && Ny() !== s && (n3 = Ob()) !== s && Ny() !== s ? (o3 = qc, (u3 = Qp()) !== s && (a3 = Ny()) !== s && (i3 = Cp()) !== s ? o3 = u3 = [u3, a3, i3] : (qc = o3, o3 = s), o3 === s && (o3 = null), o3 !== s && (u3 = Ny()) !== s ? (a3 = qc, "for" === r2.substr(qc, 3).toLowerCase() ? (i3 = r2.substr(qc, 3), qc += 3) : (i3 = s, 0 === Vc && Zc(Nr)), i3 !== s && (c3 = Ny()) !== s && (l3 = Cp()) !== s ? a3 = i3 = [i3, c3, l3] : (qc = a3, a3 = s), a3 === s && (a3 = null), a3 !== s && (i3 = Ny()) !== s && (c3 = Ty()) !== s ? (Bc = t4, t4 = e4 = (function(r3, t5, e5) {
          const n4 = [], o4 = { type: "expr_list", value: [r3] };
          return t5 && (n4.push({ type: "origin", value: "from" }), o4.value.push(t5[2])), e5 && (n4.push({ type: "origin", value: "for" }), o4.value.push(e5[2])), { type: "function", name: { name: [{ type: "origin", value: "substring" }] }, args: o4, separator: n4 };
        })(n3, o3, a3)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s))), t4;
      })()) === s && (t3 = op()) === s && (t3 = qc, "now" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(As)), e3 !== s && Ny() !== s && (n2 = gy()) !== s && Ny() !== s ? ((o2 = eb()) === s && (o2 = null), o2 !== s && Ny() !== s && Ty() !== s && Ny() !== s ? ("at" === r2.substr(qc, 2).toLowerCase() ? (u2 = r2.substr(qc, 2), qc += 2) : (u2 = s, 0 === Vc && Zc(gs)), u2 !== s && Ny() !== s && zv() !== s && Ny() !== s ? ("zone" === r2.substr(qc, 4).toLowerCase() ? (a2 = r2.substr(qc, 4), qc += 4) : (a2 = s, 0 === Vc && Zc(Ts)), a2 !== s && Ny() !== s && (i2 = yp()) !== s ? (Bc = t3, c2 = e3, l2 = o2, (f2 = i2).prefix = "at time zone", t3 = e3 = { type: "function", name: { name: [{ type: "default", value: c2 }] }, args: l2 || { type: "expr_list", value: [] }, suffix: f2, ...sd() }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = (function() {
        var t4;
        (t4 = ap()) === s && (t4 = ey()) === s && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "user" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(hi));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "USER") : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && (t4 = oy()) === s && (t4 = (function() {
          var t5, e4, n3, o3;
          t5 = qc, "system_user" === r2.substr(qc, 11).toLowerCase() ? (e4 = r2.substr(qc, 11), qc += 11) : (e4 = s, 0 === Vc && Zc(Bi));
          e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "SYSTEM_USER") : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          return t5;
        })()) === s && ("ntile" === r2.substr(qc, 5).toLowerCase() ? (t4 = r2.substr(qc, 5), qc += 5) : (t4 = s, 0 === Vc && Zc(Xs)));
        return t4;
      })()) !== s && Ny() !== s && (n2 = gy()) !== s && Ny() !== s ? ((o2 = eb()) === s && (o2 = null), o2 !== s && Ny() !== s && Ty() !== s && Ny() !== s ? ((u2 = Xb()) === s && (u2 = null), u2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        return { type: "function", name: { name: [{ type: "origin", value: r3 }] }, args: t4 || { type: "expr_list", value: [] }, over: e4, ...sd() };
      })(e3, o2, u2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = (function() {
        var r3, t4, e4, n3, o3;
        r3 = qc, (t4 = _v()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (e4 = up()) !== s && Ny() !== s && Qp() !== s && Ny() !== s ? ((n3 = Zv()) === s && (n3 = ry()) === s && (n3 = zv()) === s && (n3 = Xv()), n3 === s && (n3 = null), n3 !== s && Ny() !== s && (o3 = ib()) !== s && Ny() !== s && Ty() !== s ? (Bc = r3, u3 = e4, a3 = n3, i3 = o3, t4 = { type: t4.toLowerCase(), args: { field: u3, cast_type: a3, source: i3 }, ...sd() }, r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        var u3, a3, i3;
        r3 === s && (r3 = qc, (t4 = _v()) !== s && Ny() !== s && gy() !== s && Ny() !== s && (e4 = up()) !== s && Ny() !== s && Qp() !== s && Ny() !== s && (n3 = ib()) !== s && Ny() !== s && (o3 = Ty()) !== s ? (Bc = r3, t4 = (function(r4, t5, e5) {
          return { type: r4.toLowerCase(), args: { field: t5, source: e5 }, ...sd() };
        })(t4, e4, n3), r3 = t4) : (qc = r3, r3 = s));
        return r3;
      })()) === s && (t3 = qc, (e3 = ap()) !== s && Ny() !== s ? ((n2 = Lf()) === s && (n2 = null), n2 !== s && Ny() !== s ? ((o2 = Vb()) === s && (o2 = null), o2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        const n3 = {};
        t4 && (n3.args = { type: "expr_list", value: t4 }, n3.args_parentheses = false, n3.separator = " ");
        return { type: "function", name: { name: [{ type: "origin", value: r3 }] }, over: e4, ...n3, ...sd() };
      })(e3, n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Vy()) !== s && Ny() !== s && (n2 = gy()) !== s && Ny() !== s ? ((o2 = cb()) === s && (o2 = null), o2 !== s && Ny() !== s && Ty() !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        return t4 && "expr_list" !== t4.type && (t4 = { type: "expr_list", value: [t4] }), { type: "function", name: r3, args: t4 || { type: "expr_list", value: [] }, ...sd() };
      })(e3, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s))))), t3;
    }
    function up() {
      var t3, e3;
      return t3 = qc, "century" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(_s)), e3 === s && ("day" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Ss)), e3 === s && ("date" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(xs)), e3 === s && ("decade" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(js)), e3 === s && ("dow" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Is)), e3 === s && ("doy" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Rs)), e3 === s && ("epoch" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(Ns)), e3 === s && ("hour" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Os)), e3 === s && ("isodow" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(ks)), e3 === s && ("isoyear" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Us)), e3 === s && ("microseconds" === r2.substr(qc, 12).toLowerCase() ? (e3 = r2.substr(qc, 12), qc += 12) : (e3 = s, 0 === Vc && Zc(Ms)), e3 === s && ("millennium" === r2.substr(qc, 10).toLowerCase() ? (e3 = r2.substr(qc, 10), qc += 10) : (e3 = s, 0 === Vc && Zc(Ds)), e3 === s && ("milliseconds" === r2.substr(qc, 12).toLowerCase() ? (e3 = r2.substr(qc, 12), qc += 12) : (e3 = s, 0 === Vc && Zc(Ps)), e3 === s && ("minute" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Gs)), e3 === s && ("month" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc($s)), e3 === s && ("quarter" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Fs)), e3 === s && ("second" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(qs)), e3 === s && ("timezone" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(Bs)), e3 === s && ("timezone_hour" === r2.substr(qc, 13).toLowerCase() ? (e3 = r2.substr(qc, 13), qc += 13) : (e3 = s, 0 === Vc && Zc(Hs)), e3 === s && ("timezone_minute" === r2.substr(qc, 15).toLowerCase() ? (e3 = r2.substr(qc, 15), qc += 15) : (e3 = s, 0 === Vc && Zc(Ys)), e3 === s && ("week" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Ws)), e3 === s && ("year" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Vs))))))))))))))))))))))), e3 !== s && (Bc = t3, e3 = e3), t3 = e3;
    }
    function ap() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = qc, "current_date" === r2.substr(qc, 12).toLowerCase() ? (e3 = r2.substr(qc, 12), qc += 12) : (e3 = s, 0 === Vc && Zc(Gi));
        e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e3 = "CURRENT_DATE") : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        t4 = qc, "current_time" === r2.substr(qc, 12).toLowerCase() ? (e3 = r2.substr(qc, 12), qc += 12) : (e3 = s, 0 === Vc && Zc(Fi));
        e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e3 = "CURRENT_TIME") : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) === s && (t3 = ty()), t3;
    }
    function ip() {
      var t3, e3, n2, o2;
      return t3 = qc, 34 === r2.charCodeAt(qc) ? (e3 = '"', qc++) : (e3 = s, 0 === Vc && Zc(_o)), e3 === s && (e3 = null), e3 !== s && (n2 = Zy()) !== s ? (34 === r2.charCodeAt(qc) ? (o2 = '"', qc++) : (o2 = s, 0 === Vc && Zc(_o)), o2 === s && (o2 = null), o2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
        if (r3 && !e4 || !r3 && e4) throw new Error("double quoted not match");
        return r3 && e4 && (t4.quoted = '"'), t4;
      })(e3, n2, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function cp() {
      var r3, t3, e3, n2, o2, u2;
      if (r3 = qc, t3 = [], e3 = qc, (n2 = ly()) !== s && (o2 = Ny()) !== s && (u2 = ip()) !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s), e3 !== s) for (; e3 !== s; ) t3.push(e3), e3 = qc, (n2 = ly()) !== s && (o2 = Ny()) !== s && (u2 = ip()) !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s);
      else t3 = s;
      return t3 !== s && (Bc = r3, t3 = { symbol: "::", target: t3.map((r4) => r4[2]) }), r3 = t3;
    }
    function lp() {
      var t3;
      return (t3 = yp()) === s && (t3 = Cp()) === s && (t3 = vp()) === s && (t3 = bp()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2;
        t4 = qc, (e3 = zv()) === s && (e3 = Xv()) === s && (e3 = Zv()) === s && (e3 = Qv());
        if (e3 !== s) if (Ny() !== s) {
          if (n2 = qc, 39 === r2.charCodeAt(qc) ? (o2 = "'", qc++) : (o2 = s, 0 === Vc && Zc(Jt)), o2 !== s) {
            for (u2 = [], a2 = Lp(); a2 !== s; ) u2.push(a2), a2 = Lp();
            u2 !== s ? (39 === r2.charCodeAt(qc) ? (a2 = "'", qc++) : (a2 = s, 0 === Vc && Zc(Jt)), a2 !== s ? n2 = o2 = [o2, u2, a2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s);
          } else qc = n2, n2 = s;
          n2 !== s ? (Bc = t4, i2 = n2, e3 = { type: e3.toLowerCase(), value: i2[1].join("") }, t4 = e3) : (qc = t4, t4 = s);
        } else qc = t4, t4 = s;
        else qc = t4, t4 = s;
        var i2;
        if (t4 === s) if (t4 = qc, (e3 = zv()) === s && (e3 = Xv()) === s && (e3 = Zv()) === s && (e3 = Qv()), e3 !== s) if (Ny() !== s) {
          if (n2 = qc, 34 === r2.charCodeAt(qc) ? (o2 = '"', qc++) : (o2 = s, 0 === Vc && Zc(_o)), o2 !== s) {
            for (u2 = [], a2 = wp(); a2 !== s; ) u2.push(a2), a2 = wp();
            u2 !== s ? (34 === r2.charCodeAt(qc) ? (a2 = '"', qc++) : (a2 = s, 0 === Vc && Zc(_o)), a2 !== s ? n2 = o2 = [o2, u2, a2] : (qc = n2, n2 = s)) : (qc = n2, n2 = s);
          } else qc = n2, n2 = s;
          n2 !== s ? (Bc = t4, e3 = (function(r3, t5) {
            return { type: r3.toLowerCase(), value: t5[1].join("") };
          })(e3, n2), t4 = e3) : (qc = t4, t4 = s);
        } else qc = t4, t4 = s;
        else qc = t4, t4 = s;
        return t4;
      })()) === s && (t3 = fp()), t3;
    }
    function fp() {
      var r3, t3;
      return r3 = qc, Tv() !== s && Ny() !== s && _y() !== s && Ny() !== s ? ((t3 = eb()) === s && (t3 = null), t3 !== s && Ny() !== s && Sy() !== s ? (Bc = r3, r3 = /* @__PURE__ */ (function(r4, t4) {
        return { expr_list: t4 || { type: "origin", value: "" }, type: "array", keyword: "array", brackets: true };
      })(0, t3)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function bp() {
      var r3, t3;
      return r3 = qc, (t3 = jp()) !== s && (Bc = r3, t3 = { type: "null", value: null }), r3 = t3;
    }
    function pp() {
      var t3, e3;
      return t3 = qc, (e3 = (function() {
        var t4, e4, n2, o2;
        t4 = qc, "not null" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(gu));
        e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t4 = e4 = [e4, n2] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (Bc = t3, e3 = { type: "not null", value: "not null" }), t3 = e3;
    }
    function vp() {
      var t3, e3;
      return t3 = qc, (e3 = (function() {
        var t4, e4, n2, o2;
        t4 = qc, "true" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Tu));
        e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t4 = e4 = [e4, n2] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (Bc = t3, e3 = { type: "bool", value: true }), (t3 = e3) === s && (t3 = qc, (e3 = (function() {
        var t4, e4, n2, o2;
        t4 = qc, "false" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(_u));
        e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t4 = e4 = [e4, n2] : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        return t4;
      })()) !== s && (Bc = t3, e3 = { type: "bool", value: false }), t3 = e3), t3;
    }
    function yp() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2;
      if (t3 = qc, e3 = qc, 39 === r2.charCodeAt(qc) ? (n2 = "'", qc++) : (n2 = s, 0 === Vc && Zc(Jt)), n2 !== s) {
        for (o2 = [], u2 = Lp(); u2 !== s; ) o2.push(u2), u2 = Lp();
        o2 !== s ? (39 === r2.charCodeAt(qc) ? (u2 = "'", qc++) : (u2 = s, 0 === Vc && Zc(Jt)), u2 !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s);
      } else qc = e3, e3 = s;
      if (e3 !== s) {
        if (n2 = [], Qs.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(Ks)), o2 !== s) for (; o2 !== s; ) n2.push(o2), Qs.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(Ks));
        else n2 = s;
        if (n2 !== s) if ((o2 = Ny()) !== s) {
          if (u2 = qc, 39 === r2.charCodeAt(qc) ? (a2 = "'", qc++) : (a2 = s, 0 === Vc && Zc(Jt)), a2 !== s) {
            for (i2 = [], c2 = Lp(); c2 !== s; ) i2.push(c2), c2 = Lp();
            i2 !== s ? (39 === r2.charCodeAt(qc) ? (c2 = "'", qc++) : (c2 = s, 0 === Vc && Zc(Jt)), c2 !== s ? u2 = a2 = [a2, i2, c2] : (qc = u2, u2 = s)) : (qc = u2, u2 = s);
          } else qc = u2, u2 = s;
          u2 !== s ? (Bc = t3, l2 = u2, t3 = e3 = { type: "single_quote_string", value: `${e3[1].join("")}${l2[1].join("")}` }) : (qc = t3, t3 = s);
        } else qc = t3, t3 = s;
        else qc = t3, t3 = s;
      } else qc = t3, t3 = s;
      if (t3 === s) {
        if (t3 = qc, e3 = qc, 39 === r2.charCodeAt(qc) ? (n2 = "'", qc++) : (n2 = s, 0 === Vc && Zc(Jt)), n2 !== s) {
          for (o2 = [], u2 = Lp(); u2 !== s; ) o2.push(u2), u2 = Lp();
          o2 !== s ? (39 === r2.charCodeAt(qc) ? (u2 = "'", qc++) : (u2 = s, 0 === Vc && Zc(Jt)), u2 !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s);
        } else qc = e3, e3 = s;
        e3 !== s && (Bc = t3, e3 = (function(r3) {
          return { type: "single_quote_string", value: r3[1].join("") };
        })(e3)), (t3 = e3) === s && (t3 = dp());
      }
      return t3;
    }
    function dp() {
      var t3, e3, n2, o2, u2;
      if (t3 = qc, e3 = qc, 34 === r2.charCodeAt(qc) ? (n2 = '"', qc++) : (n2 = s, 0 === Vc && Zc(_o)), n2 !== s) {
        for (o2 = [], u2 = wp(); u2 !== s; ) o2.push(u2), u2 = wp();
        o2 !== s ? (34 === r2.charCodeAt(qc) ? (u2 = '"', qc++) : (u2 = s, 0 === Vc && Zc(_o)), u2 !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s);
      } else qc = e3, e3 = s;
      return e3 !== s ? (n2 = qc, Vc++, o2 = my(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = { type: "double_quote_string", value: e3[1].join("") }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function wp() {
      var t3;
      return zs.test(r2.charAt(qc)) ? (t3 = r2.charAt(qc), qc++) : (t3 = s, 0 === Vc && Zc(Zs)), t3 === s && (t3 = hp()), t3;
    }
    function Lp() {
      var t3;
      return Js.test(r2.charAt(qc)) ? (t3 = r2.charAt(qc), qc++) : (t3 = s, 0 === Vc && Zc(ru)), t3 === s && (t3 = hp()), t3;
    }
    function hp() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2;
      return t3 = qc, "\\'" === r2.substr(qc, 2) ? (e3 = "\\'", qc += 2) : (e3 = s, 0 === Vc && Zc(tu)), e3 !== s && (Bc = t3, e3 = "\\'"), (t3 = e3) === s && (t3 = qc, '\\"' === r2.substr(qc, 2) ? (e3 = '\\"', qc += 2) : (e3 = s, 0 === Vc && Zc(eu)), e3 !== s && (Bc = t3, e3 = '\\"'), (t3 = e3) === s && (t3 = qc, "\\\\" === r2.substr(qc, 2) ? (e3 = "\\\\", qc += 2) : (e3 = s, 0 === Vc && Zc(nu)), e3 !== s && (Bc = t3, e3 = "\\\\"), (t3 = e3) === s && (t3 = qc, "\\/" === r2.substr(qc, 2) ? (e3 = "\\/", qc += 2) : (e3 = s, 0 === Vc && Zc(ou)), e3 !== s && (Bc = t3, e3 = "\\/"), (t3 = e3) === s && (t3 = qc, "\\b" === r2.substr(qc, 2) ? (e3 = "\\b", qc += 2) : (e3 = s, 0 === Vc && Zc(su)), e3 !== s && (Bc = t3, e3 = "\b"), (t3 = e3) === s && (t3 = qc, "\\f" === r2.substr(qc, 2) ? (e3 = "\\f", qc += 2) : (e3 = s, 0 === Vc && Zc(uu)), e3 !== s && (Bc = t3, e3 = "\f"), (t3 = e3) === s && (t3 = qc, "\\n" === r2.substr(qc, 2) ? (e3 = "\\n", qc += 2) : (e3 = s, 0 === Vc && Zc(au)), e3 !== s && (Bc = t3, e3 = "\n"), (t3 = e3) === s && (t3 = qc, "\\r" === r2.substr(qc, 2) ? (e3 = "\\r", qc += 2) : (e3 = s, 0 === Vc && Zc(iu)), e3 !== s && (Bc = t3, e3 = "\r"), (t3 = e3) === s && (t3 = qc, "\\t" === r2.substr(qc, 2) ? (e3 = "\\t", qc += 2) : (e3 = s, 0 === Vc && Zc(cu)), e3 !== s && (Bc = t3, e3 = "	"), (t3 = e3) === s && (t3 = qc, "\\u" === r2.substr(qc, 2) ? (e3 = "\\u", qc += 2) : (e3 = s, 0 === Vc && Zc(lu)), e3 !== s && (n2 = xp()) !== s && (o2 = xp()) !== s && (u2 = xp()) !== s && (a2 = xp()) !== s ? (Bc = t3, i2 = n2, c2 = o2, l2 = u2, f2 = a2, t3 = e3 = String.fromCharCode(parseInt("0x" + i2 + c2 + l2 + f2))) : (qc = t3, t3 = s), t3 === s && (t3 = qc, 92 === r2.charCodeAt(qc) ? (e3 = "\\", qc++) : (e3 = s, 0 === Vc && Zc(fu)), e3 !== s && (Bc = t3, e3 = "\\"), (t3 = e3) === s && (t3 = qc, "''" === r2.substr(qc, 2) ? (e3 = "''", qc += 2) : (e3 = s, 0 === Vc && Zc(bu)), e3 !== s && (Bc = t3, e3 = "''"), t3 = e3))))))))))), t3;
    }
    function Cp() {
      var r3, t3, e3;
      return r3 = qc, (t3 = (function() {
        var r4;
        (r4 = Ep()) === s && (r4 = mp());
        return r4;
      })()) !== s && (Bc = r3, t3 = (e3 = t3) && "object" == typeof e3 ? e3 : { type: "number", value: e3 }), r3 = t3;
    }
    function mp() {
      var r3, t3, e3;
      return r3 = qc, (t3 = Ap()) !== s && (e3 = Tp()) !== s ? (Bc = r3, r3 = t3 = { type: "bigint", value: t3 + e3 }) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t3 = Ap()) !== s && (Bc = r3, t3 = (function(r4) {
        return id(r4) ? { type: "bigint", value: r4 } : { type: "number", value: parseFloat(r4) };
      })(t3)), r3 = t3), r3;
    }
    function Ep() {
      var r3, t3, e3, n2;
      return r3 = qc, (t3 = Ap()) === s && (t3 = null), t3 !== s && (e3 = gp()) !== s && (n2 = Tp()) !== s ? (Bc = r3, r3 = t3 = { type: "bigint", value: (t3 || "") + e3 + n2 }) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t3 = Ap()) === s && (t3 = null), t3 !== s && (e3 = gp()) !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
        const e4 = (r4 || "") + t4;
        return r4 && id(r4) ? { type: "bigint", value: e4 } : parseFloat(e4).toFixed(t4.length - 1);
      })(t3, e3)) : (qc = r3, r3 = s)), r3;
    }
    function Ap() {
      var t3, e3, n2;
      return (t3 = _p()) === s && (t3 = Sp()) === s && (t3 = qc, 45 === r2.charCodeAt(qc) ? (e3 = "-", qc++) : (e3 = s, 0 === Vc && Zc(io)), e3 === s && (43 === r2.charCodeAt(qc) ? (e3 = "+", qc++) : (e3 = s, 0 === Vc && Zc(ao))), e3 !== s && (n2 = _p()) !== s ? (Bc = t3, t3 = e3 = e3 + n2) : (qc = t3, t3 = s), t3 === s && (t3 = qc, 45 === r2.charCodeAt(qc) ? (e3 = "-", qc++) : (e3 = s, 0 === Vc && Zc(io)), e3 === s && (43 === r2.charCodeAt(qc) ? (e3 = "+", qc++) : (e3 = s, 0 === Vc && Zc(ao))), e3 !== s && (n2 = Sp()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        return r3 + t4;
      })(e3, n2)) : (qc = t3, t3 = s))), t3;
    }
    function gp() {
      var t3, e3, n2;
      return t3 = qc, 46 === r2.charCodeAt(qc) ? (e3 = ".", qc++) : (e3 = s, 0 === Vc && Zc(yu)), e3 !== s && (n2 = _p()) !== s ? (Bc = t3, t3 = e3 = "." + n2) : (qc = t3, t3 = s), t3;
    }
    function Tp() {
      var t3, e3, n2;
      return t3 = qc, (e3 = (function() {
        var t4, e4, n3;
        t4 = qc, Cu.test(r2.charAt(qc)) ? (e4 = r2.charAt(qc), qc++) : (e4 = s, 0 === Vc && Zc(mu));
        e4 !== s ? (Eu.test(r2.charAt(qc)) ? (n3 = r2.charAt(qc), qc++) : (n3 = s, 0 === Vc && Zc(Au)), n3 === s && (n3 = null), n3 !== s ? (Bc = t4, t4 = e4 = e4 + (null !== (o2 = n3) ? o2 : "")) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var o2;
        return t4;
      })()) !== s && (n2 = _p()) !== s ? (Bc = t3, t3 = e3 = e3 + n2) : (qc = t3, t3 = s), t3;
    }
    function _p() {
      var r3, t3, e3;
      if (r3 = qc, t3 = [], (e3 = Sp()) !== s) for (; e3 !== s; ) t3.push(e3), e3 = Sp();
      else t3 = s;
      return t3 !== s && (Bc = r3, t3 = t3.join("")), r3 = t3;
    }
    function Sp() {
      var t3;
      return du.test(r2.charAt(qc)) ? (t3 = r2.charAt(qc), qc++) : (t3 = s, 0 === Vc && Zc(wu)), t3;
    }
    function xp() {
      var t3;
      return Lu.test(r2.charAt(qc)) ? (t3 = r2.charAt(qc), qc++) : (t3 = s, 0 === Vc && Zc(hu)), t3;
    }
    function jp() {
      var t3, e3, n2, o2;
      return t3 = qc, "null" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(B)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Ip() {
      var t3, e3, n2, o2;
      return t3 = qc, "default" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc($r)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Rp() {
      var t3, e3, n2, o2;
      return t3 = qc, "to" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(ar)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Np() {
      var t3, e3, n2, o2;
      return t3 = qc, "show" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Su)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Op() {
      var t3, e3, n2, o2;
      return t3 = qc, "drop" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(xu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "DROP") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function kp() {
      var t3, e3, n2, o2;
      return t3 = qc, "alter" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(Iu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Up() {
      var t3, e3, n2, o2;
      return t3 = qc, "select" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Ru)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Mp() {
      var t3, e3, n2, o2;
      return t3 = qc, "update" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Nu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Dp() {
      var t3, e3, n2, o2;
      return t3 = qc, "create" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Ou)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Pp() {
      var t3, e3, n2, o2;
      return t3 = qc, "temporary" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(ku)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Gp() {
      var t3, e3, n2, o2;
      return t3 = qc, "UNLOGGED" === r2.substr(qc, 8) ? (e3 = "UNLOGGED", qc += 8) : (e3 = s, 0 === Vc && Zc(Uu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "UNLOGGED") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function $p() {
      var t3, e3, n2, o2;
      return t3 = qc, "temp" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Mu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Fp() {
      var t3, e3, n2, o2;
      return t3 = qc, "delete" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Du)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function qp() {
      var t3, e3, n2, o2;
      return t3 = qc, "insert" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Pu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Bp() {
      var t3, e3, n2, o2;
      return t3 = qc, "recursive" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(Gu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "RECURSIVE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Hp() {
      var t3, e3, n2, o2;
      return t3 = qc, "replace" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc($u)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Yp() {
      var t3, e3, n2, o2;
      return t3 = qc, "rename" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Bu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Wp() {
      var t3, e3, n2, o2;
      return t3 = qc, "ignore" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(zo)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Vp() {
      var t3, e3, n2, o2;
      return t3 = qc, "partition" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(Hu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "PARTITION") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Xp() {
      var t3, e3, n2, o2;
      return t3 = qc, "into" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Yu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Qp() {
      var t3, e3, n2, o2;
      return t3 = qc, "from" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Wu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Kp() {
      var t3, e3, n2, o2;
      return t3 = qc, "set" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Bt)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "SET") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function zp() {
      var t3, e3, n2, o2;
      return t3 = qc, "as" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(Fr)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Zp() {
      var t3, e3, n2, o2;
      return t3 = qc, "table" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(ze)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "TABLE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Jp() {
      var t3, e3, n2, o2;
      return t3 = qc, "database" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(me)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "DATABASE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function rv() {
      var t3, e3, n2, o2;
      return t3 = qc, "schema" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(p)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "SCHEMA") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function tv() {
      var t3, e3, n2, o2;
      return t3 = qc, "sequence" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(Ce)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "SEQUENCE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function ev() {
      var t3, e3, n2, o2;
      return t3 = qc, "tablespace" === r2.substr(qc, 10).toLowerCase() ? (e3 = r2.substr(qc, 10), qc += 10) : (e3 = s, 0 === Vc && Zc(Vu)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "TABLESPACE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function nv() {
      var t3, e3, n2, o2;
      return t3 = qc, "on" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(H)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function ov() {
      var t3, e3, n2, o2;
      return t3 = qc, "join" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Ju)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function sv() {
      var t3, e3, n2, o2;
      return t3 = qc, "outer" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(ra)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function uv() {
      var t3, e3, n2, o2;
      return t3 = qc, "values" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(oa)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function av() {
      var t3, e3, n2, o2;
      return t3 = qc, "using" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(sa)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function iv() {
      var t3, e3, n2, o2;
      return t3 = qc, "with" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(kn)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function cv() {
      var t3, e3, n2, o2;
      return t3 = qc, "group" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(aa)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function lv() {
      var t3, e3, n2, o2;
      return t3 = qc, "by" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(Gr)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function fv() {
      var t3, e3, n2, o2;
      return t3 = qc, "order" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(ia)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function bv() {
      var t3, e3, n2, o2;
      return t3 = qc, "asc" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(ba)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "ASC") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function pv() {
      var t3, e3, n2, o2;
      return t3 = qc, "desc" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(pa)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "DESC") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function vv() {
      var t3, e3, n2, o2;
      return t3 = qc, "all" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(va)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "ALL") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function yv() {
      var t3, e3, n2, o2;
      return t3 = qc, "distinct" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(ya)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "DISTINCT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function dv() {
      var t3, e3, n2, o2;
      return t3 = qc, "between" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(da)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "BETWEEN") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function wv() {
      var t3, e3, n2, o2;
      return t3 = qc, "in" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(ne)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "IN") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Lv() {
      var t3, e3, n2, o2;
      return t3 = qc, "is" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(mn)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "IS") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function hv() {
      var t3, e3, n2, o2;
      return t3 = qc, "like" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(wa)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "LIKE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Cv() {
      var t3, e3, n2, o2;
      return t3 = qc, "ilike" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(La)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "ILIKE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function mv() {
      var t3, e3, n2, o2;
      return t3 = qc, "exists" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(ha)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "EXISTS") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Ev() {
      var t3, e3, n2, o2;
      return t3 = qc, "not" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc($)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "NOT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Av() {
      var t3, e3, n2, o2;
      return t3 = qc, "and" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Ca)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "AND") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function gv() {
      var t3, e3, n2, o2;
      return t3 = qc, "or" === r2.substr(qc, 2).toLowerCase() ? (e3 = r2.substr(qc, 2), qc += 2) : (e3 = s, 0 === Vc && Zc(ma)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "OR") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Tv() {
      var t3, e3, n2, o2;
      return t3 = qc, "array" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(Ea)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "ARRAY") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function _v() {
      var t3, e3, n2, o2;
      return t3 = qc, "extract" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Ra)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "EXTRACT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Sv() {
      var t3, e3, n2, o2;
      return t3 = qc, "case" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Oa)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function xv() {
      var t3, e3, n2, o2;
      return t3 = qc, "when" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(ka)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function jv() {
      var t3, e3, n2, o2;
      return t3 = qc, "else" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Ua)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Iv() {
      var t3, e3, n2, o2;
      return t3 = qc, "end" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Pe)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? t3 = e3 = [e3, n2] : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Rv() {
      var t3, e3, n2, o2;
      return t3 = qc, "cast" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Ma)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "CAST") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Nv() {
      var t3, e3, n2, o2;
      return t3 = qc, "numeric" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Fa)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "NUMERIC") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Ov() {
      var t3, e3, n2, o2;
      return t3 = qc, "decimal" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(qa)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "DECIMAL") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function kv() {
      var t3, e3, n2, o2;
      return t3 = qc, "unsigned" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(Ha)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "UNSIGNED") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Uv() {
      var t3, e3, n2, o2;
      return t3 = qc, "int" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Ya)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "INT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Mv() {
      var t3, e3, n2, o2;
      return t3 = qc, "integer" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(Va)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "INTEGER") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Dv() {
      var t3, e3, n2, o2;
      return t3 = qc, "smallint" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(za)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "SMALLINT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Pv() {
      var t3, e3, n2, o2;
      return t3 = qc, "serial" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Za)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "SERIAL") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Gv() {
      var t3, e3, n2, o2;
      return t3 = qc, "smallserial" === r2.substr(qc, 11).toLowerCase() ? (e3 = r2.substr(qc, 11), qc += 11) : (e3 = s, 0 === Vc && Zc(Ja)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "SMALLSERIAL") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function $v() {
      var t3, e3, n2, o2;
      return t3 = qc, "tinyint" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(ri)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "TINYINT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Fv() {
      var t3, e3, n2, o2;
      return t3 = qc, "mediumint" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(si)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "MEDIUMINT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function qv() {
      var t3, e3, n2, o2;
      return t3 = qc, "bigint" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(ii)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "BIGINT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Bv() {
      var t3, e3, n2, o2;
      return t3 = qc, "enum" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(ci)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "ENUM") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Hv() {
      var t3, e3, n2, o2;
      return t3 = qc, "float" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(li)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "FLOAT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Yv() {
      var t3, e3, n2, o2;
      return t3 = qc, "double" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(fi)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "DOUBLE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Wv() {
      var t3, e3, n2, o2;
      return t3 = qc, "bigserial" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(bi)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "BIGSERIAL") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Vv() {
      var t3, e3, n2, o2;
      return t3 = qc, "real" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(pi)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "REAL") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Xv() {
      var t3, e3, n2, o2;
      return t3 = qc, "date" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(xs)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "DATE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Qv() {
      var t3, e3, n2, o2;
      return t3 = qc, "datetime" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(vi)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "DATETIME") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Kv() {
      var t3, e3, n2, o2;
      return t3 = qc, "rows" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(sr)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "ROWS") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function zv() {
      var t3, e3, n2, o2;
      return t3 = qc, "time" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(yi)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "TIME") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Zv() {
      var t3, e3, n2, o2;
      return t3 = qc, "timestamp" === r2.substr(qc, 9).toLowerCase() ? (e3 = r2.substr(qc, 9), qc += 9) : (e3 = s, 0 === Vc && Zc(di)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "TIMESTAMP") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Jv() {
      var t3, e3, n2, o2;
      return t3 = qc, "truncate" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc(Li)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "TRUNCATE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function ry() {
      var t3, e3, n2, o2;
      return t3 = qc, "interval" === r2.substr(qc, 8).toLowerCase() ? (e3 = r2.substr(qc, 8), qc += 8) : (e3 = s, 0 === Vc && Zc($i)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "INTERVAL") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function ty() {
      var t3, e3, n2, o2;
      return t3 = qc, "current_timestamp" === r2.substr(qc, 17).toLowerCase() ? (e3 = r2.substr(qc, 17), qc += 17) : (e3 = s, 0 === Vc && Zc(qi)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "CURRENT_TIMESTAMP") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function ey() {
      var t3, e3, n2, o2;
      return t3 = qc, "current_user" === r2.substr(qc, 12).toLowerCase() ? (e3 = r2.substr(qc, 12), qc += 12) : (e3 = s, 0 === Vc && Zc(at)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "CURRENT_USER") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function ny() {
      var t3, e3, n2, o2;
      return t3 = qc, "current_role" === r2.substr(qc, 12).toLowerCase() ? (e3 = r2.substr(qc, 12), qc += 12) : (e3 = s, 0 === Vc && Zc(ut)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "CURRENT_ROLE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function oy() {
      var t3, e3, n2, o2;
      return t3 = qc, "session_user" === r2.substr(qc, 12).toLowerCase() ? (e3 = r2.substr(qc, 12), qc += 12) : (e3 = s, 0 === Vc && Zc(it)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "SESSION_USER") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function sy() {
      var t3, e3, n2, o2;
      return t3 = qc, "local" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(d)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "LOCAL") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function uy() {
      var t3, e3, n2, o2;
      return t3 = qc, "view" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Xi)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "VIEW") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function ay() {
      var t3;
      return 36 === r2.charCodeAt(qc) ? (t3 = "$", qc++) : (t3 = s, 0 === Vc && Zc(po)), t3;
    }
    function iy() {
      var t3;
      return "$$" === r2.substr(qc, 2) ? (t3 = "$$", qc += 2) : (t3 = s, 0 === Vc && Zc(zi)), t3;
    }
    function cy() {
      var t3;
      return (t3 = (function() {
        var t4;
        return "@@" === r2.substr(qc, 2) ? (t4 = "@@", qc += 2) : (t4 = s, 0 === Vc && Zc(Ki)), t4;
      })()) === s && (t3 = (function() {
        var t4;
        return 64 === r2.charCodeAt(qc) ? (t4 = "@", qc++) : (t4 = s, 0 === Vc && Zc(Qi)), t4;
      })()) === s && (t3 = ay()) === s && (t3 = ay()), t3;
    }
    function ly() {
      var t3;
      return "::" === r2.substr(qc, 2) ? (t3 = "::", qc += 2) : (t3 = s, 0 === Vc && Zc(Zi)), t3;
    }
    function fy() {
      var t3;
      return 61 === r2.charCodeAt(qc) ? (t3 = "=", qc++) : (t3 = s, 0 === Vc && Zc(ir)), t3;
    }
    function by() {
      var t3, e3, n2, o2;
      return t3 = qc, "add" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(rc)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "ADD") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function py() {
      var t3, e3, n2, o2;
      return t3 = qc, "column" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Qe)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "COLUMN") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function vy() {
      var t3, e3, n2, o2;
      return t3 = qc, "index" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(tc)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "INDEX") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function yy() {
      var t3, e3, n2, o2;
      return t3 = qc, "key" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Mr)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "KEY") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function dy() {
      var t3, e3, n2, o2;
      return t3 = qc, "unique" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Ur)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "UNIQUE") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function wy() {
      var t3, e3, n2, o2;
      return t3 = qc, "comment" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(En)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "COMMENT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Ly() {
      var t3, e3, n2, o2;
      return t3 = qc, "constraint" === r2.substr(qc, 10).toLowerCase() ? (e3 = r2.substr(qc, 10), qc += 10) : (e3 = s, 0 === Vc && Zc(st)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "CONSTRAINT") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function hy() {
      var t3, e3, n2, o2;
      return t3 = qc, "concurrently" === r2.substr(qc, 12).toLowerCase() ? (e3 = r2.substr(qc, 12), qc += 12) : (e3 = s, 0 === Vc && Zc(oc)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "CONCURRENTLY") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function Cy() {
      var t3, e3, n2, o2;
      return t3 = qc, "references" === r2.substr(qc, 10).toLowerCase() ? (e3 = r2.substr(qc, 10), qc += 10) : (e3 = s, 0 === Vc && Zc(sc)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t3, t3 = e3 = "REFERENCES") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function my() {
      var t3;
      return 46 === r2.charCodeAt(qc) ? (t3 = ".", qc++) : (t3 = s, 0 === Vc && Zc(yu)), t3;
    }
    function Ey() {
      var t3;
      return 44 === r2.charCodeAt(qc) ? (t3 = ",", qc++) : (t3 = s, 0 === Vc && Zc(bc)), t3;
    }
    function Ay() {
      var t3;
      return 42 === r2.charCodeAt(qc) ? (t3 = "*", qc++) : (t3 = s, 0 === Vc && Zc(co)), t3;
    }
    function gy() {
      var t3;
      return 40 === r2.charCodeAt(qc) ? (t3 = "(", qc++) : (t3 = s, 0 === Vc && Zc(An)), t3;
    }
    function Ty() {
      var t3;
      return 41 === r2.charCodeAt(qc) ? (t3 = ")", qc++) : (t3 = s, 0 === Vc && Zc(gn)), t3;
    }
    function _y() {
      var t3;
      return 91 === r2.charCodeAt(qc) ? (t3 = "[", qc++) : (t3 = s, 0 === Vc && Zc(pc)), t3;
    }
    function Sy() {
      var t3;
      return 93 === r2.charCodeAt(qc) ? (t3 = "]", qc++) : (t3 = s, 0 === Vc && Zc(vc)), t3;
    }
    function xy() {
      var t3;
      return 59 === r2.charCodeAt(qc) ? (t3 = ";", qc++) : (t3 = s, 0 === Vc && Zc(Tn)), t3;
    }
    function jy() {
      var t3;
      return "->" === r2.substr(qc, 2) ? (t3 = "->", qc += 2) : (t3 = s, 0 === Vc && Zc(yc)), t3;
    }
    function Iy() {
      var t3;
      return "->>" === r2.substr(qc, 3) ? (t3 = "->>", qc += 3) : (t3 = s, 0 === Vc && Zc(dc)), t3;
    }
    function Ry() {
      var t3;
      return (t3 = (function() {
        var t4;
        return "||" === r2.substr(qc, 2) ? (t4 = "||", qc += 2) : (t4 = s, 0 === Vc && Zc(bo)), t4;
      })()) === s && (t3 = (function() {
        var t4;
        return "&&" === r2.substr(qc, 2) ? (t4 = "&&", qc += 2) : (t4 = s, 0 === Vc && Zc(wc)), t4;
      })()), t3;
    }
    function Ny() {
      var r3, t3;
      for (r3 = [], (t3 = Py()) === s && (t3 = ky()); t3 !== s; ) r3.push(t3), (t3 = Py()) === s && (t3 = ky());
      return r3;
    }
    function Oy() {
      var r3, t3;
      if (r3 = [], (t3 = Py()) === s && (t3 = ky()), t3 !== s) for (; t3 !== s; ) r3.push(t3), (t3 = Py()) === s && (t3 = ky());
      else r3 = s;
      return r3;
    }
    function ky() {
      var t3;
      return (t3 = (function t4() {
        var e3, n2, o2, u2, a2, i2, c2;
        e3 = qc, "/*" === r2.substr(qc, 2) ? (n2 = "/*", qc += 2) : (n2 = s, 0 === Vc && Zc(Lc));
        if (n2 !== s) {
          for (o2 = [], u2 = qc, a2 = qc, Vc++, "*/" === r2.substr(qc, 2) ? (i2 = "*/", qc += 2) : (i2 = s, 0 === Vc && Zc(hc)), Vc--, i2 === s ? a2 = void 0 : (qc = a2, a2 = s), a2 !== s ? (i2 = qc, Vc++, "/*" === r2.substr(qc, 2) ? (c2 = "/*", qc += 2) : (c2 = s, 0 === Vc && Zc(Lc)), Vc--, c2 === s ? i2 = void 0 : (qc = i2, i2 = s), i2 !== s && (c2 = My()) !== s ? u2 = a2 = [a2, i2, c2] : (qc = u2, u2 = s)) : (qc = u2, u2 = s), u2 === s && (u2 = t4()); u2 !== s; ) o2.push(u2), u2 = qc, a2 = qc, Vc++, "*/" === r2.substr(qc, 2) ? (i2 = "*/", qc += 2) : (i2 = s, 0 === Vc && Zc(hc)), Vc--, i2 === s ? a2 = void 0 : (qc = a2, a2 = s), a2 !== s ? (i2 = qc, Vc++, "/*" === r2.substr(qc, 2) ? (c2 = "/*", qc += 2) : (c2 = s, 0 === Vc && Zc(Lc)), Vc--, c2 === s ? i2 = void 0 : (qc = i2, i2 = s), i2 !== s && (c2 = My()) !== s ? u2 = a2 = [a2, i2, c2] : (qc = u2, u2 = s)) : (qc = u2, u2 = s), u2 === s && (u2 = t4());
          o2 !== s ? ("*/" === r2.substr(qc, 2) ? (u2 = "*/", qc += 2) : (u2 = s, 0 === Vc && Zc(hc)), u2 !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s);
        } else qc = e3, e3 = s;
        return e3;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2;
        t4 = qc, "--" === r2.substr(qc, 2) ? (e3 = "--", qc += 2) : (e3 = s, 0 === Vc && Zc(Cc));
        if (e3 !== s) {
          for (n2 = [], o2 = qc, u2 = qc, Vc++, a2 = Gy(), Vc--, a2 === s ? u2 = void 0 : (qc = u2, u2 = s), u2 !== s && (a2 = My()) !== s ? o2 = u2 = [u2, a2] : (qc = o2, o2 = s); o2 !== s; ) n2.push(o2), o2 = qc, u2 = qc, Vc++, a2 = Gy(), Vc--, a2 === s ? u2 = void 0 : (qc = u2, u2 = s), u2 !== s && (a2 = My()) !== s ? o2 = u2 = [u2, a2] : (qc = o2, o2 = s);
          n2 !== s ? t4 = e3 = [e3, n2] : (qc = t4, t4 = s);
        } else qc = t4, t4 = s;
        return t4;
      })()), t3;
    }
    function Uy() {
      var r3, t3, e3, n2;
      return r3 = qc, (t3 = wy()) !== s && Ny() !== s ? ((e3 = fy()) === s && (e3 = null), e3 !== s && Ny() !== s && (n2 = yp()) !== s ? (Bc = r3, r3 = t3 = (function(r4, t4, e4) {
        return { type: r4.toLowerCase(), keyword: r4.toLowerCase(), symbol: t4, value: e4 };
      })(t3, e3, n2)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function My() {
      var t3;
      return r2.length > qc ? (t3 = r2.charAt(qc), qc++) : (t3 = s, 0 === Vc && Zc(mc)), t3;
    }
    function Dy() {
      var t3;
      return (t3 = (function() {
        var t4, e3, n2, o2;
        return t4 = qc, "year" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Vs)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e3 = "YEAR") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        return t4 = qc, "month" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc($s)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e3 = "MONTH") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        return t4 = qc, "day" === r2.substr(qc, 3).toLowerCase() ? (e3 = r2.substr(qc, 3), qc += 3) : (e3 = s, 0 === Vc && Zc(Ss)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e3 = "DAY") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        return t4 = qc, "hour" === r2.substr(qc, 4).toLowerCase() ? (e3 = r2.substr(qc, 4), qc += 4) : (e3 = s, 0 === Vc && Zc(Os)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e3 = "HOUR") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        return t4 = qc, "minute" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Gs)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e3 = "MINUTE") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2;
        return t4 = qc, "second" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(qs)), e3 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e3 = "SECOND") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()), t3;
    }
    function Py() {
      var t3;
      return Ec.test(r2.charAt(qc)) ? (t3 = r2.charAt(qc), qc++) : (t3 = s, 0 === Vc && Zc(Ac)), t3;
    }
    function Gy() {
      var t3, e3;
      if ((t3 = (function() {
        var t4, e4;
        t4 = qc, Vc++, r2.length > qc ? (e4 = r2.charAt(qc), qc++) : (e4 = s, 0 === Vc && Zc(mc));
        Vc--, e4 === s ? t4 = void 0 : (qc = t4, t4 = s);
        return t4;
      })()) === s) if (t3 = [], pu.test(r2.charAt(qc)) ? (e3 = r2.charAt(qc), qc++) : (e3 = s, 0 === Vc && Zc(vu)), e3 !== s) for (; e3 !== s; ) t3.push(e3), pu.test(r2.charAt(qc)) ? (e3 = r2.charAt(qc), qc++) : (e3 = s, 0 === Vc && Zc(vu));
      else t3 = s;
      return t3;
    }
    function $y() {
      var r3, t3;
      return r3 = qc, Bc = qc, vd = [], (true ? void 0 : s) !== s && Ny() !== s ? ((t3 = Fy()) === s && (t3 = qy()), t3 !== s ? (Bc = r3, r3 = { type: "proc", stmt: t3, vars: vd }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function Fy() {
      var t3, e3, n2, o2, u2, a2;
      return (t3 = (function() {
        var t4, e4, n3, o3, u3;
        return t4 = qc, zv() !== s && Ny() !== s ? ("zone" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Sn)), e4 !== s && Ny() !== s && (n3 = nb()) !== s && Ny() !== s && (o3 = Rp()) !== s && Ny() !== s && (u3 = Dy()) !== s ? (Bc = t4, t4 = { type: "assign", left: { type: "expr_list", value: [{ type: "origin", value: "time zone" }, n3], separator: " " }, symbol: "to", right: { type: "origin", value: u3 } }) : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4 === s && (t4 = qc, zv() !== s && Ny() !== s ? ("zone" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Sn)), e4 !== s && Ny() !== s ? ((n3 = Rp()) === s && (n3 = null), n3 !== s && Ny() !== s ? ((o3 = Cp()) === s && (o3 = yp()) === s && (o3 = sy()) === s && ("default" === r2.substr(qc, 7).toLowerCase() ? (o3 = r2.substr(qc, 7), qc += 7) : (o3 = s, 0 === Vc && Zc(gc))), o3 !== s ? (Bc = t4, t4 = /* @__PURE__ */ (function(r3, t5) {
          return { type: "assign", left: { type: "origin", value: "time zone" }, symbol: r3 ? "to" : null, right: "string" == typeof t5 ? { type: "origin", value: t5 } : t5 };
        })(n3, o3)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)) : (qc = t4, t4 = s)), t4;
      })()) === s && (t3 = qc, (e3 = Ky()) === s && (e3 = zy()), e3 !== s && Ny() !== s ? ((n2 = (function() {
        var t4;
        return ":=" === r2.substr(qc, 2) ? (t4 = ":=", qc += 2) : (t4 = s, 0 === Vc && Zc(x)), t4;
      })()) === s && (n2 = fy()) === s && (n2 = Rp()), n2 !== s && Ny() !== s && (o2 = By()) !== s ? (Bc = t3, u2 = n2, a2 = o2, t3 = e3 = { type: "assign", left: e3, symbol: Array.isArray(u2) ? u2[0] : u2, right: a2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s)), t3;
    }
    function qy() {
      var t3, e3;
      return t3 = qc, (function() {
        var t4, e4, n2, o2;
        return t4 = qc, "return" === r2.substr(qc, 6).toLowerCase() ? (e4 = r2.substr(qc, 6), qc += 6) : (e4 = s, 0 === Vc && Zc(Fu)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e4 = "RETURN") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })() !== s && Ny() !== s && (e3 = By()) !== s ? (Bc = t3, t3 = { type: "return", expr: e3 }) : (qc = t3, t3 = s), t3;
    }
    function By() {
      var r3;
      return (r3 = af()) === s && (r3 = (function() {
        var r4, t3, e3, n2, o2;
        r4 = qc, (t3 = Ky()) !== s && Ny() !== s && (e3 = Rf()) !== s && Ny() !== s && (n2 = Ky()) !== s && Ny() !== s && (o2 = kf()) !== s ? (Bc = r4, r4 = t3 = { type: "join", ltable: t3, rtable: n2, op: e3, on: o2 }) : (qc = r4, r4 = s);
        return r4;
      })()) === s && (r3 = Hy()) === s && (r3 = (function() {
        var r4, t3;
        r4 = qc, _y() !== s && Ny() !== s && (t3 = Qy()) !== s && Ny() !== s && Sy() !== s ? (Bc = r4, r4 = { type: "array", value: t3 }) : (qc = r4, r4 = s);
        return r4;
      })()), r3;
    }
    function Hy() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = Yy()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = wb()) !== s && (a2 = Ny()) !== s && (i2 = Yy()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = wb()) !== s && (a2 = Ny()) !== s && (i2 = Yy()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = Vn(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function Yy() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = Wy()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = hb()) !== s && (a2 = Ny()) !== s && (i2 = Wy()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = hb()) !== s && (a2 = Ny()) !== s && (i2 = Wy()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = Vn(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function Wy() {
      var r3, t3, e3, n2, o2, u2, a2, i2, c2;
      return (r3 = lp()) === s && (r3 = Ky()) === s && (r3 = Xy()) === s && (r3 = Wb()) === s && (r3 = qc, (t3 = gy()) !== s && (e3 = Ny()) !== s && (n2 = Hy()) !== s && (o2 = Ny()) !== s && (u2 = Ty()) !== s ? (Bc = r3, (c2 = n2).parentheses = true, r3 = t3 = c2) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t3 = qb()) !== s ? (e3 = qc, (n2 = my()) !== s && (o2 = Ny()) !== s && (u2 = qb()) !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s), e3 === s && (e3 = null), e3 !== s ? (Bc = r3, a2 = t3, r3 = t3 = (i2 = e3) ? { type: "column_ref", table: a2, column: i2[2] } : { type: "var", name: a2, prefix: null }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s))), r3;
    }
    function Vy() {
      var r3, t3, e3, n2, o2, u2, a2;
      return r3 = qc, (t3 = xb()) !== s ? (e3 = qc, (n2 = Ny()) !== s && (o2 = my()) !== s && (u2 = Ny()) !== s && (a2 = xb()) !== s ? e3 = n2 = [n2, o2, u2, a2] : (qc = e3, e3 = s), e3 === s && (e3 = null), e3 !== s ? (Bc = r3, r3 = t3 = (function(r4, t4) {
        const e4 = { name: [r4] };
        return null !== t4 && (e4.schema = r4, e4.name = [t4[3]]), e4;
      })(t3, e3)) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function Xy() {
      var r3, t3, e3;
      return r3 = qc, (t3 = Vy()) !== s && Ny() !== s && gy() !== s && Ny() !== s ? ((e3 = Qy()) === s && (e3 = null), e3 !== s && Ny() !== s && Ty() !== s ? (Bc = r3, r3 = t3 = { type: "function", name: t3, args: { type: "expr_list", value: e3 }, ...sd() }) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3;
    }
    function Qy() {
      var r3, t3, e3, n2, o2, u2, a2, i2;
      if (r3 = qc, (t3 = Wy()) !== s) {
        for (e3 = [], n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Wy()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s); n2 !== s; ) e3.push(n2), n2 = qc, (o2 = Ny()) !== s && (u2 = Ey()) !== s && (a2 = Ny()) !== s && (i2 = Wy()) !== s ? n2 = o2 = [o2, u2, a2, i2] : (qc = n2, n2 = s);
        e3 !== s ? (Bc = r3, r3 = t3 = cd(t3, e3)) : (qc = r3, r3 = s);
      } else qc = r3, r3 = s;
      return r3;
    }
    function Ky() {
      var t3, e3, n2, o2, u2, a2, i2;
      if (t3 = qc, (e3 = iy()) !== s) {
        for (n2 = [], Tc.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(_c)); o2 !== s; ) n2.push(o2), Tc.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(_c));
        n2 !== s && (o2 = iy()) !== s ? (Bc = t3, t3 = e3 = { type: "var", name: n2.join(""), prefix: "$$", suffix: "$$" }) : (qc = t3, t3 = s);
      } else qc = t3, t3 = s;
      if (t3 === s) {
        if (t3 = qc, (e3 = ay()) !== s) if ((n2 = $b()) !== s) if ((o2 = ay()) !== s) {
          for (u2 = [], Tc.test(r2.charAt(qc)) ? (a2 = r2.charAt(qc), qc++) : (a2 = s, 0 === Vc && Zc(_c)); a2 !== s; ) u2.push(a2), Tc.test(r2.charAt(qc)) ? (a2 = r2.charAt(qc), qc++) : (a2 = s, 0 === Vc && Zc(_c));
          u2 !== s && (a2 = ay()) !== s && (i2 = $b()) !== s ? (Bc = qc, ((function(r3, t4, e4) {
            if (r3 !== e4) return true;
          })(n2, 0, i2) ? s : void 0) !== s && ay() !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
            return { type: "var", name: t4.join(""), prefix: `$${r3}$`, suffix: `$${e4}$` };
          })(n2, u2, i2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s);
        } else qc = t3, t3 = s;
        else qc = t3, t3 = s;
        else qc = t3, t3 = s;
        t3 === s && (t3 = qc, (e3 = cy()) !== s && (n2 = zy()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
          return { type: "var", ...t4, prefix: r3 };
        })(e3, n2)) : (qc = t3, t3 = s));
      }
      return t3;
    }
    function zy() {
      var t3, e3, n2, o2, u2;
      return t3 = qc, 34 === r2.charCodeAt(qc) ? (e3 = '"', qc++) : (e3 = s, 0 === Vc && Zc(_o)), e3 === s && (e3 = null), e3 !== s && (n2 = qb()) !== s && (o2 = (function() {
        var t4, e4, n3, o3, u3;
        t4 = qc, e4 = [], n3 = qc, 46 === r2.charCodeAt(qc) ? (o3 = ".", qc++) : (o3 = s, 0 === Vc && Zc(yu));
        o3 !== s && (u3 = qb()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s);
        for (; n3 !== s; ) e4.push(n3), n3 = qc, 46 === r2.charCodeAt(qc) ? (o3 = ".", qc++) : (o3 = s, 0 === Vc && Zc(yu)), o3 !== s && (u3 = qb()) !== s ? n3 = o3 = [o3, u3] : (qc = n3, n3 = s);
        e4 !== s && (Bc = t4, e4 = (function(r3) {
          const t5 = [];
          for (let e5 = 0; e5 < r3.length; e5++) t5.push(r3[e5][1]);
          return t5;
        })(e4));
        return t4 = e4;
      })()) !== s ? (34 === r2.charCodeAt(qc) ? (u2 = '"', qc++) : (u2 = s, 0 === Vc && Zc(_o)), u2 === s && (u2 = null), u2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4, n3) {
        if (r3 && !n3 || !r3 && n3) throw new Error("double quoted not match");
        return vd.push(t4), { type: "var", name: t4, members: e4, quoted: r3 && n3 ? '"' : null, prefix: null };
      })(e3, n2, o2, u2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = Cp()) !== s && (Bc = t3, e3 = { type: "var", name: e3.value, members: [], quoted: null, prefix: null }), t3 = e3), t3;
    }
    function Zy() {
      var t3;
      return (t3 = (function() {
        var r3, t4, e3;
        r3 = qc, (t4 = ed()) === s && (t4 = rd()) === s && (t4 = nd());
        t4 !== s && Ny() !== s && _y() !== s && Ny() !== s && (e3 = Sy()) !== s && Ny() !== s && _y() !== s && Ny() !== s && Sy() !== s ? (Bc = r3, n2 = t4, t4 = { ...n2, array: { dimension: 2 } }, r3 = t4) : (qc = r3, r3 = s);
        var n2;
        r3 === s && (r3 = qc, (t4 = ed()) === s && (t4 = rd()) === s && (t4 = nd()), t4 !== s && Ny() !== s && _y() !== s && Ny() !== s ? ((e3 = Cp()) === s && (e3 = null), e3 !== s && Ny() !== s && Sy() !== s ? (Bc = r3, t4 = (function(r4, t5) {
          return { ...r4, array: { dimension: 1, length: [t5] } };
        })(t4, e3), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s), r3 === s && (r3 = qc, (t4 = ed()) === s && (t4 = rd()) === s && (t4 = nd()), t4 !== s && Ny() !== s && Tv() !== s ? (Bc = r3, t4 = (function(r4) {
          return { ...r4, array: { keyword: "array" } };
        })(t4), r3 = t4) : (qc = r3, r3 = s)));
        return r3;
      })()) === s && (t3 = rd()) === s && (t3 = ed()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2, c2, l2;
        t4 = qc, (e3 = Xv()) === s && (e3 = Qv());
        if (e3 !== s) {
          if (n2 = qc, (o2 = Ny()) !== s) if ((u2 = gy()) !== s) if ((a2 = Ny()) !== s) {
            if (i2 = [], du.test(r2.charAt(qc)) ? (c2 = r2.charAt(qc), qc++) : (c2 = s, 0 === Vc && Zc(wu)), c2 !== s) for (; c2 !== s; ) i2.push(c2), du.test(r2.charAt(qc)) ? (c2 = r2.charAt(qc), qc++) : (c2 = s, 0 === Vc && Zc(wu));
            else i2 = s;
            i2 !== s && (c2 = Ny()) !== s && (l2 = Ty()) !== s ? n2 = o2 = [o2, u2, a2, i2, c2, l2] : (qc = n2, n2 = s);
          } else qc = n2, n2 = s;
          else qc = n2, n2 = s;
          else qc = n2, n2 = s;
          n2 === s && (n2 = null), n2 !== s ? (Bc = t4, e3 = (function(r3, t5) {
            const e4 = { dataType: r3 };
            return t5 && (e4.length = parseInt(t5[3].join(""), 10), e4.parentheses = true), e4;
          })(e3, n2), t4 = e3) : (qc = t4, t4 = s);
        } else qc = t4, t4 = s;
        t4 === s && (t4 = (function() {
          var t5, e4, n3, o3, u3, a3, i3, c3, l3;
          t5 = qc, (e4 = zv()) === s && (e4 = Zv()) === s && (e4 = (function() {
            var t6, e5, n4, o4;
            return t6 = qc, "timestamptz" === r2.substr(qc, 11).toLowerCase() ? (e5 = r2.substr(qc, 11), qc += 11) : (e5 = s, 0 === Vc && Zc(wi)), e5 !== s ? (n4 = qc, Vc++, o4 = Bb(), Vc--, o4 === s ? n4 = void 0 : (qc = n4, n4 = s), n4 !== s ? (Bc = t6, t6 = e5 = "TIMESTAMPTZ") : (qc = t6, t6 = s)) : (qc = t6, t6 = s), t6;
          })());
          if (e4 !== s) {
            if (n3 = qc, (o3 = Ny()) !== s) if ((u3 = gy()) !== s) if ((a3 = Ny()) !== s) {
              if (i3 = [], du.test(r2.charAt(qc)) ? (c3 = r2.charAt(qc), qc++) : (c3 = s, 0 === Vc && Zc(wu)), c3 !== s) for (; c3 !== s; ) i3.push(c3), du.test(r2.charAt(qc)) ? (c3 = r2.charAt(qc), qc++) : (c3 = s, 0 === Vc && Zc(wu));
              else i3 = s;
              i3 !== s && (c3 = Ny()) !== s && (l3 = Ty()) !== s ? n3 = o3 = [o3, u3, a3, i3, c3, l3] : (qc = n3, n3 = s);
            } else qc = n3, n3 = s;
            else qc = n3, n3 = s;
            else qc = n3, n3 = s;
            n3 === s && (n3 = null), n3 !== s && (o3 = Ny()) !== s ? ((u3 = (function() {
              var t6, e5, n4;
              t6 = qc, "without" === r2.substr(qc, 7).toLowerCase() ? (e5 = r2.substr(qc, 7), qc += 7) : (e5 = s, 0 === Vc && Zc(Rc));
              e5 === s && ("with" === r2.substr(qc, 4).toLowerCase() ? (e5 = r2.substr(qc, 4), qc += 4) : (e5 = s, 0 === Vc && Zc(kn)));
              e5 !== s && Ny() !== s && zv() !== s && Ny() !== s ? ("zone" === r2.substr(qc, 4).toLowerCase() ? (n4 = r2.substr(qc, 4), qc += 4) : (n4 = s, 0 === Vc && Zc(Sn)), n4 !== s ? (Bc = t6, e5 = [e5.toUpperCase(), "TIME", "ZONE"], t6 = e5) : (qc = t6, t6 = s)) : (qc = t6, t6 = s);
              return t6;
            })()) === s && (u3 = null), u3 !== s ? (Bc = t5, e4 = (function(r3, t6, e5) {
              const n4 = { dataType: r3 };
              return t6 && (n4.length = parseInt(t6[3].join(""), 10), n4.parentheses = true), e5 && (n4.suffix = e5), n4;
            })(e4, n3, u3), t5 = e4) : (qc = t5, t5 = s)) : (qc = t5, t5 = s);
          } else qc = t5, t5 = s;
          return t5;
        })());
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3;
        t4 = qc, (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "json" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Xa)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "JSON") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "jsonb" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(Qa)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "JSONB") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })());
        e3 !== s && (Bc = t4, e3 = Nc(e3));
        return t4 = e3;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2, c2, l2;
        t4 = qc, (e3 = (function() {
          var t5, e4, n3, o3;
          return t5 = qc, "geometry" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Ka)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "GEOMETRY") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) !== s ? (n2 = qc, (o2 = Ny()) !== s && (u2 = gy()) !== s && (a2 = Ny()) !== s && (i2 = (function() {
          var t5, e4, n3, o3, u3, a3, i3;
          t5 = qc, "point" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(Oc));
          e4 === s && ("linestring" === r2.substr(qc, 10).toLowerCase() ? (e4 = r2.substr(qc, 10), qc += 10) : (e4 = s, 0 === Vc && Zc(kc)), e4 === s && ("polygon" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Uc)), e4 === s && ("multipoint" === r2.substr(qc, 10).toLowerCase() ? (e4 = r2.substr(qc, 10), qc += 10) : (e4 = s, 0 === Vc && Zc(Mc)), e4 === s && ("multilinestring" === r2.substr(qc, 15).toLowerCase() ? (e4 = r2.substr(qc, 15), qc += 15) : (e4 = s, 0 === Vc && Zc(Dc)), e4 === s && ("multipolygon" === r2.substr(qc, 12).toLowerCase() ? (e4 = r2.substr(qc, 12), qc += 12) : (e4 = s, 0 === Vc && Zc(Pc)), e4 === s && ("geometrycollection" === r2.substr(qc, 18).toLowerCase() ? (e4 = r2.substr(qc, 18), qc += 18) : (e4 = s, 0 === Vc && Zc(Gc))))))));
          if (e4 !== s) if (Ny() !== s) {
            if (n3 = qc, (o3 = Ey()) !== s) if ((u3 = Ny()) !== s) {
              if (a3 = [], du.test(r2.charAt(qc)) ? (i3 = r2.charAt(qc), qc++) : (i3 = s, 0 === Vc && Zc(wu)), i3 !== s) for (; i3 !== s; ) a3.push(i3), du.test(r2.charAt(qc)) ? (i3 = r2.charAt(qc), qc++) : (i3 = s, 0 === Vc && Zc(wu));
              else a3 = s;
              a3 !== s ? n3 = o3 = [o3, u3, a3] : (qc = n3, n3 = s);
            } else qc = n3, n3 = s;
            else qc = n3, n3 = s;
            n3 === s && (n3 = null), n3 !== s ? (Bc = t5, e4 = { length: e4, scale: (c3 = n3) && c3[2] && parseInt(c3[2].join(""), 10) }, t5 = e4) : (qc = t5, t5 = s);
          } else qc = t5, t5 = s;
          else qc = t5, t5 = s;
          var c3;
          return t5;
        })()) !== s && (c2 = Ny()) !== s && (l2 = Ty()) !== s ? n2 = o2 = [o2, u2, a2, i2, c2, l2] : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s ? (Bc = t4, e3 = { dataType: e3, ...(f2 = n2) && f2[3] || {}, parentheses: !!f2 }, t4 = e3) : (qc = t4, t4 = s)) : (qc = t4, t4 = s);
        var f2;
        return t4;
      })()) === s && (t3 = nd()) === s && (t3 = (function() {
        var t4, e3;
        t4 = qc, (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "uuid" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Ci)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "UUID") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) !== s && (Bc = t4, e3 = $c(e3));
        return t4 = e3;
      })()) === s && (t3 = (function() {
        var t4, e3;
        t4 = qc, (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "bool" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Da)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "BOOL") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "boolean" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Pa)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "BOOLEAN") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })());
        e3 !== s && (Bc = t4, e3 = Sc(e3));
        return t4 = e3;
      })()) === s && (t3 = (function() {
        var r3, t4, e3;
        r3 = qc, (t4 = Bv()) !== s && Ny() !== s && (e3 = tb()) !== s ? (Bc = r3, n2 = t4, (o2 = e3).parentheses = true, r3 = t4 = { dataType: n2, expr: o2 }) : (qc = r3, r3 = s);
        var n2, o2;
        return r3;
      })()) === s && (t3 = (function() {
        var r3, t4;
        r3 = qc, (t4 = Pv()) === s && (t4 = ry());
        t4 !== s && (Bc = r3, t4 = Nc(t4));
        return r3 = t4;
      })()) === s && (t3 = (function() {
        var t4, e3;
        t4 = qc, "bytea" === r2.substr(qc, 5).toLowerCase() ? (e3 = r2.substr(qc, 5), qc += 5) : (e3 = s, 0 === Vc && Zc(xc));
        e3 !== s && (Bc = t4, e3 = { dataType: "BYTEA" });
        return t4 = e3;
      })()) === s && (t3 = (function() {
        var t4, e3;
        t4 = qc, (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "oid" === r2.substr(qc, 3).toLowerCase() ? (e4 = r2.substr(qc, 3), qc += 3) : (e4 = s, 0 === Vc && Zc(mi)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "OID") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regclass" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Ei)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGCLASS") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regcollation" === r2.substr(qc, 12).toLowerCase() ? (e4 = r2.substr(qc, 12), qc += 12) : (e4 = s, 0 === Vc && Zc(Ai)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGCOLLATION") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regconfig" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(gi)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGCONFIG") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regdictionary" === r2.substr(qc, 13).toLowerCase() ? (e4 = r2.substr(qc, 13), qc += 13) : (e4 = s, 0 === Vc && Zc(Ti)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGDICTIONARY") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regnamespace" === r2.substr(qc, 12).toLowerCase() ? (e4 = r2.substr(qc, 12), qc += 12) : (e4 = s, 0 === Vc && Zc(_i)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGNAMESPACE") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regoper" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Si)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGOPER") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regoperator" === r2.substr(qc, 11).toLowerCase() ? (e4 = r2.substr(qc, 11), qc += 11) : (e4 = s, 0 === Vc && Zc(xi)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGOPERATOR") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regproc" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(ji)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGPROC") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regprocedure" === r2.substr(qc, 12).toLowerCase() ? (e4 = r2.substr(qc, 12), qc += 12) : (e4 = s, 0 === Vc && Zc(Ii)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGPROCEDURE") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regrole" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Ri)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGROLE") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "regtype" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Ni)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "REGTYPE") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })());
        e3 !== s && (Bc = t4, e3 = Sc(e3));
        return t4 = e3;
      })()) === s && (t3 = (function() {
        var t4, e3;
        t4 = qc, "record" === r2.substr(qc, 6).toLowerCase() ? (e3 = r2.substr(qc, 6), qc += 6) : (e3 = s, 0 === Vc && Zc(Fc));
        e3 !== s && (Bc = t4, e3 = { dataType: "RECORD" });
        return t4 = e3;
      })()) === s && (t3 = (function() {
        var t4, e3;
        t4 = qc, (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "inet" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(ki)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "INET") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "cidr" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Oi)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "CIDR") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "macaddr8" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Mi)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "MACADDR8") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) === s && (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "macaddr" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(Ui)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "MACADDR") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })());
        e3 !== s && (Bc = t4, e3 = $c(e3));
        return t4 = e3;
      })()) === s && (t3 = (function() {
        var t4, e3, n2, o2, u2, a2, i2, c2, l2, f2;
        if (t4 = qc, (e3 = (function() {
          var t5, e4, n3, o3;
          return t5 = qc, "bit" === r2.substr(qc, 3).toLowerCase() ? (e4 = r2.substr(qc, 3), qc += 3) : (e4 = s, 0 === Vc && Zc(Di)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t5, t5 = e4 = "BIT") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) !== s) if (Ny() !== s) if ("varying" === r2.substr(qc, 7).toLowerCase() ? (n2 = r2.substr(qc, 7), qc += 7) : (n2 = s, 0 === Vc && Zc(jc)), n2 === s && (n2 = null), n2 !== s) if (Ny() !== s) {
          if (o2 = qc, (u2 = Ny()) !== s) if ((a2 = gy()) !== s) if ((i2 = Ny()) !== s) {
            if (c2 = [], du.test(r2.charAt(qc)) ? (l2 = r2.charAt(qc), qc++) : (l2 = s, 0 === Vc && Zc(wu)), l2 !== s) for (; l2 !== s; ) c2.push(l2), du.test(r2.charAt(qc)) ? (l2 = r2.charAt(qc), qc++) : (l2 = s, 0 === Vc && Zc(wu));
            else c2 = s;
            c2 !== s && (l2 = Ny()) !== s && (f2 = Ty()) !== s ? o2 = u2 = [u2, a2, i2, c2, l2, f2] : (qc = o2, o2 = s);
          } else qc = o2, o2 = s;
          else qc = o2, o2 = s;
          else qc = o2, o2 = s;
          o2 === s && (o2 = null), o2 !== s ? (Bc = t4, e3 = (function(r3, t5, e4) {
            let n3 = r3;
            t5 && (n3 += " VARYING");
            const o3 = { dataType: n3 };
            return e4 && (o3.length = parseInt(e4[3].join(""), 10), o3.parentheses = true), o3;
          })(e3, n2, o2), t4 = e3) : (qc = t4, t4 = s);
        } else qc = t4, t4 = s;
        else qc = t4, t4 = s;
        else qc = t4, t4 = s;
        else qc = t4, t4 = s;
        return t4;
      })()) === s && (t3 = (function() {
        var t4, e3;
        t4 = qc, (e3 = (function() {
          var t5, e4, n2, o2;
          return t5 = qc, "money" === r2.substr(qc, 5).toLowerCase() ? (e4 = r2.substr(qc, 5), qc += 5) : (e4 = s, 0 === Vc && Zc(Pi)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t5, t5 = e4 = "MONEY") : (qc = t5, t5 = s)) : (qc = t5, t5 = s), t5;
        })()) !== s && (Bc = t4, e3 = { dataType: e3 });
        return t4 = e3;
      })()) === s && (t3 = (function() {
        var r3, t4, e3;
        r3 = qc, (t4 = qb()) !== s && Ny() !== s && my() !== s && Ny() !== s && (e3 = (function() {
          var r4;
          return (r4 = qb()) === s && (r4 = kb()), r4;
        })()) !== s ? (Bc = qc, n2 = t4, o2 = e3, (wd.has(`${n2}.${o2}`) ? void 0 : s) !== s ? (Bc = r3, t4 = /* @__PURE__ */ (function(r4, t5) {
          return { schema: r4, dataType: t5 };
        })(t4, e3), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s);
        var n2, o2;
        r3 === s && (r3 = qc, (t4 = qb()) !== s ? (Bc = qc, ((function(r4) {
          return wd.has(r4);
        })(t4) ? void 0 : s) !== s ? (Bc = r3, t4 = /* @__PURE__ */ (function(r4) {
          return { dataType: r4 };
        })(t4), r3 = t4) : (qc = r3, r3 = s)) : (qc = r3, r3 = s));
        return r3;
      })()), t3;
    }
    function Jy() {
      var t3, e3;
      return t3 = qc, (function() {
        var t4, e4, n2, o2;
        return t4 = qc, "character" === r2.substr(qc, 9).toLowerCase() ? (e4 = r2.substr(qc, 9), qc += 9) : (e4 = s, 0 === Vc && Zc(qt)), e4 !== s ? (n2 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n2 = void 0 : (qc = n2, n2 = s), n2 !== s ? (Bc = t4, t4 = e4 = "CHARACTER") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })() !== s && Ny() !== s ? ("varying" === r2.substr(qc, 7).toLowerCase() ? (e3 = r2.substr(qc, 7), qc += 7) : (e3 = s, 0 === Vc && Zc(jc)), e3 === s && (e3 = null), e3 !== s ? (Bc = t3, t3 = "CHARACTER VARYING") : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function rd() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2;
      if (t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        return t4 = qc, "char" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(Ga)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "CHAR") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (e3 = (function() {
        var t4, e4, n3, o3;
        return t4 = qc, "varchar" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc($a)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "VARCHAR") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (e3 = Jy()), e3 !== s) {
        if (n2 = qc, (o2 = Ny()) !== s) if ((u2 = gy()) !== s) if ((a2 = Ny()) !== s) {
          if (i2 = [], du.test(r2.charAt(qc)) ? (c2 = r2.charAt(qc), qc++) : (c2 = s, 0 === Vc && Zc(wu)), c2 !== s) for (; c2 !== s; ) i2.push(c2), du.test(r2.charAt(qc)) ? (c2 = r2.charAt(qc), qc++) : (c2 = s, 0 === Vc && Zc(wu));
          else i2 = s;
          i2 !== s && (c2 = Ny()) !== s && (l2 = Ty()) !== s ? n2 = o2 = [o2, u2, a2, i2, c2, l2] : (qc = n2, n2 = s);
        } else qc = n2, n2 = s;
        else qc = n2, n2 = s;
        else qc = n2, n2 = s;
        n2 === s && (n2 = null), n2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
          const e4 = { dataType: r3 };
          return t4 && (e4.length = parseInt(t4[3].join(""), 10), e4.parentheses = true), e4;
        })(e3, n2)) : (qc = t3, t3 = s);
      } else qc = t3, t3 = s;
      return t3;
    }
    function td() {
      var t3, e3, n2;
      return t3 = qc, (e3 = kv()) === s && (e3 = null), e3 !== s && Ny() !== s ? ((n2 = (function() {
        var t4, e4, n3, o2;
        return t4 = qc, "zerofill" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(Wa)), e4 !== s ? (n3 = qc, Vc++, o2 = Bb(), Vc--, o2 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "ZEROFILL") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (n2 = null), n2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
        const e4 = [];
        return r3 && e4.push(r3), t4 && e4.push(t4), e4;
      })(e3, n2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3;
    }
    function ed() {
      var t3, e3, n2, o2, u2, a2, i2, c2, l2, f2, b2, p2, v2, y2, d2, w2;
      if (t3 = qc, (e3 = Nv()) === s && (e3 = Ov()) === s && (e3 = Uv()) === s && (e3 = Mv()) === s && (e3 = Dv()) === s && (e3 = $v()) === s && (e3 = Fv()) === s && (e3 = qv()) === s && (e3 = Hv()) === s && (e3 = qc, (n2 = Yv()) !== s && (o2 = Ny()) !== s ? ("precision" === r2.substr(qc, 9).toLowerCase() ? (u2 = r2.substr(qc, 9), qc += 9) : (u2 = s, 0 === Vc && Zc(Ic)), u2 !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s), e3 === s && (e3 = Yv()) === s && (e3 = Pv()) === s && (e3 = Gv()) === s && (e3 = Wv()) === s && (e3 = Vv())), e3 !== s) if ((n2 = Ny()) !== s) if ((o2 = gy()) !== s) if ((u2 = Ny()) !== s) {
        if (a2 = [], du.test(r2.charAt(qc)) ? (i2 = r2.charAt(qc), qc++) : (i2 = s, 0 === Vc && Zc(wu)), i2 !== s) for (; i2 !== s; ) a2.push(i2), du.test(r2.charAt(qc)) ? (i2 = r2.charAt(qc), qc++) : (i2 = s, 0 === Vc && Zc(wu));
        else a2 = s;
        if (a2 !== s) if ((i2 = Ny()) !== s) {
          if (c2 = qc, (l2 = Ey()) !== s) if ((f2 = Ny()) !== s) {
            if (b2 = [], du.test(r2.charAt(qc)) ? (p2 = r2.charAt(qc), qc++) : (p2 = s, 0 === Vc && Zc(wu)), p2 !== s) for (; p2 !== s; ) b2.push(p2), du.test(r2.charAt(qc)) ? (p2 = r2.charAt(qc), qc++) : (p2 = s, 0 === Vc && Zc(wu));
            else b2 = s;
            b2 !== s ? c2 = l2 = [l2, f2, b2] : (qc = c2, c2 = s);
          } else qc = c2, c2 = s;
          else qc = c2, c2 = s;
          c2 === s && (c2 = null), c2 !== s && (l2 = Ny()) !== s && (f2 = Ty()) !== s && (b2 = Ny()) !== s ? ((p2 = td()) === s && (p2 = null), p2 !== s ? (Bc = t3, v2 = e3, y2 = a2, d2 = c2, w2 = p2, t3 = e3 = { dataType: Array.isArray(v2) ? `${v2[0].toUpperCase()} ${v2[2].toUpperCase()}` : v2, length: parseInt(y2.join(""), 10), scale: d2 && parseInt(d2[2].join(""), 10), parentheses: true, suffix: w2 }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s);
        } else qc = t3, t3 = s;
        else qc = t3, t3 = s;
      } else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      else qc = t3, t3 = s;
      if (t3 === s) {
        if (t3 = qc, (e3 = Nv()) === s && (e3 = Ov()) === s && (e3 = Uv()) === s && (e3 = Mv()) === s && (e3 = Dv()) === s && (e3 = $v()) === s && (e3 = Fv()) === s && (e3 = qv()) === s && (e3 = Hv()) === s && (e3 = qc, (n2 = Yv()) !== s && (o2 = Ny()) !== s ? ("precision" === r2.substr(qc, 9).toLowerCase() ? (u2 = r2.substr(qc, 9), qc += 9) : (u2 = s, 0 === Vc && Zc(Ic)), u2 !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s), e3 === s && (e3 = Yv()) === s && (e3 = Pv()) === s && (e3 = Gv()) === s && (e3 = Wv()) === s && (e3 = Vv())), e3 !== s) {
          if (n2 = [], du.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(wu)), o2 !== s) for (; o2 !== s; ) n2.push(o2), du.test(r2.charAt(qc)) ? (o2 = r2.charAt(qc), qc++) : (o2 = s, 0 === Vc && Zc(wu));
          else n2 = s;
          n2 !== s && (o2 = Ny()) !== s ? ((u2 = td()) === s && (u2 = null), u2 !== s ? (Bc = t3, t3 = e3 = (function(r3, t4, e4) {
            return { dataType: Array.isArray(r3) ? `${r3[0].toUpperCase()} ${r3[2].toUpperCase()}` : r3, length: parseInt(t4.join(""), 10), suffix: e4 };
          })(e3, n2, u2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s);
        } else qc = t3, t3 = s;
        t3 === s && (t3 = qc, (e3 = Nv()) === s && (e3 = Ov()) === s && (e3 = Uv()) === s && (e3 = Mv()) === s && (e3 = Dv()) === s && (e3 = $v()) === s && (e3 = Fv()) === s && (e3 = qv()) === s && (e3 = Hv()) === s && (e3 = qc, (n2 = Yv()) !== s && (o2 = Ny()) !== s ? ("precision" === r2.substr(qc, 9).toLowerCase() ? (u2 = r2.substr(qc, 9), qc += 9) : (u2 = s, 0 === Vc && Zc(Ic)), u2 !== s ? e3 = n2 = [n2, o2, u2] : (qc = e3, e3 = s)) : (qc = e3, e3 = s), e3 === s && (e3 = Yv()) === s && (e3 = Pv()) === s && (e3 = Gv()) === s && (e3 = Wv()) === s && (e3 = Vv())), e3 !== s && (n2 = Ny()) !== s ? ((o2 = td()) === s && (o2 = null), o2 !== s && (u2 = Ny()) !== s ? (Bc = t3, t3 = e3 = (function(r3, t4) {
          return { dataType: Array.isArray(r3) ? `${r3[0].toUpperCase()} ${r3[2].toUpperCase()}` : r3, suffix: t4 };
        })(e3, o2)) : (qc = t3, t3 = s)) : (qc = t3, t3 = s));
      }
      return t3;
    }
    function nd() {
      var t3, e3, n2, o2, u2, a2;
      return t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        return t4 = qc, "tinytext" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(ti)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "TINYTEXT") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (e3 = (function() {
        var t4, e4, n3, o3;
        return t4 = qc, "text" === r2.substr(qc, 4).toLowerCase() ? (e4 = r2.substr(qc, 4), qc += 4) : (e4 = s, 0 === Vc && Zc(ei)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "TEXT") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (e3 = (function() {
        var t4, e4, n3, o3;
        return t4 = qc, "mediumtext" === r2.substr(qc, 10).toLowerCase() ? (e4 = r2.substr(qc, 10), qc += 10) : (e4 = s, 0 === Vc && Zc(ni)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "MEDIUMTEXT") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (e3 = (function() {
        var t4, e4, n3, o3;
        return t4 = qc, "longtext" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(oi)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "LONGTEXT") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()), e3 !== s ? (n2 = qc, (o2 = _y()) !== s && (u2 = Ny()) !== s && (a2 = Sy()) !== s ? n2 = o2 = [o2, u2, a2] : (qc = n2, n2 = s), n2 === s && (n2 = null), n2 !== s ? (Bc = t3, t3 = e3 = { dataType: `${e3}${n2 ? "[]" : ""}` }) : (qc = t3, t3 = s)) : (qc = t3, t3 = s), t3 === s && (t3 = qc, (e3 = (function() {
        var t4, e4, n3, o3;
        return t4 = qc, "tsvector" === r2.substr(qc, 8).toLowerCase() ? (e4 = r2.substr(qc, 8), qc += 8) : (e4 = s, 0 === Vc && Zc(ui)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "TSVECTOR") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()) === s && (e3 = (function() {
        var t4, e4, n3, o3;
        return t4 = qc, "tsquery" === r2.substr(qc, 7).toLowerCase() ? (e4 = r2.substr(qc, 7), qc += 7) : (e4 = s, 0 === Vc && Zc(ai)), e4 !== s ? (n3 = qc, Vc++, o3 = Bb(), Vc--, o3 === s ? n3 = void 0 : (qc = n3, n3 = s), n3 !== s ? (Bc = t4, t4 = e4 = "TSQUERY") : (qc = t4, t4 = s)) : (qc = t4, t4 = s), t4;
      })()), e3 !== s && (Bc = t3, e3 = /* @__PURE__ */ (function(r3) {
        return { dataType: r3 };
      })(e3)), t3 = e3), t3;
    }
    const od = { ALTER: true, ALL: true, ADD: true, AND: true, AS: true, ASC: true, AT: true, BETWEEN: true, BY: true, CALL: true, CASE: true, CREATE: true, CONTAINS: true, CONSTRAINT: true, CURRENT_DATE: true, CURRENT_TIME: true, CURRENT_TIMESTAMP: true, CURRENT_USER: true, DELETE: true, DESC: true, DISTINCT: true, DROP: true, ELSE: true, END: true, EXISTS: true, EXPLAIN: true, EXCEPT: true, FALSE: true, FROM: true, FULL: true, GROUP: true, HAVING: true, IN: true, INNER: true, INSERT: true, INTERSECT: true, INTO: true, IS: true, ILIKE: true, JOIN: true, JSON: true, LEFT: true, LIKE: true, LIMIT: true, NOT: true, NULL: true, NULLS: true, OFFSET: true, ON: true, OR: true, ORDER: true, OUTER: true, PARTITION: true, RECURSIVE: true, RENAME: true, RIGHT: true, SELECT: true, SESSION_USER: true, SET: true, SHOW: true, SYSTEM_USER: true, TABLE: true, THEN: true, TRUE: true, TRUNCATE: true, UNION: true, UPDATE: true, USING: true, WITH: true, WHEN: true, WHERE: true, WINDOW: true, GLOBAL: true, SESSION: true, LOCAL: true, PERSIST: true, PERSIST_ONLY: true };
    function sd() {
      return t2.includeLocations ? { loc: zc(Bc, qc) } : {};
    }
    function ud(r3, t3) {
      return { type: "unary_expr", operator: r3, expr: t3 };
    }
    function ad(r3, t3, e3) {
      return { type: "binary_expr", operator: r3, left: t3, right: e3, ...sd() };
    }
    function id(r3) {
      const t3 = n(Number.MAX_SAFE_INTEGER);
      return !(n(r3) < t3);
    }
    function cd(r3, t3, e3 = 3) {
      const n2 = Array.isArray(r3) ? r3 : [r3];
      for (let r4 = 0; r4 < t3.length; r4++) delete t3[r4][e3].tableList, delete t3[r4][e3].columnList, n2.push(t3[r4][e3]);
      return n2;
    }
    function ld(r3, t3) {
      let e3 = r3;
      for (let r4 = 0; r4 < t3.length; r4++) e3 = ad(t3[r4][1], e3, t3[r4][3]);
      return e3;
    }
    function fd(r3) {
      const t3 = Ld[r3];
      return t3 || (r3 || null);
    }
    function bd(r3) {
      const t3 = /* @__PURE__ */ new Set();
      for (let e3 of r3.keys()) {
        const r4 = e3.split("::");
        if (!r4) {
          t3.add(e3);
          break;
        }
        r4 && r4[1] && (r4[1] = fd(r4[1])), t3.add(r4.join("::"));
      }
      return Array.from(t3);
    }
    function pd(r3) {
      return "string" == typeof r3 ? { type: "same", value: r3 } : r3;
    }
    let vd = [];
    const yd = /* @__PURE__ */ new Set(), dd = /* @__PURE__ */ new Set(), wd = /* @__PURE__ */ new Set(), Ld = {};
    if ((e2 = a()) !== s && qc === r2.length) return e2;
    throw e2 !== s && qc < r2.length && Zc({ type: "end" }), Jc(Wc, Yc < r2.length ? r2.charAt(Yc) : null, Yc < r2.length ? zc(Yc, Yc + 1) : zc(Yc, Yc));
  } };
}, function(r, t, e) {
  r.exports = e(3);
}, function(r, t) {
  r.exports = require_BigInteger();
}, function(r, t, e) {
  "use strict";
  e.r(t), e.d(t, "Parser", (function() {
    return Ht;
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
    return j;
  })), e.d(n, "columnOrderListToSQL", (function() {
    return I;
  })), e.d(n, "commonKeywordArgsToSQL", (function() {
    return x;
  })), e.d(n, "commonOptionConnector", (function() {
    return a;
  })), e.d(n, "connector", (function() {
    return i;
  })), e.d(n, "commonTypeValue", (function() {
    return C;
  })), e.d(n, "commentToSQL", (function() {
    return T;
  })), e.d(n, "createBinaryExpr", (function() {
    return l;
  })), e.d(n, "createValueExpr", (function() {
    return c2;
  })), e.d(n, "dataTypeToSQL", (function() {
    return A;
  })), e.d(n, "DEFAULT_OPT", (function() {
    return s;
  })), e.d(n, "escape", (function() {
    return f;
  })), e.d(n, "literalToSQL", (function() {
    return h;
  })), e.d(n, "columnIdentifierToSql", (function() {
    return y;
  })), e.d(n, "getParserOpt", (function() {
    return b;
  })), e.d(n, "identifierToSql", (function() {
    return d;
  })), e.d(n, "onPartitionsToSQL", (function() {
    return E;
  })), e.d(n, "replaceParams", (function() {
    return m;
  })), e.d(n, "returningToSQL", (function() {
    return S;
  })), e.d(n, "hasVal", (function() {
    return L;
  })), e.d(n, "setParserOpt", (function() {
    return p;
  })), e.d(n, "toUpper", (function() {
    return w;
  })), e.d(n, "topToSQL", (function() {
    return v;
  })), e.d(n, "triggerEventToSQL", (function() {
    return _;
  }));
  var s = { database: "postgresql", type: "table", trimQuery: true, parseOptions: { includeLocations: false } }, u = s;
  function a(r2, t2, e2) {
    if (e2) return r2 ? "".concat(r2.toUpperCase(), " ").concat(t2(e2)) : t2(e2);
  }
  function i(r2, t2) {
    if (t2) return "".concat(r2.toUpperCase(), " ").concat(t2);
  }
  function c2(r2) {
    var t2 = o(r2);
    if (Array.isArray(r2)) return { type: "expr_list", value: r2.map(c2) };
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
    return n2.left = t2.type ? t2 : c2(t2), "BETWEEN" === r2 || "NOT BETWEEN" === r2 ? (n2.right = { type: "expr_list", value: [c2(e2[0]), c2(e2[1])] }, n2) : (n2.right = e2.type ? e2 : c2(e2), n2);
  }
  function f(r2) {
    return r2;
  }
  function b() {
    return u;
  }
  function p(r2) {
    u = r2;
  }
  function v(r2) {
    if (r2) {
      var t2 = r2.value, e2 = r2.percent, n2 = r2.parentheses ? "(".concat(t2, ")") : t2, o2 = "TOP ".concat(n2);
      return e2 ? "".concat(o2, " ").concat(e2.toUpperCase()) : o2;
    }
  }
  function y(r2) {
    var t2 = b().database;
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
      var n2 = b().database;
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
  function w(r2) {
    if (r2) return r2.toUpperCase();
  }
  function L(r2) {
    return r2;
  }
  function h(r2) {
    if (r2) {
      var t2 = r2.prefix, e2 = r2.type, n2 = r2.parentheses, s2 = r2.suffix, u2 = r2.value, a2 = "object" === o(r2) ? u2 : r2;
      switch (e2) {
        case "backticks_quote_string":
          a2 = "`".concat(u2, "`");
          break;
        case "string":
          a2 = "'".concat(u2, "'");
          break;
        case "regex_string":
          a2 = 'r"'.concat(u2, '"');
          break;
        case "hex_string":
          a2 = "X'".concat(u2, "'");
          break;
        case "full_hex_string":
          a2 = "0x".concat(u2);
          break;
        case "natural_string":
          a2 = "N'".concat(u2, "'");
          break;
        case "bit_string":
          a2 = "b'".concat(u2, "'");
          break;
        case "double_quote_string":
          a2 = '"'.concat(u2, '"');
          break;
        case "single_quote_string":
          a2 = "'".concat(u2, "'");
          break;
        case "boolean":
        case "bool":
          a2 = u2 ? "TRUE" : "FALSE";
          break;
        case "null":
          a2 = "NULL";
          break;
        case "star":
          a2 = "*";
          break;
        case "param":
          a2 = "".concat(t2 || ":").concat(u2), t2 = null;
          break;
        case "origin":
          a2 = u2.toUpperCase();
          break;
        case "date":
        case "datetime":
        case "time":
        case "timestamp":
          a2 = "".concat(e2.toUpperCase(), " '").concat(u2, "'");
          break;
        case "var_string":
          a2 = "N'".concat(u2, "'");
          break;
        case "unicode_string":
          a2 = "U&'".concat(u2, "'");
      }
      var i2 = [];
      return t2 && i2.push(w(t2)), i2.push(a2), s2 && ("string" == typeof s2 && i2.push(s2), "object" === o(s2) && (s2.collate ? i2.push(pt(s2.collate)) : i2.push(h(s2)))), a2 = i2.join(" "), n2 ? "(".concat(a2, ")") : a2;
    }
  }
  function C(r2) {
    if (!r2) return [];
    var t2 = r2.type, e2 = r2.symbol, n2 = r2.value;
    return [t2.toUpperCase(), e2, "string" == typeof n2 ? n2.toUpperCase() : h(n2)].filter(L);
  }
  function m(r2, t2) {
    return (function r3(t3, e2) {
      return Object.keys(t3).filter((function(r4) {
        var e3 = t3[r4];
        return Array.isArray(e3) || "object" === o(e3) && null !== e3;
      })).forEach((function(n2) {
        var s2 = t3[n2];
        if ("object" !== o(s2) || "param" !== s2.type) return r3(s2, e2);
        if (void 0 === e2[s2.value]) throw new Error("no value for parameter :".concat(s2.value, " found"));
        return t3[n2] = c2(e2[s2.value]), null;
      })), t3;
    })(JSON.parse(JSON.stringify(r2)), t2);
  }
  function E(r2) {
    var t2 = r2.type, e2 = r2.partitions;
    return [w(t2), "(".concat(e2.map((function(r3) {
      if ("range" !== r3.type) return h(r3);
      var t3 = r3.start, e3 = r3.end, n2 = r3.symbol;
      return "".concat(h(t3), " ").concat(w(n2), " ").concat(h(e3));
    })).join(", "), ")")].join(" ");
  }
  function A(r2) {
    var t2 = r2.schema, e2 = r2.dataType, n2 = r2.length, o2 = r2.parentheses, s2 = r2.scale, u2 = r2.suffix, a2 = "";
    null != n2 && (a2 = s2 ? "".concat(n2, ", ").concat(s2) : n2), o2 && (a2 = "(".concat(a2, ")")), u2 && u2.length && (a2 += " ".concat(u2.join(" ")));
    var i2 = t2 ? "".concat(t2, ".") : "";
    return "".concat(i2).concat(e2).concat(a2);
  }
  function g(r2) {
    if (r2) {
      var t2 = r2.dataType, e2 = r2.definition, n2 = r2.anglebracket, o2 = w(t2);
      if ("ARRAY" !== o2 && "STRUCT" !== o2) return o2;
      var s2 = e2 && e2.map((function(r3) {
        return [r3.field_name, g(r3.field_type)].filter(L).join(" ");
      })).join(", ");
      return n2 ? "".concat(o2, "<").concat(s2, ">") : "".concat(o2, " ").concat(s2);
    }
  }
  function T(r2) {
    if (r2) {
      var t2 = [], e2 = r2.keyword, n2 = r2.symbol, o2 = r2.value;
      return t2.push(e2.toUpperCase()), n2 && t2.push(n2), t2.push(h(o2)), t2.join(" ");
    }
  }
  function _(r2) {
    return r2.map((function(r3) {
      var t2 = r3.keyword, e2 = r3.args, n2 = [w(t2)];
      if (e2) {
        var o2 = e2.keyword, s2 = e2.columns;
        n2.push(w(o2), s2.map(At).join(", "));
      }
      return n2.join(" ");
    })).join(" OR ");
  }
  function S(r2) {
    return r2 ? ["RETURNING", r2.columns.map(It).filter(L).join(", ")].join(" ") : "";
  }
  function x(r2) {
    return r2 ? [w(r2.keyword), w(r2.args)] : [];
  }
  function j(r2) {
    if (r2) {
      if ("string" == typeof r2) {
        var t2 = b().database;
        switch (t2 && t2.toLowerCase()) {
          case "sqlite":
            return "AUTOINCREMENT";
          default:
            return "AUTO_INCREMENT";
        }
      }
      var e2 = r2.keyword, n2 = r2.seed, o2 = r2.increment, s2 = r2.parentheses, u2 = w(e2);
      return s2 && (u2 += "(".concat(h(n2), ", ").concat(h(o2), ")")), u2;
    }
  }
  function I(r2) {
    if (r2) return r2.map(St).filter(L).join(", ");
  }
  function R(r2) {
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
    return [t2.toUpperCase(), w(e2)];
  }
  function k(r2) {
    if (r2) {
      var t2 = r2.type, e2 = r2.expr, n2 = r2.symbol, o2 = t2.toUpperCase(), s2 = [];
      switch (s2.push(o2), o2) {
        case "KEY_BLOCK_SIZE":
          n2 && s2.push(n2), s2.push(h(e2));
          break;
        case "BTREE":
        case "HASH":
          s2.length = 0, s2.push.apply(s2, R(O(r2)));
          break;
        case "WITH PARSER":
          s2.push(e2);
          break;
        case "VISIBLE":
        case "INVISIBLE":
          break;
        case "COMMENT":
          s2.shift(), s2.push(T(r2));
          break;
        case "DATA_COMPRESSION":
          s2.push(n2, w(e2.value), E(e2.on));
          break;
        default:
          s2.push(n2, h(e2));
      }
      return s2.filter(L).join(" ");
    }
  }
  function U(r2) {
    return r2 ? r2.map(k) : [];
  }
  function M(r2) {
    var t2 = r2.constraint_type, e2 = r2.index_type, n2 = r2.index_options, o2 = void 0 === n2 ? [] : n2, s2 = r2.definition, u2 = r2.on, a2 = r2.with, i2 = [];
    if (i2.push.apply(i2, R(O(e2))), s2 && s2.length) {
      var c3 = "CHECK" === w(t2) ? "(".concat(lt(s2[0]), ")") : "(".concat(s2.map((function(r3) {
        return lt(r3);
      })).join(", "), ")");
      i2.push(c3);
    }
    return i2.push(U(o2).join(" ")), a2 && i2.push("WITH (".concat(U(a2).join(", "), ")")), u2 && i2.push("ON [".concat(u2, "]")), i2;
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
    var o2 = r2.right.escape || {}, s2 = Array.isArray(r2.left) ? r2.left.map(lt).join(", ") : lt(r2.left), u2 = pt(r2.collate), a2 = [s2, t2, e2, w(o2.type), lt(o2.value)].filter(L).join("." === t2 ? "" : " "), i2 = r2.parentheses ? "(".concat(a2, ")") : a2;
    return u2 && (i2 = "".concat(i2, " ").concat(u2)), i2;
  }
  function P(r2) {
    var t2 = r2.name, e2 = r2.type;
    switch (e2) {
      case "table":
      case "view":
        var n2 = [d(t2.db), d(t2.table)].filter(L).join(".");
        return "".concat(w(e2), " ").concat(n2);
      case "column":
        return "COLUMN ".concat(At(t2));
      default:
        return "".concat(w(e2), " ").concat(h(t2));
    }
  }
  function G(r2) {
    var t2 = r2.keyword, e2 = r2.expr;
    return [w(t2), h(e2)].filter(L).join(" ");
  }
  function $(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return F(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || (function(r3, t2) {
      if (r3) {
        if ("string" == typeof r3) return F(r3, t2);
        var e2 = {}.toString.call(r3).slice(8, -1);
        return "Object" === e2 && r3.constructor && (e2 = r3.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r3) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? F(r3, t2) : void 0;
      }
    })(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function F(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function q(r2) {
    return r2 ? [r2.prefix.map(h).join(" "), lt(r2.value), r2.suffix.map(h).join(" ")] : [];
  }
  function B(r2) {
    return r2 ? r2.fetch || r2.offset ? (e2 = (t2 = r2).fetch, n2 = t2.offset, [].concat($(q(n2)), $(q(e2))).filter(L).join(" ")) : (function(r3) {
      var t3 = r3.seperator, e3 = r3.value;
      return 1 === e3.length && "offset" === t3 ? i("OFFSET", lt(e3[0])) : i("LIMIT", e3.map(lt).join("".concat("offset" === t3 ? " " : "").concat(w(t3), " ")));
    })(r2) : "";
    var t2, e2, n2;
  }
  function H(r2) {
    if (r2 && 0 !== r2.length) {
      var t2 = r2[0].recursive ? "RECURSIVE " : "", e2 = r2.map((function(r3) {
        var t3 = r3.name, e3 = r3.stmt, n2 = r3.columns, o2 = Array.isArray(n2) ? "(".concat(n2.map(At).join(", "), ")") : "", s2 = a("values" === e3.type ? "VALUES" : "", lt, e3);
        return "".concat("default" === t3.type ? d(t3.value) : h(t3)).concat(o2, " AS (").concat(s2, ")");
      })).join(", ");
      return "WITH ".concat(t2).concat(e2);
    }
  }
  function Y(r2) {
    if (r2 && r2.position) {
      var t2 = r2.keyword, e2 = r2.expr, n2 = [], o2 = w(t2);
      switch (o2) {
        case "VAR":
          n2.push(e2.map(ct).join(", "));
          break;
        default:
          n2.push(o2, "string" == typeof e2 ? d(e2) : lt(e2));
      }
      return n2.filter(L).join(" ");
    }
  }
  function W(r2) {
    var t2 = r2.as_struct_val, e2 = r2.columns, n2 = r2.collate, o2 = r2.distinct, s2 = r2.for, u2 = r2.from, c3 = r2.for_sys_time_as_of, l2 = void 0 === c3 ? {} : c3, f2 = r2.locking_read, b2 = r2.groupby, p2 = r2.having, y2 = r2.into, d2 = void 0 === y2 ? {} : y2, C2 = r2.isolation, m2 = r2.limit, E2 = r2.options, A2 = r2.orderby, g2 = r2.parentheses_symbol, T2 = r2.qualify, _2 = r2.top, S2 = r2.window, x2 = r2.with, j2 = r2.where, I2 = [H(x2), "SELECT", w(t2)];
    Array.isArray(E2) && I2.push(E2.join(" ")), I2.push((function(r3) {
      if (r3) {
        if ("string" == typeof r3) return r3;
        var t3 = r3.type, e3 = r3.columns, n3 = [w(t3)];
        return e3 && n3.push("(".concat(e3.map(lt).join(", "), ")")), n3.filter(L).join(" ");
      }
    })(o2), v(_2), Nt(e2, u2));
    var R2 = d2.position, N2 = "";
    R2 && (N2 = a("INTO", Y, d2)), "column" === R2 && I2.push(N2), I2.push(a("FROM", mr, u2)), "from" === R2 && I2.push(N2);
    var O2 = l2 || {}, k2 = O2.keyword, U2 = O2.expr;
    I2.push(a(k2, lt, U2)), I2.push(a("WHERE", lt, j2)), b2 && (I2.push(i("GROUP BY", ft(b2.columns).join(", "))), I2.push(ft(b2.modifiers).join(", "))), I2.push(a("HAVING", lt, p2)), I2.push(a("QUALIFY", lt, T2)), I2.push(a("WINDOW", lt, S2)), I2.push(bt(A2, "order by")), I2.push(pt(n2)), I2.push(B(m2)), C2 && I2.push(a(C2.keyword, h, C2.expr)), I2.push(w(f2)), "end" === R2 && I2.push(N2), I2.push((function(r3) {
      if (r3) {
        var t3 = r3.expr, e3 = r3.keyword, n3 = [w(r3.type), w(e3)];
        return t3 ? "".concat(n3.join(" "), "(").concat(lt(t3), ")") : n3.join(" ");
      }
    })(s2));
    var M2 = I2.filter(L).join(" ");
    return g2 ? "(".concat(M2, ")") : M2;
  }
  function V(r2, t2) {
    var e2 = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
    if (!e2) {
      if (Array.isArray(r2) || (e2 = (function(r3, t3) {
        if (r3) {
          if ("string" == typeof r3) return X(r3, t3);
          var e3 = {}.toString.call(r3).slice(8, -1);
          return "Object" === e3 && r3.constructor && (e3 = r3.constructor.name), "Map" === e3 || "Set" === e3 ? Array.from(r3) : "Arguments" === e3 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e3) ? X(r3, t3) : void 0;
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
    var s2, u2 = true, a2 = false;
    return { s: function() {
      e2 = e2.call(r2);
    }, n: function() {
      var r3 = e2.next();
      return u2 = r3.done, r3;
    }, e: function(r3) {
      a2 = true, s2 = r3;
    }, f: function() {
      try {
        u2 || null == e2.return || e2.return();
      } finally {
        if (a2) throw s2;
      }
    } };
  }
  function X(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function Q(r2) {
    if (!r2 || 0 === r2.length) return "";
    var t2, e2 = [], n2 = V(r2);
    try {
      for (n2.s(); !(t2 = n2.n()).done; ) {
        var o2 = t2.value, s2 = {}, u2 = o2.value;
        for (var a2 in o2) "value" !== a2 && "keyword" !== a2 && (s2[a2] = o2[a2]);
        var i2 = [At(s2)], c3 = "";
        u2 && (c3 = lt(u2), i2.push("=", c3)), e2.push(i2.filter(L).join(" "));
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
    return ["@".concat(t2), "=", lt(e2)].filter(L).join(" ");
  }
  function z(r2) {
    if (!r2) return "";
    var t2 = r2.keyword, e2 = r2.terminated, n2 = r2.enclosed, o2 = r2.escaped;
    return [w(t2), h(e2), h(n2), h(o2)].filter(L).join(" ");
  }
  function Z(r2) {
    if (!r2) return "";
    var t2 = r2.keyword, e2 = r2.starting, n2 = r2.terminated;
    return [w(t2), h(e2), h(n2)].filter(L).join(" ");
  }
  function J(r2) {
    if (!r2) return "";
    var t2 = r2.count, e2 = r2.suffix;
    return ["IGNORE", h(t2), e2].filter(L).join(" ");
  }
  function rr(r2) {
    if (!r2) return "";
    var t2 = r2.mode, e2 = r2.local, n2 = r2.file, o2 = r2.replace_ignore, s2 = r2.table, u2 = r2.partition, i2 = r2.character_set, c3 = r2.column, l2 = r2.fields, f2 = r2.lines, b2 = r2.set, p2 = r2.ignore;
    return ["LOAD DATA", w(t2), w(e2), "INFILE", h(n2), w(o2), "INTO TABLE", Cr(s2), ar(u2), a("CHARACTER SET", h, i2), z(l2), Z(f2), J(p2), Nt(c3), a("SET", Q, b2)].filter(L).join(" ");
  }
  function tr(r2) {
    var t2 = r2.left, e2 = r2.right, n2 = r2.symbol, o2 = r2.keyword;
    t2.keyword = o2;
    var s2 = lt(t2), u2 = lt(e2);
    return [s2, w(n2), u2].filter(L).join(" ");
  }
  function er(r2) {
    var t2, e2, n2, o2, s2 = r2.keyword, u2 = r2.suffix, i2 = "";
    switch (w(s2)) {
      case "BINLOG":
        e2 = (t2 = r2).in, n2 = t2.from, o2 = t2.limit, i2 = [a("IN", h, e2 && e2.right), a("FROM", mr, n2), B(o2)].filter(L).join(" ");
        break;
      case "CHARACTER":
      case "COLLATION":
        i2 = (function(r3) {
          var t3 = r3.expr;
          if (t3) return "LIKE" === w(t3.op) ? a("LIKE", h, t3.right) : a("WHERE", lt, t3);
        })(r2);
        break;
      case "COLUMNS":
      case "INDEXES":
      case "INDEX":
        i2 = a("FROM", mr, r2.from);
        break;
      case "GRANTS":
        i2 = (function(r3) {
          var t3 = r3.for;
          if (t3) {
            var e3 = t3.user, n3 = t3.host, o3 = t3.role_list, s3 = "'".concat(e3, "'");
            return n3 && (s3 += "@'".concat(n3, "'")), ["FOR", s3, o3 && "USING", o3 && o3.map((function(r4) {
              return "'".concat(r4, "'");
            })).join(", ")].filter(L).join(" ");
          }
        })(r2);
        break;
      case "CREATE":
        i2 = a("", Cr, r2[u2]);
        break;
      case "VAR":
        i2 = ct(r2.var), s2 = "";
    }
    return ["SHOW", w(s2), w(u2), i2].filter(L).join(" ");
  }
  var nr = { alter: function(r2) {
    var t2 = r2.keyword;
    switch (void 0 === t2 ? "table" : t2) {
      case "aggregate":
        return (function(r3) {
          var t3 = r3.args, e2 = r3.expr, n2 = r3.keyword, o2 = r3.name, s2 = r3.type, u2 = t3.expr, a2 = t3.orderby;
          return [w(s2), w(n2), [[d(o2.schema), d(o2.name)].filter(L).join("."), "(".concat(u2.map(nt).join(", ")).concat(a2 ? [" ORDER", "BY", a2.map(nt).join(", ")].join(" ") : "", ")")].filter(L).join(""), et(e2)].filter(L).join(" ");
        })(r2);
      case "table":
        return (function(r3) {
          var t3 = r3.type, e2 = r3.table, n2 = r3.if_exists, o2 = r3.prefix, s2 = r3.expr, u2 = void 0 === s2 ? [] : s2, a2 = w(t3), i2 = mr(e2), c3 = u2.map(lt);
          return [a2, "TABLE", w(n2), h(o2), i2, c3.join(", ")].filter(L).join(" ");
        })(r2);
      case "schema":
        return (function(r3) {
          var t3 = r3.expr, e2 = r3.keyword, n2 = r3.schema;
          return [w(r3.type), w(e2), d(n2), et(t3)].filter(L).join(" ");
        })(r2);
      case "sequence":
        return (function(r3) {
          var t3 = r3.type, e2 = r3.keyword, n2 = r3.sequence, o2 = r3.if_exists, s2 = r3.expr, u2 = void 0 === s2 ? [] : s2, a2 = w(t3), i2 = mr(n2), c3 = u2.map(Qr);
          return [a2, w(e2), w(o2), i2, c3.join(", ")].filter(L).join(" ");
        })(r2);
      case "domain":
      case "type":
        return (function(r3) {
          var t3 = r3.expr, e2 = r3.keyword, n2 = r3.name;
          return [w(r3.type), w(e2), [d(n2.schema), d(n2.name)].filter(L).join("."), et(t3)].filter(L).join(" ");
        })(r2);
      case "function":
        return (function(r3) {
          var t3 = r3.args, e2 = r3.expr, n2 = r3.keyword, o2 = r3.name;
          return [w(r3.type), w(n2), [[d(o2.schema), d(o2.name)].filter(L).join("."), t3 && "(".concat(t3.expr ? t3.expr.map(nt).join(", ") : "", ")")].filter(L).join(""), et(e2)].filter(L).join(" ");
        })(r2);
      case "view":
        return (function(r3) {
          var t3 = r3.type, e2 = r3.columns, n2 = r3.attributes, o2 = r3.select, s2 = r3.view, u2 = r3.with, a2 = w(t3), i2 = Cr(s2), c3 = [a2, "VIEW", i2];
          e2 && c3.push("(".concat(e2.map(At).join(", "), ")"));
          n2 && c3.push("WITH ".concat(n2.map(w).join(", ")));
          c3.push("AS", W(o2)), u2 && c3.push(w(u2));
          return c3.filter(L).join(" ");
        })(r2);
    }
  }, analyze: function(r2) {
    var t2 = r2.type, e2 = r2.table;
    return [w(t2), Cr(e2)].join(" ");
  }, attach: function(r2) {
    var t2 = r2.type, e2 = r2.database, n2 = r2.expr, o2 = r2.as, s2 = r2.schema;
    return [w(t2), w(e2), lt(n2), w(o2), d(s2)].filter(L).join(" ");
  }, create: function(r2) {
    var t2 = r2.keyword, e2 = "";
    switch (t2.toLowerCase()) {
      case "aggregate":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.replace, n2 = r3.keyword, o2 = r3.name, s2 = r3.args, u2 = r3.options, a2 = [w(t3), w(e3), w(n2)], i2 = [d(o2.schema), o2.name].filter(L).join("."), c3 = "".concat(s2.expr.map(nt).join(", ")).concat(s2.orderby ? [" ORDER", "BY", s2.orderby.map(nt).join(", ")].join(" ") : "");
          return a2.push("".concat(i2, "(").concat(c3, ")"), "(".concat(u2.map(rt).join(", "), ")")), a2.filter(L).join(" ");
        })(r2);
        break;
      case "table":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.keyword, n2 = r3.table, o2 = r3.like, s2 = r3.as, u2 = r3.temporary, a2 = r3.if_not_exists, i2 = r3.create_definitions, c3 = r3.table_options, l2 = r3.ignore_replace, f2 = r3.replace, p2 = r3.partition_of, v2 = r3.query_expr, y2 = r3.unlogged, d2 = r3.with, C2 = [w(t3), w(f2), w(u2), w(y2), w(e3), w(a2), mr(n2)];
          if (o2) {
            var m2 = o2.type, E2 = mr(o2.table);
            return C2.push(w(m2), E2), C2.filter(L).join(" ");
          }
          if (p2) return C2.concat([zr(p2)]).filter(L).join(" ");
          i2 && C2.push("(".concat(i2.map(Qr).join(", "), ")"));
          if (c3) {
            var A2 = b().database, g2 = A2 && "sqlite" === A2.toLowerCase() ? ", " : " ";
            C2.push(c3.map(Er).join(g2));
          }
          if (d2) {
            var T2 = d2.map((function(r4) {
              return [h(r4.keyword), w(r4.symbol), h(r4.value)].join(" ");
            })).join(", ");
            C2.push("WITH (".concat(T2, ")"));
          }
          C2.push(w(l2), w(s2)), v2 && C2.push(or(v2));
          return C2.filter(L).join(" ");
        })(r2);
        break;
      case "trigger":
        e2 = "constraint" === r2.resource ? (function(r3) {
          var t3 = r3.constraint, e3 = r3.constraint_kw, n2 = r3.deferrable, o2 = r3.events, s2 = r3.execute, u2 = r3.for_each, a2 = r3.from, i2 = r3.location, c3 = r3.keyword, l2 = r3.or, f2 = r3.type, b2 = r3.table, p2 = r3.when, v2 = [w(f2), w(l2), w(e3), w(c3), d(t3), w(i2)], y2 = _(o2);
          v2.push(y2, "ON", Cr(b2)), a2 && v2.push("FROM", Cr(a2));
          v2.push.apply(v2, Wr(x(n2)).concat(Wr(x(u2)))), p2 && v2.push(w(p2.type), lt(p2.cond));
          return v2.push(w(s2.keyword), Yr(s2.expr)), v2.filter(L).join(" ");
        })(r2) : (function(r3) {
          var t3 = r3.definer, e3 = r3.for_each, n2 = r3.keyword, o2 = r3.execute, s2 = r3.type, u2 = r3.table, i2 = r3.if_not_exists, c3 = r3.temporary, l2 = r3.trigger, f2 = r3.events, b2 = r3.order, p2 = r3.time, v2 = r3.when, y2 = [w(s2), w(c3), lt(t3), w(n2), w(i2), Cr(l2), w(p2), f2.map((function(r4) {
            var t4 = [w(r4.keyword)], e4 = r4.args;
            return e4 && t4.push(w(e4.keyword), e4.columns.map(At).join(", ")), t4.join(" ");
          })), "ON", Cr(u2), w(e3 && e3.keyword), w(e3 && e3.args), b2 && "".concat(w(b2.keyword), " ").concat(d(b2.trigger)), a("WHEN", lt, v2), w(o2.prefix)];
          switch (o2.type) {
            case "set":
              y2.push(a("SET", Q, o2.expr));
              break;
            case "multiple":
              y2.push(sr(o2.expr.ast));
          }
          return y2.push(w(o2.suffix)), y2.filter(L).join(" ");
        })(r2);
        break;
      case "extension":
        e2 = (function(r3) {
          var t3 = r3.extension, e3 = r3.from, n2 = r3.if_not_exists, o2 = r3.keyword, s2 = r3.schema, u2 = r3.type, i2 = r3.with, c3 = r3.version;
          return [w(u2), w(o2), w(n2), h(t3), w(i2), a("SCHEMA", h, s2), a("VERSION", h, c3), a("FROM", h, e3)].filter(L).join(" ");
        })(r2);
        break;
      case "function":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.replace, n2 = r3.keyword, o2 = r3.name, s2 = r3.args, u2 = r3.returns, a2 = r3.options, i2 = r3.last, c3 = [w(t3), w(e3), w(n2)], l2 = [h(o2.schema), o2.name.map(h).join(".")].filter(L).join("."), f2 = s2.map(nt).filter(L).join(", ");
          return c3.push("".concat(l2, "(").concat(f2, ")"), (function(r4) {
            var t4 = r4.type, e4 = r4.keyword, n3 = r4.expr;
            return [w(t4), w(e4), Array.isArray(n3) ? "(".concat(n3.map(xt).join(", "), ")") : Zr(n3)].filter(L).join(" ");
          })(u2), a2.map(Jr).join(" "), i2), c3.filter(L).join(" ");
        })(r2);
        break;
      case "index":
        e2 = (function(r3) {
          var t3 = r3.concurrently, e3 = r3.filestream_on, n2 = r3.keyword, o2 = r3.if_not_exists, s2 = r3.include, u2 = r3.index_columns, i2 = r3.index_type, c3 = r3.index_using, l2 = r3.index, f2 = r3.on, b2 = r3.index_options, p2 = r3.algorithm_option, v2 = r3.lock_option, y2 = r3.on_kw, C2 = r3.table, m2 = r3.tablespace, E2 = r3.type, A2 = r3.where, g2 = r3.with, T2 = r3.with_before_where, _2 = g2 && "WITH (".concat(U(g2).join(", "), ")"), S2 = s2 && "".concat(w(s2.keyword), " (").concat(s2.columns.map((function(r4) {
            return "string" == typeof r4 ? d(r4) : lt(r4);
          })).join(", "), ")"), x2 = l2;
          l2 && (x2 = "string" == typeof l2 ? d(l2) : [d(l2.schema), d(l2.name)].filter(L).join("."));
          var j2 = [w(E2), w(i2), w(n2), w(o2), w(t3), x2, w(y2), Cr(C2)].concat(Wr(O(c3)), ["(".concat(I(u2), ")"), S2, U(b2).join(" "), et(p2), et(v2), a("TABLESPACE", h, m2)]);
          T2 ? j2.push(_2, a("WHERE", lt, A2)) : j2.push(a("WHERE", lt, A2), _2);
          return j2.push(a("ON", lt, f2), a("FILESTREAM_ON", h, e3)), j2.filter(L).join(" ");
        })(r2);
        break;
      case "sequence":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.keyword, n2 = r3.sequence, o2 = r3.temporary, s2 = r3.if_not_exists, u2 = r3.create_definitions, a2 = [w(t3), w(o2), w(e3), w(s2), mr(n2)];
          u2 && a2.push(u2.map(Qr).join(" "));
          return a2.filter(L).join(" ");
        })(r2);
        break;
      case "database":
      case "schema":
        e2 = (function(r3) {
          var t3 = r3.type, e3 = r3.keyword, n2 = r3.replace, o2 = r3.if_not_exists, s2 = r3.create_definitions, u2 = r3[e3], a2 = u2.db, i2 = u2.schema, c3 = [h(a2), i2.map(h).join(".")].filter(L).join("."), l2 = [w(t3), w(n2), w(e3), w(o2), c3];
          s2 && l2.push(s2.map(Er).join(" "));
          return l2.filter(L).join(" ");
        })(r2);
        break;
      case "view":
        e2 = (function(r3) {
          var t3 = r3.algorithm, e3 = r3.columns, n2 = r3.definer, o2 = r3.if_not_exists, s2 = r3.keyword, u2 = r3.recursive, a2 = r3.replace, i2 = r3.select, c3 = r3.sql_security, l2 = r3.temporary, f2 = r3.type, b2 = r3.view, p2 = r3.with, v2 = r3.with_options, h2 = b2.db, m2 = b2.schema, E2 = b2.view, A2 = [d(h2), d(m2), d(E2)].filter(L).join(".");
          return [w(f2), w(a2), w(l2), w(u2), t3 && "ALGORITHM = ".concat(w(t3)), lt(n2), c3 && "SQL SECURITY ".concat(w(c3)), w(s2), w(o2), A2, e3 && "(".concat(e3.map(y).join(", "), ")"), v2 && ["WITH", "(".concat(v2.map((function(r4) {
            return C(r4).join(" ");
          })).join(", "), ")")].join(" "), "AS", or(i2), w(p2)].filter(L).join(" ");
        })(r2);
        break;
      case "domain":
        e2 = (function(r3) {
          var t3 = r3.as, e3 = r3.domain, n2 = r3.type, o2 = r3.keyword, s2 = r3.target, u2 = r3.create_definitions, a2 = [w(n2), w(o2), [d(e3.schema), d(e3.name)].filter(L).join("."), w(t3), A(s2)];
          if (u2 && u2.length > 0) {
            var i2, c3 = [], l2 = (function(r4, t4) {
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
              var s3, u3 = true, a3 = false;
              return { s: function() {
                e4 = e4.call(r4);
              }, n: function() {
                var r5 = e4.next();
                return u3 = r5.done, r5;
              }, e: function(r5) {
                a3 = true, s3 = r5;
              }, f: function() {
                try {
                  u3 || null == e4.return || e4.return();
                } finally {
                  if (a3) throw s3;
                }
              } };
            })(u2);
            try {
              for (l2.s(); !(i2 = l2.n()).done; ) {
                var f2 = i2.value, b2 = f2.type;
                switch (b2) {
                  case "collate":
                    c3.push(lt(f2));
                    break;
                  case "default":
                    c3.push(w(b2), lt(f2.value));
                    break;
                  case "constraint":
                    c3.push(Pr(f2));
                }
              }
            } catch (r4) {
              l2.e(r4);
            } finally {
              l2.f();
            }
            a2.push(c3.filter(L).join(" "));
          }
          return a2.filter(L).join(" ");
        })(r2);
        break;
      case "type":
        e2 = (function(r3) {
          var t3 = r3.as, e3 = r3.create_definitions, n2 = r3.keyword, o2 = r3.name, s2 = r3.resource, u2 = [w(r3.type), w(n2), [d(o2.schema), d(o2.name)].filter(L).join("."), w(t3), w(s2)];
          if (e3) {
            var a2 = [];
            switch (s2) {
              case "enum":
              case "range":
                a2.push(lt(e3));
                break;
              default:
                a2.push("(".concat(e3.map(Qr).join(", "), ")"));
            }
            u2.push(a2.filter(L).join(" "));
          }
          return u2.filter(L).join(" ");
        })(r2);
        break;
      case "user":
        e2 = (function(r3) {
          var t3 = r3.attribute, e3 = r3.comment, n2 = r3.default_role, o2 = r3.if_not_exists, s2 = r3.keyword, u2 = r3.lock_option, i2 = r3.password_options, c3 = r3.require, l2 = r3.resource_options, f2 = r3.type, b2 = r3.user.map((function(r4) {
            var t4 = r4.user, e4 = r4.auth_option, n3 = [kr(t4)];
            return e4 && n3.push(w(e4.keyword), e4.auth_plugin, h(e4.value)), n3.filter(L).join(" ");
          })).join(", "), p2 = [w(f2), w(s2), w(o2), b2];
          n2 && p2.push(w(n2.keyword), n2.value.map(kr).join(", "));
          p2.push(a(c3 && c3.keyword, lt, c3 && c3.value)), l2 && p2.push(w(l2.keyword), l2.value.map((function(r4) {
            return lt(r4);
          })).join(" "));
          i2 && i2.forEach((function(r4) {
            return p2.push(a(r4.keyword, lt, r4.value));
          }));
          return p2.push(h(u2), T(e3), h(t3)), p2.filter(L).join(" ");
        })(r2);
        break;
      default:
        throw new Error("unknown create resource ".concat(t2));
    }
    return e2;
  }, comment: function(r2) {
    var t2 = r2.expr, e2 = r2.keyword, n2 = r2.target;
    return [w(r2.type), w(e2), P(n2), G(t2)].filter(L).join(" ");
  }, select: W, deallocate: function(r2) {
    var t2 = r2.type, e2 = r2.keyword, n2 = r2.expr;
    return [w(t2), w(e2), lt(n2)].filter(L).join(" ");
  }, delete: function(r2) {
    var t2 = r2.columns, e2 = r2.from, n2 = r2.table, o2 = r2.where, s2 = r2.orderby, u2 = r2.with, i2 = r2.limit, c3 = r2.returning, l2 = [H(u2), "DELETE"], f2 = Nt(t2, e2);
    return l2.push(f2), Array.isArray(n2) && (1 === n2.length && true === n2[0].addition || l2.push(mr(n2))), l2.push(a("FROM", mr, e2)), l2.push(a("WHERE", lt, o2)), l2.push(bt(s2, "order by")), l2.push(B(i2)), l2.push(S(c3)), l2.filter(L).join(" ");
  }, exec: function(r2) {
    var t2 = r2.keyword, e2 = r2.module, n2 = r2.parameters;
    return [w(t2), Cr(e2), (n2 || []).map(K).filter(L).join(", ")].filter(L).join(" ");
  }, execute: function(r2) {
    var t2 = r2.type, e2 = r2.name, n2 = r2.args, o2 = [w(t2)], s2 = [e2];
    n2 && s2.push("(".concat(lt(n2).join(", "), ")"));
    return o2.push(s2.join("")), o2.filter(L).join(" ");
  }, explain: function(r2) {
    var t2 = r2.type, e2 = r2.expr;
    return [w(t2), W(e2)].join(" ");
  }, for: function(r2) {
    var t2 = r2.type, e2 = r2.label, n2 = r2.target, o2 = r2.query, s2 = r2.stmts;
    return [e2, w(t2), n2, "IN", sr([o2]), "LOOP", sr(s2), "END LOOP", e2].filter(L).join(" ");
  }, update: function(r2) {
    var t2 = r2.from, e2 = r2.table, n2 = r2.set, o2 = r2.where, s2 = r2.orderby, u2 = r2.with, i2 = r2.limit, c3 = r2.returning;
    return [H(u2), "UPDATE", mr(e2), a("SET", Q, n2), a("FROM", mr, t2), a("WHERE", lt, o2), bt(s2, "order by"), B(i2), S(c3)].filter(L).join(" ");
  }, if: function(r2) {
    var t2 = r2.boolean_expr, e2 = r2.else_expr, n2 = r2.elseif_expr, o2 = r2.if_expr, s2 = r2.prefix, u2 = r2.go, a2 = r2.semicolons, i2 = r2.suffix, c3 = [w(r2.type), lt(t2), h(s2), "".concat(_r(o2.ast || o2)).concat(a2[0]), w(u2)];
    n2 && c3.push(n2.map((function(r3) {
      return [w(r3.type), lt(r3.boolean_expr), "THEN", _r(r3.then.ast || r3.then), r3.semicolon].filter(L).join(" ");
    })).join(" "));
    e2 && c3.push("ELSE", "".concat(_r(e2.ast || e2)).concat(a2[1]));
    return c3.push(h(i2)), c3.filter(L).join(" ");
  }, insert: fr, load_data: rr, drop: Rr, truncate: Rr, replace: fr, declare: function(r2) {
    var t2 = r2.type, e2 = r2.declare, n2 = r2.symbol, o2 = [w(t2)], s2 = e2.map((function(r3) {
      var t3 = r3.at, e3 = r3.name, n3 = r3.as, o3 = r3.constant, s3 = r3.datatype, u2 = r3.not_null, a2 = r3.prefix, i2 = r3.definition, c3 = r3.keyword, l2 = [[t3, e3].filter(L).join(""), w(n3), w(o3)];
      switch (c3) {
        case "variable":
          l2.push(gt(s3), lt(r3.collate), w(u2)), i2 && l2.push(w(i2.keyword), lt(i2.value));
          break;
        case "cursor":
          l2.push(w(a2));
          break;
        case "table":
          l2.push(w(a2), "(".concat(i2.map(Qr).join(", "), ")"));
      }
      return l2.filter(L).join(" ");
    })).join("".concat(n2, " "));
    return o2.push(s2), o2.join(" ");
  }, use: function(r2) {
    var t2 = r2.type, e2 = r2.db, n2 = w(t2), o2 = d(e2);
    return "".concat(n2, " ").concat(o2);
  }, rename: function(r2) {
    var t2 = r2.type, e2 = r2.table, n2 = [], o2 = "".concat(t2 && t2.toUpperCase(), " TABLE");
    if (e2) {
      var s2, u2 = Sr(e2);
      try {
        for (u2.s(); !(s2 = u2.n()).done; ) {
          var a2 = s2.value.map(Cr);
          n2.push(a2.join(" TO "));
        }
      } catch (r3) {
        u2.e(r3);
      } finally {
        u2.f();
      }
    }
    return "".concat(o2, " ").concat(n2.join(", "));
  }, call: function(r2) {
    var t2 = lt(r2.expr);
    return "".concat("CALL", " ").concat(t2);
  }, desc: Nr, describe: Nr, set: function(r2) {
    var t2 = r2.type, e2 = r2.expr, n2 = r2.keyword, o2 = w(t2), s2 = e2.map(lt).join(", ");
    return [o2, w(n2), s2].filter(L).join(" ");
  }, lock: Or, unlock: Or, show: er, grant: Ur, revoke: Ur, proc: function(r2) {
    var t2 = r2.stmt;
    switch (t2.type) {
      case "assign":
        return tr(t2);
      case "return":
        return (function(r3) {
          var t3 = r3.type, e2 = r3.expr;
          return [w(t3), lt(e2)].join(" ");
        })(t2);
    }
  }, raise: function(r2) {
    var t2 = r2.type, e2 = r2.level, n2 = r2.raise, o2 = r2.using, s2 = [w(t2), w(e2)];
    n2 && s2.push([h(n2.keyword), "format" === n2.type && n2.expr.length > 0 && ","].filter(L).join(""), n2.expr.map((function(r3) {
      return lt(r3);
    })).join(", "));
    o2 && s2.push(w(o2.type), w(o2.option), o2.symbol, o2.expr.map((function(r3) {
      return lt(r3);
    })).join(", "));
    return s2.filter(L).join(" ");
  }, transaction: function(r2) {
    var t2 = r2.expr, e2 = t2.action, n2 = t2.keyword, o2 = t2.modes, s2 = [h(e2), w(n2)];
    return o2 && s2.push(o2.map(h).join(", ")), s2.filter(L).join(" ");
  } };
  function or(r2) {
    if (!r2) return "";
    for (var t2 = nr[r2.type], e2 = r2, n2 = e2._parentheses, o2 = e2._orderby, s2 = e2._limit, u2 = [n2 && "(", t2(r2)]; r2._next; ) {
      var a2 = nr[r2._next.type], i2 = w(r2.set_op);
      u2.push(i2, a2(r2._next)), r2 = r2._next;
    }
    return u2.push(n2 && ")", bt(o2, "order by"), B(s2)), u2.filter(L).join(" ");
  }
  function sr(r2) {
    for (var t2 = [], e2 = 0, n2 = r2.length; e2 < n2; ++e2) {
      var o2 = r2[e2] && r2[e2].ast ? r2[e2].ast : r2[e2], s2 = or(o2);
      e2 === n2 - 1 && "transaction" === o2.type && (s2 = "".concat(s2, " ;")), t2.push(s2);
    }
    return t2.join(" ; ");
  }
  function ur(r2) {
    var t2 = r2.type;
    return "select" === t2 ? or(r2) : ("values" === t2 ? r2.values : r2).map((function(r3) {
      var t3 = lt(r3);
      return [w(r3.prefix), "(".concat(t3, ")")].filter(L).join("");
    })).join(", ");
  }
  function ar(r2) {
    if (!r2) return "";
    var t2 = ["PARTITION", "("];
    if (Array.isArray(r2)) t2.push(r2.map((function(r3) {
      return d(r3);
    })).join(", "));
    else {
      var e2 = r2.value;
      t2.push(e2.map(lt).join(", "));
    }
    return t2.push(")"), t2.filter(L).join("");
  }
  function ir(r2) {
    if (!r2) return "";
    switch (r2.type) {
      case "column":
        return "(".concat(r2.expr.map(At).join(", "), ")");
    }
  }
  function cr(r2) {
    var t2 = r2.expr, e2 = r2.keyword, n2 = t2.type, o2 = [w(e2)];
    switch (n2) {
      case "origin":
        o2.push(h(t2));
        break;
      case "update":
        o2.push("UPDATE", a("SET", Q, t2.set), a("WHERE", lt, t2.where));
    }
    return o2.filter(L).join(" ");
  }
  function lr(r2) {
    if (!r2) return "";
    var t2 = r2.action;
    return [ir(r2.target), cr(t2)].filter(L).join(" ");
  }
  function fr(r2) {
    var t2 = r2.table, e2 = r2.type, n2 = r2.or, o2 = void 0 === n2 ? [] : n2, s2 = r2.prefix, u2 = void 0 === s2 ? "into" : s2, i2 = r2.columns, c3 = r2.conflict, l2 = r2.values, f2 = r2.where, b2 = r2.on_duplicate_update, p2 = r2.partition, v2 = r2.returning, y2 = r2.set, d2 = b2 || {}, C2 = d2.keyword, m2 = d2.set, E2 = [w(e2), o2.map(h).join(" "), w(u2), mr(t2), ar(p2)];
    return Array.isArray(i2) && E2.push("(".concat(i2.map(h).join(", "), ")")), E2.push(a(l2 && "values" === l2.type ? "VALUES" : "", ur, l2)), E2.push(a("ON CONFLICT", lr, c3)), E2.push(a("SET", Q, y2)), E2.push(a("WHERE", lt, f2)), E2.push(a(C2, Q, m2)), E2.push(S(v2)), E2.filter(L).join(" ");
  }
  function br(r2) {
    var t2 = r2.expr, e2 = r2.unit, n2 = r2.suffix;
    return ["INTERVAL", lt(t2), w(e2), lt(n2)].filter(L).join(" ");
  }
  function pr(r2) {
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
    return ["".concat(w(t2), "(").concat(n2 && lt(n2) || "", ")"), a("AS", "string" == typeof e2 ? d : lt, e2), a(w(o2 && o2.keyword), d, o2 && o2.as)].filter(L).join(" ");
  }
  function dr(r2) {
    if (r2) switch (r2.type) {
      case "pivot":
      case "unpivot":
        return (function(r3) {
          var t2 = r3.as, e2 = r3.column, n2 = r3.expr, o2 = r3.in_expr, s2 = r3.type, u2 = [lt(n2), "FOR", At(e2), D(o2)], a2 = ["".concat(w(s2), "(").concat(u2.join(" "), ")")];
          return t2 && a2.push("AS", d(t2)), a2.join(" ");
        })(r2);
      default:
        return "";
    }
  }
  function wr(r2) {
    if (r2) {
      var t2 = r2.keyword, e2 = r2.expr, n2 = r2.index, o2 = r2.index_columns, s2 = r2.parentheses, u2 = r2.prefix, a2 = [];
      switch (t2.toLowerCase()) {
        case "forceseek":
          a2.push(w(t2), "(".concat(d(n2)), "(".concat(o2.map(lt).filter(L).join(", "), "))"));
          break;
        case "spatial_window_max_cells":
          a2.push(w(t2), "=", lt(e2));
          break;
        case "index":
          a2.push(w(u2), w(t2), s2 ? "(".concat(e2.map((function(r3) {
            return d(r3);
          })).join(", "), ")") : "= ".concat(d(e2)));
          break;
        default:
          a2.push(lt(e2));
      }
      return a2.filter(L).join(" ");
    }
  }
  function Lr(r2, t2) {
    var e2 = r2.name, n2 = r2.symbol;
    return [w(e2), n2, t2].filter(L).join(" ");
  }
  function hr(r2) {
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
    return t2.filter(L).join(" ");
  }
  function Cr(r2) {
    if ("UNNEST" === w(r2.type)) return yr(r2);
    var t2, e2, n2, o2, s2 = r2.table, u2 = r2.db, i2 = r2.as, c3 = r2.expr, l2 = r2.operator, f2 = r2.prefix, b2 = r2.schema, p2 = r2.server, v2 = r2.suffix, y2 = r2.tablesample, m2 = r2.temporal_table, E2 = r2.table_hint, A2 = r2.surround, g2 = void 0 === A2 ? {} : A2, T2 = d(p2, false, g2.server), _2 = d(u2, false, g2.db), S2 = d(b2, false, g2.schema), x2 = s2 && d(s2, false, g2.table);
    if (c3) switch (c3.type) {
      case "values":
        var j2 = c3.parentheses, I2 = c3.values, R2 = c3.prefix, N2 = [j2 && "(", "", j2 && ")"], O2 = ur(I2);
        R2 && (O2 = O2.split("(").slice(1).map((function(r3) {
          return "".concat(w(R2), "(").concat(r3);
        })).join("")), N2[1] = "VALUES ".concat(O2), x2 = N2.filter(L).join("");
        break;
      case "tumble":
        x2 = (function(r3) {
          if (!r3) return "";
          var t3 = r3.data, e3 = r3.timecol, n3 = r3.offset, o3 = r3.size, s3 = [d(t3.expr.db), d(t3.expr.schema), d(t3.expr.table)].filter(L).join("."), u3 = "DESCRIPTOR(".concat(At(e3.expr), ")"), a2 = ["TABLE(TUMBLE(TABLE ".concat(Lr(t3, s3)), Lr(e3, u3)], i3 = Lr(o3, br(o3.expr));
          return n3 && n3.expr ? a2.push(i3, "".concat(Lr(n3, br(n3.expr)), "))")) : a2.push("".concat(i3, "))")), a2.filter(L).join(", ");
        })(c3);
        break;
      case "generator":
        e2 = (t2 = c3).keyword, n2 = t2.type, o2 = t2.generators.map((function(r3) {
          return C(r3).join(" ");
        })).join(", "), x2 = "".concat(w(e2), "(").concat(w(n2), "(").concat(o2, "))");
        break;
      default:
        x2 = lt(c3);
    }
    var k2 = [[T2, _2, S2, x2 = [w(f2), x2, w(v2)].filter(L).join(" ")].filter(L).join(".")];
    if (y2) {
      var U2 = ["TABLESAMPLE", lt(y2.expr), h(y2.repeatable)].filter(L).join(" ");
      k2.push(U2);
    }
    k2.push((function(r3) {
      if (r3) {
        var t3 = r3.keyword, e3 = r3.expr;
        return [w(t3), hr(e3)].filter(L).join(" ");
      }
    })(m2), a("AS", "string" == typeof i2 ? d : lt, i2), dr(l2)), E2 && k2.push(w(E2.keyword), "(".concat(E2.expr.map(wr).filter(L).join(", "), ")"));
    var M2 = k2.filter(L).join(" ");
    return r2.parentheses ? "(".concat(M2, ")") : M2;
  }
  function mr(r2) {
    if (!r2) return "";
    if (!Array.isArray(r2)) {
      var t2 = r2.expr, e2 = r2.parentheses, n2 = r2.joins, o2 = mr(t2);
      if (e2) {
        for (var s2 = [], u2 = [], i2 = true === e2 ? 1 : e2.length, c3 = 0; c3++ < i2; ) s2.push("("), u2.push(")");
        var l2 = n2 && n2.length > 0 ? mr([""].concat(pr(n2))) : "";
        return s2.join("") + o2 + u2.join("") + l2;
      }
      return o2;
    }
    var f2 = r2[0], b2 = [];
    if ("dual" === f2.type) return "DUAL";
    b2.push(Cr(f2));
    for (var p2 = 1; p2 < r2.length; ++p2) {
      var v2 = r2[p2], y2 = v2.on, d2 = v2.using, C2 = v2.join, m2 = [], E2 = Array.isArray(v2) || Object.hasOwnProperty.call(v2, "joins");
      m2.push(C2 ? " ".concat(w(C2)) : ","), m2.push(E2 ? mr(v2) : Cr(v2)), m2.push(a("ON", lt, y2)), d2 && m2.push("USING (".concat(d2.map(h).join(", "), ")")), b2.push(m2.filter(L).join(" "));
    }
    return b2.filter(L).join("");
  }
  function Er(r2) {
    var t2 = r2.keyword, e2 = r2.symbol, n2 = r2.value, o2 = [t2.toUpperCase()];
    e2 && o2.push(e2);
    var s2 = h(n2);
    switch (t2) {
      case "partition by":
      case "default collate":
        s2 = lt(n2);
        break;
      case "options":
        s2 = "(".concat(n2.map((function(r3) {
          return [r3.keyword, r3.symbol, lt(r3.value)].join(" ");
        })).join(", "), ")");
        break;
      case "cluster by":
        s2 = n2.map(lt).join(", ");
    }
    return o2.push(s2), o2.filter(L).join(" ");
  }
  var Ar = ["analyze", "attach", "select", "deallocate", "delete", "exec", "update", "insert", "drop", "rename", "truncate", "call", "desc", "describe", "use", "alter", "set", "create", "lock", "unlock", "declare", "show", "replace", "if", "grant", "revoke", "proc", "raise", "execute", "transaction", "explain", "comment", "load_data"];
  function gr(r2) {
    var t2 = r2 && r2.ast ? r2.ast : r2;
    if (!Ar.includes(t2.type)) throw new Error("".concat(t2.type, " statements not supported at the moment"));
  }
  function Tr(r2) {
    return Array.isArray(r2) ? (r2.forEach(gr), sr(r2)) : (gr(r2), or(r2));
  }
  function _r(r2) {
    return "go" === r2.go ? (function r3(t2) {
      if (!t2 || 0 === t2.length) return "";
      var e2 = [Tr(t2.ast)];
      return t2.go_next && e2.push(t2.go.toUpperCase(), r3(t2.go_next)), e2.filter((function(r4) {
        return r4;
      })).join(" ");
    })(r2) : Tr(r2);
  }
  function Sr(r2, t2) {
    var e2 = "undefined" != typeof Symbol && r2[Symbol.iterator] || r2["@@iterator"];
    if (!e2) {
      if (Array.isArray(r2) || (e2 = jr(r2)) || t2 && r2 && "number" == typeof r2.length) {
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
    var s2, u2 = true, a2 = false;
    return { s: function() {
      e2 = e2.call(r2);
    }, n: function() {
      var r3 = e2.next();
      return u2 = r3.done, r3;
    }, e: function(r3) {
      a2 = true, s2 = r3;
    }, f: function() {
      try {
        u2 || null == e2.return || e2.return();
      } finally {
        if (a2) throw s2;
      }
    } };
  }
  function xr(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return Ir(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || jr(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function jr(r2, t2) {
    if (r2) {
      if ("string" == typeof r2) return Ir(r2, t2);
      var e2 = {}.toString.call(r2).slice(8, -1);
      return "Object" === e2 && r2.constructor && (e2 = r2.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r2) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? Ir(r2, t2) : void 0;
    }
  }
  function Ir(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function Rr(r2) {
    var t2 = r2.type, e2 = r2.keyword, n2 = r2.name, o2 = r2.prefix, s2 = r2.suffix, u2 = [w(t2), w(e2), w(o2)];
    switch (e2) {
      case "table":
        u2.push(mr(n2));
        break;
      case "trigger":
        u2.push([n2[0].schema ? "".concat(d(n2[0].schema), ".") : "", d(n2[0].trigger)].filter(L).join(""));
        break;
      case "database":
      case "schema":
      case "procedure":
        u2.push(d(n2));
        break;
      case "view":
        u2.push(mr(n2), r2.options && r2.options.map(lt).filter(L).join(" "));
        break;
      case "index":
        u2.push.apply(u2, [At(n2)].concat(xr(r2.table ? ["ON", Cr(r2.table)] : []), [r2.options && r2.options.map(lt).filter(L).join(" ")]));
        break;
      case "type":
        u2.push(n2.map(At).join(", "), r2.options && r2.options.map(lt).filter(L).join(" "));
    }
    return s2 && u2.push(s2.map(lt).filter(L).join(" ")), u2.filter(L).join(" ");
  }
  function Nr(r2) {
    var t2 = r2.type, e2 = r2.table, n2 = w(t2), o2 = "string" == typeof e2 ? d(e2) : Cr(e2);
    return "".concat(n2, " ").concat(o2);
  }
  function Or(r2) {
    var t2 = r2.type, e2 = r2.keyword, n2 = r2.tables, o2 = [t2.toUpperCase(), w(e2)];
    if ("UNLOCK" === t2.toUpperCase()) return o2.join(" ");
    var s2, u2 = [], a2 = Sr(n2);
    try {
      var i2 = function() {
        var r3 = s2.value, t3 = r3.table, e3 = r3.lock_type, n3 = [Cr(t3)];
        if (e3) {
          n3.push(["prefix", "type", "suffix"].map((function(r4) {
            return w(e3[r4]);
          })).filter(L).join(" "));
        }
        u2.push(n3.join(" "));
      };
      for (a2.s(); !(s2 = a2.n()).done; ) i2();
    } catch (r3) {
      a2.e(r3);
    } finally {
      a2.f();
    }
    return o2.push.apply(o2, [u2.join(", ")].concat(xr((function(r3) {
      var t3 = r3.lock_mode, e3 = r3.nowait, n3 = [];
      if (t3) {
        var o3 = t3.mode;
        n3.push(o3.toUpperCase());
      }
      return e3 && n3.push(e3.toUpperCase()), n3;
    })(r2)))), o2.filter(L).join(" ");
  }
  function kr(r2) {
    var t2 = r2.name, e2 = r2.host, n2 = [h(t2)];
    return e2 && n2.push("@", h(e2)), n2.join("");
  }
  function Ur(r2) {
    var t2 = r2.type, e2 = r2.grant_option_for, n2 = r2.keyword, o2 = r2.objects, s2 = r2.on, u2 = r2.to_from, a2 = r2.user_or_roles, i2 = r2.with, c3 = [w(t2), h(e2)], l2 = o2.map((function(r3) {
      var t3 = r3.priv, e3 = r3.columns, n3 = [lt(t3)];
      return e3 && n3.push("(".concat(e3.map(At).join(", "), ")")), n3.join(" ");
    })).join(", ");
    if (c3.push(l2), s2) switch (c3.push("ON"), n2) {
      case "priv":
        c3.push(h(s2.object_type), s2.priv_level.map((function(r3) {
          return [d(r3.prefix), d(r3.name)].filter(L).join(".");
        })).join(", "));
        break;
      case "proxy":
        c3.push(kr(s2));
    }
    return c3.push(w(u2), a2.map(kr).join(", ")), c3.push(h(i2)), c3.filter(L).join(" ");
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
      var t2 = r2.constraint, e2 = r2.constraint_type, n2 = r2.enforced, o2 = r2.index, s2 = r2.keyword, u2 = r2.reference_definition, i2 = r2.for, c3 = r2.with_values, l2 = [], f2 = b().database;
      l2.push(w(s2)), l2.push(d(t2));
      var p2 = w(e2);
      return "sqlite" === f2.toLowerCase() && "UNIQUE KEY" === p2 && (p2 = "UNIQUE"), l2.push(p2), l2.push("sqlite" !== f2.toLowerCase() && d(o2)), l2.push.apply(l2, Mr(M(r2))), l2.push.apply(l2, Mr(Tt(u2))), l2.push(w(n2)), l2.push(a("FOR", d, i2)), l2.push(h(c3)), l2.filter(L).join(" ");
    }
  }
  function Gr(r2) {
    if (r2) {
      var t2 = r2.type;
      return "rows" === t2 ? [w(t2), lt(r2.expr)].filter(L).join(" ") : lt(r2);
    }
  }
  function $r(r2) {
    if ("string" == typeof r2) return r2;
    var t2 = r2.window_specification;
    return "(".concat((function(r3) {
      var t3 = r3.name, e2 = r3.partitionby, n2 = r3.orderby, o2 = r3.window_frame_clause;
      return [t3, bt(e2, "partition by"), bt(n2, "order by"), Gr(o2)].filter(L).join(" ");
    })(t2), ")");
  }
  function Fr(r2) {
    var t2 = r2.name, e2 = r2.as_window_specification;
    return "".concat(t2, " AS ").concat($r(e2));
  }
  function qr(r2) {
    if (r2) {
      var t2 = r2.as_window_specification, e2 = r2.expr, n2 = r2.keyword, o2 = r2.type, s2 = r2.parentheses, u2 = w(o2);
      if ("WINDOW" === u2) return "OVER ".concat($r(t2));
      if ("ON UPDATE" === u2) {
        var a2 = "".concat(w(o2), " ").concat(w(n2)), i2 = lt(e2) || [];
        return s2 && (a2 = "".concat(a2, "(").concat(i2.join(", "), ")")), a2;
      }
      if (r2.partitionby) return ["OVER", "(".concat(bt(r2.partitionby, "partition by")), "".concat(bt(r2.orderby, "order by"), ")")].filter(L).join(" ");
      throw new Error("unknown over type");
    }
  }
  function Br(r2) {
    if (!r2 || !r2.array) return "";
    var t2 = r2.array.keyword;
    if (t2) return w(t2);
    for (var e2 = r2.array, n2 = e2.dimension, o2 = e2.length, s2 = [], u2 = 0; u2 < n2; u2++) s2.push("["), o2 && o2[u2] && s2.push(h(o2[u2])), s2.push("]");
    return s2.join("");
  }
  function Hr(r2) {
    for (var t2 = r2.target, e2 = r2.expr, n2 = r2.keyword, o2 = r2.symbol, s2 = r2.as, u2 = r2.offset, a2 = r2.parentheses, i2 = r2.collate, c3 = mt({ expr: e2, offset: u2 }), l2 = [], f2 = 0, b2 = t2.length; f2 < b2; ++f2) {
      var p2 = t2[f2], v2 = p2.angle_brackets, y2 = p2.length, C2 = p2.dataType, m2 = p2.parentheses, E2 = p2.quoted, A2 = p2.scale, g2 = p2.suffix, T2 = p2.expr, _2 = T2 ? lt(T2) : "";
      null != y2 && (_2 = A2 ? "".concat(y2, ", ").concat(A2) : y2), m2 && (_2 = "(".concat(_2, ")")), v2 && (_2 = "<".concat(_2, ">")), g2 && g2.length && (_2 += " ".concat(g2.map(h).join(" ")));
      var S2 = "::", x2 = "", j2 = [];
      "as" === o2 && (0 === f2 && (c3 = "".concat(w(n2), "(").concat(c3)), x2 = ")", S2 = " ".concat(o2.toUpperCase(), " ")), 0 === f2 && j2.push(c3);
      var I2 = Br(p2);
      j2.push(S2, E2, C2, E2, I2, _2, x2), l2.push(j2.filter(L).join(""));
    }
    var R2 = pt(i2);
    s2 && l2.push(" AS ".concat(d(s2)));
    var N2 = [l2.filter(L).join(""), R2].filter(L).join(" ");
    return a2 ? "(".concat(N2, ")") : N2;
  }
  function Yr(r2) {
    var t2 = r2.args, e2 = r2.array_index, n2 = r2.collate, o2 = r2.name, s2 = r2.args_parentheses, u2 = r2.parentheses, a2 = r2.within_group, i2 = r2.over, c3 = r2.suffix, l2 = qr(i2), f2 = (function(r3) {
      if (!r3) return "";
      var t3 = r3.type, e3 = r3.keyword, n3 = r3.orderby;
      return [w(t3), w(e3), "(".concat(bt(n3, "order by"), ")")].filter(L).join(" ");
    })(a2), b2 = lt(c3), p2 = pt(n2), v2 = [h(o2.schema), o2.name.map(h).join(".")].filter(L).join(".");
    if (!t2) return [v2, p2, f2, l2].filter(L).join(" ");
    var y2 = r2.separator || ", ", d2 = 0;
    if ("TRIM" === w(v2)) for (var C2 = 0, m2 = t2.value.length; C2 < m2; ++C2) {
      var E2 = t2.value[C2];
      if ("origin" === E2.type && "from" === E2.value) {
        d2 = C2;
        break;
      }
    }
    var A2 = [v2];
    A2.push(false === s2 ? " " : "(");
    var g2 = lt(t2);
    if (Array.isArray(y2)) {
      for (var T2 = g2[0], _2 = 1, S2 = g2.length; _2 < S2; ++_2) T2 = [T2, g2[_2]].join(" ".concat(lt(y2[_2 - 1]), " "));
      A2.push(T2);
    } else "TRIM" === w(v2) && d2 > 0 ? A2.push([g2.slice(0, d2 + 1).join(" "), g2.slice(d2 + 1).join(", ")].join(" ")) : A2.push(g2.join(y2));
    return false !== s2 && A2.push(")"), A2.push(Et(e2)), A2 = [A2.join(""), b2, p2].filter(L).join(" "), [u2 ? "(".concat(A2, ")") : A2, f2, l2].filter(L).join(" ");
  }
  function Wr(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return Xr(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || Vr(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function Vr(r2, t2) {
    if (r2) {
      if ("string" == typeof r2) return Xr(r2, t2);
      var e2 = {}.toString.call(r2).slice(8, -1);
      return "Object" === e2 && r2.constructor && (e2 = r2.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r2) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? Xr(r2, t2) : void 0;
    }
  }
  function Xr(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function Qr(r2) {
    if (!r2) return [];
    var t2, e2, n2, o2, s2 = r2.resource;
    switch (s2) {
      case "column":
        return xt(r2);
      case "index":
        return e2 = [], n2 = (t2 = r2).keyword, o2 = t2.index, e2.push(w(n2)), e2.push(o2), e2.push.apply(e2, R(M(t2))), e2.filter(L).join(" ");
      case "constraint":
        return Pr(r2);
      case "sequence":
        return [w(r2.prefix), lt(r2.value)].filter(L).join(" ");
      default:
        throw new Error("unknown resource = ".concat(s2, " type"));
    }
  }
  function Kr(r2) {
    var t2 = [];
    switch (r2.keyword) {
      case "from":
        t2.push("FROM", "(".concat(h(r2.from), ")"), "TO", "(".concat(h(r2.to), ")"));
        break;
      case "in":
        t2.push("IN", "(".concat(lt(r2.in), ")"));
        break;
      case "with":
        t2.push("WITH", "(MODULUS ".concat(h(r2.modulus), ", REMAINDER ").concat(h(r2.remainder), ")"));
    }
    return t2.filter(L).join(" ");
  }
  function zr(r2) {
    var t2 = r2.keyword, e2 = r2.table, n2 = r2.for_values, o2 = r2.tablespace, s2 = [w(t2), Cr(e2), w(n2.keyword), Kr(n2.expr)];
    return o2 && s2.push("TABLESPACE", h(o2)), s2.filter(L).join(" ");
  }
  function Zr(r2) {
    return r2.dataType ? A(r2) : [d(r2.db), d(r2.schema), d(r2.table)].filter(L).join(".");
  }
  function Jr(r2) {
    var t2 = r2.type;
    switch (t2) {
      case "as":
        return [w(t2), r2.symbol, or(r2.declare), w(r2.begin), sr(r2.expr), w(r2.end), r2.symbol].filter(L).join(" ");
      case "set":
        return [w(t2), r2.parameter, w(r2.value && r2.value.prefix), r2.value && r2.value.expr.map(lt).join(", ")].filter(L).join(" ");
      case "return":
        return [w(t2), lt(r2.expr)].filter(L).join(" ");
      default:
        return lt(r2);
    }
  }
  function rt(r2) {
    var t2 = r2.type, e2 = r2.symbol, n2 = r2.value, o2 = [w(t2), e2];
    switch (w(t2)) {
      case "SFUNC":
        o2.push([d(n2.schema), n2.name].filter(L).join("."));
        break;
      case "STYPE":
      case "MSTYPE":
        o2.push(A(n2));
        break;
      default:
        o2.push(lt(n2));
    }
    return o2.filter(L).join(" ");
  }
  function tt(r2, t2) {
    switch (r2) {
      case "add":
        var e2 = t2.map((function(r3) {
          var t3 = r3.name, e3 = r3.value;
          return ["PARTITION", h(t3), "VALUES", w(e3.type), "(".concat(h(e3.expr), ")")].join(" ");
        })).join(", ");
        return "(".concat(e2, ")");
      default:
        return Nt(t2);
    }
  }
  function et(r2) {
    if (!r2) return "";
    var t2 = r2.action, e2 = r2.create_definitions, n2 = r2.if_not_exists, o2 = r2.keyword, s2 = r2.if_exists, u2 = r2.old_column, a2 = r2.prefix, i2 = r2.resource, c3 = r2.symbol, l2 = r2.suffix, f2 = "", b2 = [];
    switch (i2) {
      case "column":
        b2 = [xt(r2)];
        break;
      case "index":
        b2 = M(r2), f2 = r2[i2];
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
        f2 = [c3, w(r2[i2])].filter(L).join(" ");
        break;
      case "constraint":
        f2 = d(r2[i2]), b2 = [Qr(e2)];
        break;
      case "partition":
        b2 = [tt(t2, r2.partitions)];
        break;
      case "key":
        f2 = d(r2[i2]);
        break;
      default:
        f2 = [c3, r2[i2]].filter((function(r3) {
          return null !== r3;
        })).join(" ");
    }
    var p2 = [w(t2), w(o2), w(n2), w(s2), u2 && At(u2), w(a2), f2 && f2.trim(), b2.filter(L).join(" ")];
    return l2 && p2.push(w(l2.keyword), l2.expr && At(l2.expr)), p2.filter(L).join(" ");
  }
  function nt(r2) {
    var t2 = r2.default && [w(r2.default.keyword), lt(r2.default.value)].join(" ");
    return [w(r2.mode), r2.name, A(r2.type), t2].filter(L).join(" ");
  }
  function ot(r2) {
    return (ot = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  function st(r2) {
    var t2 = r2.expr_list;
    switch (w(r2.type)) {
      case "STRUCT":
      case "ROW":
        return "(".concat(Nt(t2), ")");
      case "ARRAY":
        return (function(r3) {
          var t3 = r3.array_path, e2 = r3.brackets, n2 = r3.expr_list, o2 = r3.parentheses;
          if (!n2) return "[".concat(Nt(t3), "]");
          var s2 = Array.isArray(n2) ? n2.map((function(r4) {
            return "(".concat(Nt(r4), ")");
          })).filter(L).join(", ") : lt(n2);
          return e2 ? "[".concat(s2, "]") : o2 ? "(".concat(s2, ")") : s2;
        })(r2);
      default:
        return "";
    }
  }
  function ut(r2) {
    var t2 = r2.definition, e2 = r2.keyword, n2 = r2.orderby, o2 = r2.limit, s2 = [w(e2)];
    return t2 && "object" === ot(t2) && (s2.length = 0, s2.push(g(t2))), s2.push(st(r2), bt(n2, "order by"), B(o2)), s2.filter(L).join("");
  }
  function at(r2) {
    return (at = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  var it = { alter: et, aggr_func: function(r2) {
    var t2 = r2.args, e2 = r2.filter, n2 = r2.over, o2 = r2.within_group_orderby, s2 = lt(t2.expr);
    s2 = Array.isArray(s2) ? s2.join(", ") : s2;
    var u2 = r2.name, a2 = qr(n2);
    t2.distinct && (s2 = ["DISTINCT", s2].join(" ")), t2.separator && t2.separator.delimiter && (s2 = [s2, h(t2.separator.delimiter)].join("".concat(t2.separator.symbol, " "))), t2.separator && t2.separator.expr && (s2 = [s2, lt(t2.separator.expr)].join(" ")), t2.orderby && (s2 = [s2, bt(t2.orderby, "order by")].join(" ")), t2.separator && t2.separator.value && (s2 = [s2, w(t2.separator.keyword), h(t2.separator.value)].filter(L).join(" "));
    var i2 = o2 ? "WITHIN GROUP (".concat(bt(o2, "order by"), ")") : "", c3 = e2 ? "FILTER (WHERE ".concat(lt(e2.where), ")") : "";
    return ["".concat(u2, "(").concat(s2, ")"), i2, a2, c3].filter(L).join(" ");
  }, any_value: function(r2) {
    var t2 = r2.args, e2 = r2.type, n2 = r2.over, o2 = t2.expr, s2 = t2.having, u2 = "".concat(w(e2), "(").concat(lt(o2));
    return s2 && (u2 = "".concat(u2, " HAVING ").concat(w(s2.prefix), " ").concat(lt(s2.expr))), [u2 = "".concat(u2, ")"), qr(n2)].filter(L).join(" ");
  }, window_func: function(r2) {
    var t2 = r2.over;
    return [(function(r3) {
      var t3 = r3.args, e2 = r3.name, n2 = r3.consider_nulls, o2 = void 0 === n2 ? "" : n2, s2 = r3.separator, u2 = void 0 === s2 ? ", " : s2;
      return [e2, "(", t3 ? lt(t3).join(u2) : "", ")", o2 && " ", o2].filter(L).join("");
    })(r2), qr(t2)].filter(L).join(" ");
  }, array: ut, assign: tr, binary_expr: D, case: function(r2) {
    var t2 = ["CASE"], e2 = r2.args, n2 = r2.expr, o2 = r2.parentheses;
    n2 && t2.push(lt(n2));
    for (var s2 = 0, u2 = e2.length; s2 < u2; ++s2) t2.push(e2[s2].type.toUpperCase()), e2[s2].cond && (t2.push(lt(e2[s2].cond)), t2.push("THEN")), t2.push(lt(e2[s2].result));
    return t2.push("END"), o2 ? "(".concat(t2.join(" "), ")") : t2.join(" ");
  }, cast: Hr, collate: pt, column_ref: At, column_definition: xt, datatype: A, extract: function(r2) {
    var t2 = r2.args, e2 = r2.type, n2 = t2.field, o2 = t2.cast_type, s2 = t2.source, u2 = ["".concat(w(e2), "(").concat(w(n2)), "FROM", w(o2), lt(s2)];
    return "".concat(u2.filter(L).join(" "), ")");
  }, flatten: function(r2) {
    var t2 = r2.args, e2 = r2.type, n2 = ["input", "path", "outer", "recursive", "mode"].map((function(r3) {
      return (function(r4) {
        if (!r4) return "";
        var t3 = r4.type, e3 = r4.symbol, n3 = r4.value;
        return [w(t3), e3, lt(n3)].filter(L).join(" ");
      })(t2[r3]);
    })).filter(L).join(", ");
    return "".concat(w(e2), "(").concat(n2, ")");
  }, fulltext_search: function(r2) {
    var t2 = r2.against, e2 = r2.as, n2 = r2.columns, o2 = r2.match, s2 = r2.mode, u2 = [w(o2), "(".concat(n2.map((function(r3) {
      return At(r3);
    })).join(", "), ")")].join(" "), a2 = [w(t2), ["(", lt(r2.expr), s2 && " ".concat(h(s2)), ")"].filter(L).join("")].join(" ");
    return [u2, a2, jt(e2)].filter(L).join(" ");
  }, function: Yr, lambda: function(r2) {
    var t2 = r2.args, e2 = r2.expr, n2 = t2.value, o2 = t2.parentheses, s2 = n2.map(lt).join(", ");
    return [o2 ? "(".concat(s2, ")") : s2, "->", lt(e2)].join(" ");
  }, load_data: rr, insert: or, interval: br, json: function(r2) {
    var t2 = r2.keyword, e2 = r2.expr_list;
    return [w(t2), e2.map((function(r3) {
      return lt(r3);
    })).join(", ")].join(" ");
  }, json_object_arg: function(r2) {
    var t2 = r2.expr, e2 = t2.key, n2 = t2.value, o2 = t2.on, s2 = [lt(e2), "VALUE", lt(n2)];
    return o2 && s2.push("ON", "NULL", lt(o2)), s2.filter(L).join(" ");
  }, json_visitor: function(r2) {
    return [r2.symbol, lt(r2.expr)].join("");
  }, func_arg: function(r2) {
    var t2 = r2.value;
    return [t2.name, t2.symbol, lt(t2.expr)].filter(L).join(" ");
  }, show: er, struct: ut, tablefunc: function(r2) {
    var t2 = r2.as, e2 = r2.name, n2 = r2.args, o2 = [h(e2.schema), e2.name.map(h).join(".")].filter(L).join(".");
    return ["".concat(o2, "(").concat(lt(n2).join(", "), ")"), "AS", Yr(t2)].join(" ");
  }, tables: mr, unnest: yr, values: ur, window: function(r2) {
    return r2.expr.map(Fr).join(", ");
  } };
  function ct(r2) {
    var t2 = r2.prefix, e2 = void 0 === t2 ? "@" : t2, n2 = r2.name, o2 = r2.members, s2 = r2.quoted, u2 = r2.suffix, a2 = [], i2 = o2 && o2.length > 0 ? "".concat(n2, ".").concat(o2.join(".")) : n2, c3 = "".concat(e2 || "").concat(i2);
    return u2 && (c3 += u2), a2.push(c3), [s2, a2.join(" "), s2].filter(L).join("");
  }
  function lt(r2) {
    if (r2) {
      var t2 = r2;
      if (r2.ast) {
        var e2 = t2.ast;
        Reflect.deleteProperty(t2, e2);
        for (var n2 = 0, o2 = Object.keys(e2); n2 < o2.length; n2++) {
          var s2 = o2[n2];
          t2[s2] = e2[s2];
        }
      }
      var u2 = t2.type;
      return "expr" === u2 ? lt(t2.expr) : it[u2] ? it[u2](t2) : h(t2);
    }
  }
  function ft(r2) {
    return r2 ? (Array.isArray(r2) || (r2 = [r2]), r2.map(lt)) : [];
  }
  function bt(r2, t2) {
    if (!Array.isArray(r2)) return "";
    var e2 = [], n2 = w(t2);
    switch (n2) {
      case "ORDER BY":
        e2 = r2.map((function(r3) {
          return [lt(r3.expr), r3.type || "ASC", w(r3.nulls)].filter(L).join(" ");
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
  function pt(r2) {
    if (r2) {
      var t2 = r2.keyword, e2 = r2.collate, n2 = e2.name, o2 = e2.symbol, s2 = e2.value, u2 = [w(t2)];
      return s2 || u2.push(o2), u2.push(Array.isArray(n2) ? n2.map(h).join(".") : h(n2)), s2 && u2.push(o2), u2.push(lt(s2)), u2.filter(L).join(" ");
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
        wt(r2, t3, e2[t3]);
      })) : Object.getOwnPropertyDescriptors ? Object.defineProperties(r2, Object.getOwnPropertyDescriptors(e2)) : yt(Object(e2)).forEach((function(t3) {
        Object.defineProperty(r2, t3, Object.getOwnPropertyDescriptor(e2, t3));
      }));
    }
    return r2;
  }
  function wt(r2, t2, e2) {
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
  function Lt(r2) {
    return (function(r3) {
      if (Array.isArray(r3)) return Ct(r3);
    })(r2) || (function(r3) {
      if ("undefined" != typeof Symbol && null != r3[Symbol.iterator] || null != r3["@@iterator"]) return Array.from(r3);
    })(r2) || ht(r2) || (function() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    })();
  }
  function ht(r2, t2) {
    if (r2) {
      if ("string" == typeof r2) return Ct(r2, t2);
      var e2 = {}.toString.call(r2).slice(8, -1);
      return "Object" === e2 && r2.constructor && (e2 = r2.constructor.name), "Map" === e2 || "Set" === e2 ? Array.from(r2) : "Arguments" === e2 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e2) ? Ct(r2, t2) : void 0;
    }
  }
  function Ct(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function mt(r2, t2) {
    if ("string" == typeof r2) return d(r2, t2);
    var e2 = r2.expr, n2 = r2.offset, o2 = r2.suffix, s2 = n2 && n2.map((function(r3) {
      return ["[", r3.name, "".concat(r3.name ? "(" : ""), h(r3.value), "".concat(r3.name ? ")" : ""), "]"].filter(L).join("");
    })).join("");
    return [lt(e2), s2, o2].filter(L).join("");
  }
  function Et(r2) {
    if (!r2 || 0 === r2.length) return "";
    var t2, e2 = [], n2 = (function(r3, t3) {
      var e3 = "undefined" != typeof Symbol && r3[Symbol.iterator] || r3["@@iterator"];
      if (!e3) {
        if (Array.isArray(r3) || (e3 = ht(r3)) || t3 && r3 && "number" == typeof r3.length) {
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
      var s3, u2 = true, a2 = false;
      return { s: function() {
        e3 = e3.call(r3);
      }, n: function() {
        var r4 = e3.next();
        return u2 = r4.done, r4;
      }, e: function(r4) {
        a2 = true, s3 = r4;
      }, f: function() {
        try {
          u2 || null == e3.return || e3.return();
        } finally {
          if (a2) throw s3;
        }
      } };
    })(r2);
    try {
      for (n2.s(); !(t2 = n2.n()).done; ) {
        var o2 = t2.value, s2 = o2.brackets ? "[".concat(lt(o2.index), "]") : "".concat(o2.notation).concat(lt(o2.index));
        o2.property && (s2 = "".concat(s2, ".").concat(h(o2.property))), e2.push(s2);
      }
    } catch (r3) {
      n2.e(r3);
    } finally {
      n2.f();
    }
    return e2.join("");
  }
  function At(r2) {
    var t2 = r2.array_index, e2 = r2.as, n2 = r2.column, o2 = r2.collate, s2 = r2.db, u2 = r2.isDual, i2 = r2.notations, c3 = void 0 === i2 ? [] : i2, l2 = r2.options, f2 = r2.schema, b2 = r2.table, p2 = r2.parentheses, v2 = r2.suffix, y2 = r2.order_by, h2 = r2.subFields, C2 = void 0 === h2 ? [] : h2, m2 = "*" === n2 ? "*" : mt(n2, u2), E2 = [s2, f2, b2].filter(L).map((function(r3) {
      return "".concat("string" == typeof r3 ? d(r3) : lt(r3));
    })), A2 = E2[0];
    if (A2) {
      for (var g2 = 1; g2 < E2.length; ++g2) A2 = "".concat(A2).concat(c3[g2] || ".").concat(E2[g2]);
      m2 = "".concat(A2).concat(c3[g2] || ".").concat(m2);
    }
    var T2 = [m2 = ["".concat(m2).concat(Et(t2))].concat(Lt(C2)).join("."), pt(o2), lt(l2), a("AS", lt, e2)];
    T2.push("string" == typeof v2 ? w(v2) : lt(v2)), T2.push(w(y2));
    var _2 = T2.filter(L).join(" ");
    return p2 ? "(".concat(_2, ")") : _2;
  }
  function gt(r2) {
    if (r2) {
      var t2 = r2.schema, e2 = r2.dataType, n2 = r2.length, o2 = r2.suffix, s2 = r2.scale, u2 = r2.expr, a2 = A({ schema: t2, dataType: e2, length: n2, suffix: o2, scale: s2, parentheses: null != n2 });
      if (u2 && (a2 += lt(u2)), r2.array) {
        var i2 = Br(r2);
        a2 += [/^\[.*\]$/.test(i2) ? "" : " ", i2].join("");
      }
      return a2;
    }
  }
  function Tt(r2) {
    var t2 = [];
    if (!r2) return t2;
    var e2 = r2.definition, n2 = r2.keyword, o2 = r2.match, s2 = r2.table, u2 = r2.on_action;
    return t2.push(w(n2)), t2.push(mr(s2)), t2.push(e2 && "(".concat(e2.map((function(r3) {
      return lt(r3);
    })).join(", "), ")")), t2.push(w(o2)), u2.map((function(r3) {
      return t2.push(w(r3.type), lt(r3.value));
    })), t2.filter(L);
  }
  function _t(r2) {
    var t2 = [], e2 = r2.nullable, n2 = r2.character_set, o2 = r2.check, s2 = r2.comment, u2 = r2.constraint, i2 = r2.collate, c3 = r2.storage, l2 = r2.using, f2 = r2.default_val, p2 = r2.generated, v2 = r2.auto_increment, y2 = r2.unique, d2 = r2.primary_key, m2 = r2.column_format, E2 = r2.reference_definition, A2 = r2.generated_by_default, g2 = [w(e2 && e2.action), w(e2 && e2.value)].filter(L).join(" ");
    if (p2 || t2.push(g2), f2) {
      var _2 = f2.type, S2 = f2.value;
      t2.push(_2.toUpperCase(), lt(S2));
    }
    var x2 = b().database;
    return u2 && t2.push(w(u2.keyword), h(u2.constraint)), t2.push(Pr(o2)), t2.push((function(r3) {
      if (r3) return [w(r3.value), "(".concat(lt(r3.expr), ")"), w(r3.storage_type)].filter(L).join(" ");
    })(p2)), p2 && t2.push(g2), t2.push(j(v2), w(d2), w(y2), h(A2), T(s2)), t2.push.apply(t2, Lt(C(n2))), "sqlite" !== x2.toLowerCase() && t2.push(lt(i2)), t2.push.apply(t2, Lt(C(m2))), t2.push.apply(t2, Lt(C(c3))), t2.push.apply(t2, Lt(Tt(E2))), t2.push(a("USING", lt, l2)), t2.filter(L).join(" ");
  }
  function St(r2) {
    var t2 = r2.order_by, e2 = r2.column, n2 = r2.collate, o2 = r2.nulls, s2 = r2.opclass, u2 = "string" == typeof e2 ? { type: "column_ref", table: r2.table, column: e2 } : dt(dt({}, r2), {}, { order_by: null });
    return u2.collate = null, [lt(u2), lt(n2), s2, w(t2), w(o2)].filter(L).join(" ");
  }
  function xt(r2) {
    var t2 = [], e2 = At(r2.column), n2 = gt(r2.definition);
    return t2.push(e2), t2.push(n2), t2.push(_t(r2)), t2.filter(L).join(" ");
  }
  function jt(r2) {
    return r2 ? "object" === vt(r2) ? ["AS", lt(r2)].join(" ") : ["AS", /^(`?)[a-z_][0-9a-z_]*(`?)$/i.test(r2) ? d(r2) : y(r2)].join(" ") : "";
  }
  function It(r2, t2) {
    var e2 = r2.expr, n2 = r2.type;
    if ("cast" === n2) return Hr(r2);
    t2 && (e2.isDual = t2);
    var o2 = lt(e2), s2 = r2.expr_list;
    if (s2) {
      var u2 = [o2], a2 = s2.map((function(r3) {
        return It(r3, t2);
      })).join(", ");
      return u2.push([w(n2), n2 && "(", a2, n2 && ")"].filter(L).join("")), u2.filter(L).join(" ");
    }
    return e2.parentheses && Reflect.has(e2, "array_index") && "cast" !== e2.type && (o2 = "(".concat(o2, ")")), e2.array_index && "column_ref" !== e2.type && "function" !== e2.type && (o2 = "".concat(o2).concat(Et(e2.array_index))), [o2, jt(r2.as)].filter(L).join(" ");
  }
  function Rt(r2) {
    var t2 = Array.isArray(r2) && r2[0];
    return !(!t2 || "dual" !== t2.type);
  }
  function Nt(r2, t2) {
    if (!r2 || "*" === r2) return r2;
    var e2 = Rt(t2);
    return r2.map((function(r3) {
      return It(r3, e2);
    })).join(", ");
  }
  it.var = ct, it.expr_list = function(r2) {
    var t2 = ft(r2.value), e2 = r2.parentheses, n2 = r2.separator;
    if (!e2 && !n2) return t2;
    var o2 = n2 || ", ", s2 = t2.join(o2);
    return e2 ? "(".concat(s2, ")") : s2;
  }, it.select = function(r2) {
    var t2 = "object" === at(r2._next) ? or(r2) : W(r2);
    return r2.parentheses ? "(".concat(t2, ")") : t2;
  }, it.unary_expr = function(r2) {
    var t2 = r2.operator, e2 = r2.parentheses, n2 = r2.expr, o2 = "-" === t2 || "+" === t2 || "~" === t2 || "!" === t2 ? "" : " ", s2 = "".concat(t2).concat(o2).concat(lt(n2));
    return e2 ? "(".concat(s2, ")") : s2;
  }, it.map_object = function(r2) {
    var t2 = r2.keyword, e2 = r2.expr.map((function(r3) {
      return [h(r3.key), h(r3.value)].join(", ");
    })).join(", ");
    return [w(t2), "[".concat(e2, "]")].join("");
  };
  var Ot = e(0);
  function kt(r2) {
    return (kt = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  var Ut, Mt, Dt, Pt = (Ut = {}, Mt = "postgresql", Dt = Ot.parse, (Mt = (function(r2) {
    var t2 = (function(r3, t3) {
      if ("object" != kt(r3) || !r3) return r3;
      var e2 = r3[Symbol.toPrimitive];
      if (void 0 !== e2) {
        var n2 = e2.call(r3, t3 || "default");
        if ("object" != kt(n2)) return n2;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === t3 ? String : Number)(r3);
    })(r2, "string");
    return "symbol" == kt(t2) ? t2 : t2 + "";
  })(Mt)) in Ut ? Object.defineProperty(Ut, Mt, { value: Dt, enumerable: true, configurable: true, writable: true }) : Ut[Mt] = Dt, Ut);
  function Gt(r2) {
    return (Gt = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
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
          if ("string" == typeof r3) return Ft(r3, t3);
          var e3 = {}.toString.call(r3).slice(8, -1);
          return "Object" === e3 && r3.constructor && (e3 = r3.constructor.name), "Map" === e3 || "Set" === e3 ? Array.from(r3) : "Arguments" === e3 || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(e3) ? Ft(r3, t3) : void 0;
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
    var s2, u2 = true, a2 = false;
    return { s: function() {
      e2 = e2.call(r2);
    }, n: function() {
      var r3 = e2.next();
      return u2 = r3.done, r3;
    }, e: function(r3) {
      a2 = true, s2 = r3;
    }, f: function() {
      try {
        u2 || null == e2.return || e2.return();
      } finally {
        if (a2) throw s2;
      }
    } };
  }
  function Ft(r2, t2) {
    (null == t2 || t2 > r2.length) && (t2 = r2.length);
    for (var e2 = 0, n2 = Array(t2); e2 < t2; e2++) n2[e2] = r2[e2];
    return n2;
  }
  function qt(r2, t2) {
    for (var e2 = 0; e2 < t2.length; e2++) {
      var n2 = t2[e2];
      n2.enumerable = n2.enumerable || false, n2.configurable = true, "value" in n2 && (n2.writable = true), Object.defineProperty(r2, Bt(n2.key), n2);
    }
  }
  function Bt(r2) {
    var t2 = (function(r3, t3) {
      if ("object" != Gt(r3) || !r3) return r3;
      var e2 = r3[Symbol.toPrimitive];
      if (void 0 !== e2) {
        var n2 = e2.call(r3, t3 || "default");
        if ("object" != Gt(n2)) return n2;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === t3 ? String : Number)(r3);
    })(r2, "string");
    return "symbol" == Gt(t2) ? t2 : t2 + "";
  }
  var Ht = (function() {
    return (function(r2, t2, e2) {
      return t2 && qt(r2.prototype, t2), e2 && qt(r2, e2), Object.defineProperty(r2, "prototype", { writable: false }), r2;
    })((function r2() {
      !(function(r3, t2) {
        if (!(r3 instanceof t2)) throw new TypeError("Cannot call a class as a function");
      })(this, r2);
    }), [{ key: "astify", value: function(r2) {
      var t2 = arguments.length > 1 && void 0 !== arguments[1] ? arguments[1] : s, e2 = this.parse(r2, t2);
      return e2 && e2.ast;
    } }, { key: "sqlify", value: function(r2) {
      var t2 = arguments.length > 1 && void 0 !== arguments[1] ? arguments[1] : s;
      return p(t2), _r(r2);
    } }, { key: "exprToSQL", value: function(r2) {
      var t2 = arguments.length > 1 && void 0 !== arguments[1] ? arguments[1] : s;
      return p(t2), lt(r2);
    } }, { key: "columnsToSQL", value: function(r2, t2) {
      var e2 = arguments.length > 2 && void 0 !== arguments[2] ? arguments[2] : s;
      if (p(e2), !r2 || "*" === r2) return [];
      var n2 = Rt(t2);
      return r2.map((function(r3) {
        return It(r3, n2);
      }));
    } }, { key: "parse", value: function(r2) {
      var t2 = arguments.length > 1 && void 0 !== arguments[1] ? arguments[1] : s, e2 = t2.database, n2 = void 0 === e2 ? "postgresql" : e2;
      p(t2);
      var o2 = n2.toLowerCase();
      if (Pt[o2]) return Pt[o2](false === t2.trimQuery ? r2 : r2.trim(), t2.parseOptions || s.parseOptions);
      throw new Error("".concat(n2, " is not supported currently"));
    } }, { key: "whiteListCheck", value: function(r2, t2) {
      var e2 = arguments.length > 2 && void 0 !== arguments[2] ? arguments[2] : s;
      if (t2 && 0 !== t2.length) {
        var n2 = e2.type, o2 = void 0 === n2 ? "table" : n2;
        if (!this["".concat(o2, "List")] || "function" != typeof this["".concat(o2, "List")]) throw new Error("".concat(o2, " is not valid check mode"));
        var u2, a2 = this["".concat(o2, "List")].bind(this), i2 = a2(r2, e2), c3 = true, l2 = "", f2 = $t(i2);
        try {
          for (f2.s(); !(u2 = f2.n()).done; ) {
            var b2, p2 = u2.value, v2 = false, y2 = $t(t2);
            try {
              for (y2.s(); !(b2 = y2.n()).done; ) {
                var d2 = b2.value, w2 = new RegExp("^".concat(d2, "$"), "i");
                if (w2.test(p2)) {
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
              l2 = p2, c3 = false;
              break;
            }
          }
        } catch (r3) {
          f2.e(r3);
        } finally {
          f2.f();
        }
        if (!c3) throw new Error("authority = '".concat(l2, "' is required in ").concat(o2, " whiteList to execute SQL = '").concat(r2, "'"));
      }
    } }, { key: "tableList", value: function(r2, t2) {
      var e2 = this.parse(r2, t2);
      return e2 && e2.tableList;
    } }, { key: "columnList", value: function(r2, t2) {
      var e2 = this.parse(r2, t2);
      return e2 && e2.columnList;
    } }]);
  })();
  function Yt(r2) {
    return (Yt = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(r3) {
      return typeof r3;
    } : function(r3) {
      return r3 && "function" == typeof Symbol && r3.constructor === Symbol && r3 !== Symbol.prototype ? "symbol" : typeof r3;
    })(r2);
  }
  "object" === ("undefined" == typeof self ? "undefined" : Yt(self)) && self && (self.NodeSQLParser = { Parser: Ht, util: n }), "undefined" == typeof global && "object" === ("undefined" == typeof window ? "undefined" : Yt(window)) && window && (window.global = window), "object" === ("undefined" == typeof global ? "undefined" : Yt(global)) && global && global.window && (global.window.NodeSQLParser = { Parser: Ht, util: n });
}]));
